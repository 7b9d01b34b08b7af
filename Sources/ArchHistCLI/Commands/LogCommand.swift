import ArchHistCore
import ArchHistReport

/// `archhist log`: the recorded runs, newest first, with what changed since the run
/// of the first parent.
enum LogCommand: Command {
    static let limit = Option<Int?>("limit", valueName: "n", help: "Show at most n runs.", in: 1...Int.max)
    static let allSpecs = Flag(
        "all-specs", help: "List every run: one per spec and archhist version of each commit, not one per commit.")
    static let format = Option.format(default: LogFormat.text)

    static let spec = CommandSpec(
        name: "log",
        abstract: "List recorded runs, newest commit first, with counts and the change since the first parent's run.",
        discussion: """
            One line per commit: its run under the current spec (archhist.json, --spec or --preset) \
            when it has one, else its newest run. When the lines come from several specs, a column \
            says which, and the specs are listed below.

            Examples:
              archhist log
              archhist log --limit 20 --format json
              archhist log --all-specs
            """,
        options: HistorySession.options + SpecResolver.options + [limit, allSpecs, format]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let (session, _) = try HistorySession.open(arguments: arguments, context: context, create: false)
        let limit = arguments[Self.limit] ?? Int.max
        let current = try session.currentSpecDigest(arguments: arguments, context: context)
        let entries: [RunLog.Entry]
        do {
            let runs = try session.store.runSummaries()
            entries = Array(
                RunLog.entries(runs, preferredDigest: current, allRuns: arguments[Self.allSpecs]).prefix(limit))
        } catch {
            throw .environment("\(error)")
        }
        // log judges nothing: it names the current spec when there is one, the spec its
        // lines are read under; without one, each line is its commit's newest run.
        var note = ""
        if current != nil {
            note = try SpecResolver.choose(root: session.repository.root, arguments: arguments, context: context) {
                ([], [])
            }.note
        }
        return CommandOutput(
            stdout: arguments[Self.format].render(LogReport(entries: entries, currentDigest: current)), stderr: note)
    }
}
