import ArchHistCore
import ArchHistReport

/// `archhist trend`: metrics per recorded commit along the first-parent line.
enum TrendCommand: Command {
    /// The metrics printed when no --metric is given.
    static let defaultMetrics: [TrendReport.Metric] = [.files, .lines, .violations, .uncovered]
    static let from = Option<String?>(
        "from", valueName: "revision",
        help: "Start at this recorded commit (included); off the line, where its branch left it.")
    static let to = Option<String>(
        "to", valueName: "revision", help: "End at this commit; the line is its first-parent history.", default: "HEAD")
    static let metric = RepeatableOption<TrendReport.Metric>(
        "metric", valueName: "metric",
        help: "A metric to print (default: \(defaultMetrics.map(\.rawValue).joined(separator: ", "))).")
    static let format = Option.format(default: TrendFormat.text)

    static let spec = CommandSpec(
        name: "trend",
        abstract: "Print metrics per recorded commit along the first-parent line, oldest first.",
        discussion: """
            Only commits recorded under one spec are shown (the current one, else the newest run's), \
            so a series never mixes a change of code with a change of rules.

            Examples:
              archhist trend
              archhist trend --metric violations --format csv
              archhist trend --from v1.4.0 --to v1.5.0 --metric files --metric violations --format markdown
              archhist trend --every week --limit 26
              archhist trend --tags --format csv

            On a terminal, the newest \(RunListing.terminalLimit) rows are shown unless --limit says \
            otherwise, and standard error says how many were left out; piped, every row is.
            """,
        options: HistorySession.options + SpecResolver.options + [from, to, metric] + RunListing.options + [format]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let to = arguments[Self.to]
        let from = arguments[Self.from]
        let (session, range) = try HistorySession.open(
            arguments: arguments, context: context, create: false, base: from, head: to)
        let line = try session.line(
            to: range.head.sha, from: range.base?.sha, arguments: arguments, context: context)
        let given = arguments[Self.metric]
        let metrics = given.isEmpty ? defaultMetrics : given
        let tags = try RunListing.tags(of: session, arguments: arguments)
        let (runs, note) = RunListing.select(
            line.runs, newestFirst: false, arguments: arguments, context: context, tags: tags, commit: \.commit,
            time: \.commitTime)
        return CommandOutput(
            stdout: arguments[Self.format].render(TrendReport(runs: runs, metrics: metrics, tags: tags)),
            stderr: HistorySession.specNote(for: line)
                + session.rangeNote(for: line, revision: from ?? "", to: range.head.sha, toName: to) + note)
    }
}
