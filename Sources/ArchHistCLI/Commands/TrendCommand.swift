import ArchHistCore
import ArchHistReport

/// `archhist trend`: metrics per recorded commit along the first-parent line.
enum TrendCommand: Command {
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
            """,
        options: HistorySession.options + SpecResolver.options + [
            .value("from", valueName: "revision", help: "Start at this commit of the line (included)."),
            .value("to", valueName: "revision", help: "End at this commit; the line is its first-parent history.", defaultValue: "HEAD"),
            .repeatable("metric", valueName: "metric", help: "A metric to print (default: files, lines, violations, uncovered).",
                        allowedValues: TrendFormatter.Metric.allCases.map(\.rawValue)),
            .format(TrendFormat.allCases.map(\.rawValue)),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let to = arguments.value("to") ?? "HEAD"
        let from = arguments.value("from")
        let (session, commits) = try HistorySession.open(
            arguments: arguments, context: context, create: false, resolving: [to] + (from.map { [$0] } ?? []))
        let line = try session.line(to: commits[0], from: from == nil ? nil : commits[1], arguments: arguments, context: context)
        var metrics = arguments.values("metric").compactMap(TrendFormatter.Metric.init(rawValue:))
        if metrics.isEmpty { metrics = [.files, .lines, .violations, .uncovered] }
        let format = TrendFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        return CommandOutput(stdout: format.render(TrendReport(runs: line.runs, metrics: metrics)))
    }
}
