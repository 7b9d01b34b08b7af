import ArchHistCore
import ArchHistReport

/// `archhist violations --history`: each violation's life along the first-parent line.
enum ViolationsCommand: Command {
    static let history = Flag(
        "history", help: "Follow every violation over the recorded history (the only mode for now).")
    static let to = Option<String>(
        "to", valueName: "revision", help: "The line is this commit's first-parent history.", default: "HEAD")
    static let format = Option.format(default: ViolationHistoryFormat.text)

    static let spec = CommandSpec(
        name: "violations",
        abstract: "Show each violation's history: introduced by, age, fixed by, and whether it came back.",
        discussion: """
            Violations are followed by fingerprint (rule, file and target, never the line) over \
            the recorded runs of the first-parent line.

            Examples:
              archhist violations --history
              archhist violations --history --format json
            """,
        options: HistorySession.options + SpecResolver.options + [history, to, format]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        guard arguments[Self.history] else {
            throw .usage(
                "pass --history; for the violations of one commit use `archhist show <commit>` or `archhist analyze`")
        }
        let to = arguments[Self.to]
        let (session, commits) = try HistorySession.open(
            arguments: arguments, context: context, create: false, resolving: [to])
        let line = try session.line(to: commits[0], from: nil, arguments: arguments, context: context)
        let violations: [Int64: [Violation]]
        do { violations = try session.store.openViolations(ofRuns: line.runs.map(\.id)) } catch {
            throw .environment("\(error)")
        }
        let renames = RenameChain.betweenRuns(
            commits: line.commits, runs: line.runs, renamesByCommit: session.renamesAlongFirstParent(of: commits[0]))
        let history = ViolationHistory(
            points: line.runs.map { (run: $0, violations: violations[$0.id] ?? []) }, renames: renames)
        let report = ViolationHistoryReport(
            history: history,
            locations: FileLocations(
                root: session.repository.root,
                specFile: SpecResolver.namedFile(root: session.repository.root, arguments: arguments, context: context))
        )
        return CommandOutput(stdout: arguments[Self.format].render(report), stderr: HistorySession.specNote(for: line))
    }
}
