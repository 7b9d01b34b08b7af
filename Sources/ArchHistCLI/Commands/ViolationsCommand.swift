import ArchHistCore
import ArchHistReport

/// `archhist violations`: the violations open at the newest run of the line, and since
/// when; with `--history`, each violation's life along the first-parent line.
enum ViolationsCommand: Command {
    static let history = Flag(
        "history", help: "Follow every violation over the recorded history, fixed ones too, instead.")
    static let to = Option<String>(
        "to", valueName: "revision", help: "The line is this commit's first-parent history.", default: "HEAD")
    static let format = Option.format(default: ViolationHistoryFormat.text)

    static let spec = CommandSpec(
        name: "violations",
        abstract: "List the open violations and since when; with --history, each violation's life.",
        discussion: """
            Without --history: the violations of the newest recorded run on the first-parent line \
            of --to, each with its rule, file and line, target, and the commit that introduced it. \
            With --history: every violation ever seen on the line, the commit that introduced it, \
            its age in commits and days, the commit that fixed it, and whether it came back. \
            Violations are followed by fingerprint (rule, file and target, never the line).

            Examples:
              archhist violations
              archhist violations --to v1.5.0 --format json
              archhist violations --history
            """,
        options: HistorySession.options + SpecResolver.options + [history, to, format],
        seeAlso: ["findings", "issues"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let to = arguments[Self.to]
        let (session, head) = try HistorySession.open(
            arguments: arguments, context: context, create: false, revision: to)
        let line = try session.line(to: head.sha, from: nil, arguments: arguments, context: context)
        let violations: [Int64: [Violation]]
        do { violations = try session.store.openViolations(ofRuns: line.runs.map(\.id)) } catch {
            throw .environment("\(error)")
        }
        let renames = RenameChain.betweenRuns(
            commits: line.commits, runs: line.runs, renamesByCommit: session.renames(along: line, head: head.sha))
        let history = ViolationHistory(
            points: line.runs.map { (run: $0, violations: violations[$0.id] ?? []) }, renames: renames)
        let report = ViolationsReport(
            history: history, newest: line.runs.last.map { (run: $0, violations: violations[$0.id] ?? []) },
            showsHistory: arguments[Self.history],
            locations: FileLocations(
                root: session.repository.root,
                specFile: SpecResolver.namedFile(root: session.repository.root, arguments: arguments, context: context))
        )
        return CommandOutput(stdout: arguments[Self.format].render(report), stderr: HistorySession.specNote(for: line))
    }
}
