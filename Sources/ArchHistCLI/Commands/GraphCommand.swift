import ArchHistCore
import ArchHistReport

/// `archhist graph`: a commit's module, layer or domain graph as DOT or Mermaid.
enum GraphCommand: Command {
    static let commit = Option<String>("commit", valueName: "revision", help: "The commit to draw.", default: "HEAD")
    static let since = Option<String?>(
        "since", valueName: "revision", help: "Mark edges crossed for the first time since this commit.")
    /// `--level` is its former name.
    static let by = Option<GraphLevel>(
        "by", valueName: "grain", help: "Which graph: between modules, layers or domains.", default: .domain
    )
    .formerly("level")
    static let format = Option.format(default: GraphFormat.mermaid)

    static let spec = CommandSpec(
        name: "graph",
        abstract:
            "Export the module, layer or domain graph of a commit as DOT or Mermaid, violations and new "
            + "crossings marked.",
        discussion: """
            Edges carry their number of uses. Edges along which a rule is broken are red and name \
            the rules; with --since, edges absent from that commit's graph are dashed and marked new.

            Examples:
              archhist graph --by domain --format mermaid
              archhist graph --by layer --since v1.4.0 --format dot | dot -Tsvg > layers.svg
            """,
        options: HistorySession.options + SpecResolver.options + [commit, since, by, format]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let revision = arguments[Self.commit]
        let since = arguments[Self.since]
        let (session, range) = try HistorySession.open(
            arguments: arguments, context: context, create: false, base: since, head: revision,
            inMemoryWhenMissing: true)
        let choice = try session.specChoice(arguments: arguments, context: context, inferringFrom: range.head.sha)
        let (spec, description) = (choice.spec, choice.description)
        let drawn = try session.analysis(of: range.head, spec: spec, description: description, context: context)
        var baseline: Analysis?
        if let since = range.base {
            baseline = try session.analysis(of: since, spec: spec, description: description, context: context)
                .analysis
        }
        let level = arguments[Self.by]
        let graph = BoundaryGraph(drawn.analysis, level: level, baseline: baseline)
        let title = "\(level.rawValue)s of \(drawn.label)" + (since.map { ", new since \($0)" } ?? "")
        return CommandOutput(
            stdout: arguments[Self.format].render(GraphReport(graph: graph, title: title)), stderr: choice.note)
    }
}
