import ArchHistCore
import ArchHistReport

/// `archhist log`: the recorded runs, newest first, with what changed since the run
/// of the first parent.
enum LogCommand: Command {
    static let limit = Option<Int?>("limit", valueName: "n", help: "Show at most n runs.", in: 1...Int.max)
    static let format = Option.format(default: LogFormat.text)

    static let spec = CommandSpec(
        name: "log",
        abstract: "List recorded runs, newest commit first, with counts and the change since the first parent's run.",
        discussion: """
            Examples:
              archhist log
              archhist log --limit 20 --format json
            """,
        options: HistorySession.options + [limit, format]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let (session, _) = try HistorySession.open(arguments: arguments, context: context, create: false)
        let limit = arguments[Self.limit] ?? Int.max
        let entries: [RunLog.Entry]
        do { entries = Array(RunLog.entries(try session.store.runSummaries()).prefix(limit)) } catch {
            throw .environment("\(error)")
        }
        return CommandOutput(stdout: arguments[Self.format].render(entries))
    }
}
