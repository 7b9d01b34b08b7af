import ArchHistCore
import ArchHistStore

/// `archhist pull`: the runs of the remote's notes ref, added to this database.
enum PullCommand: Command {
    static let spec = CommandSpec(
        name: "pull",
        abstract: "Add the runs kept under refs/notes/archhist on a git remote to this database.",
        discussion: """
            Fetches the remote's refs/notes/archhist with your git and writes every run this \
            database lacks, in one transaction; runs it already has, and runs the remote \
            lacks, stay. Pulling twice changes nothing. After a pull, the queries answer \
            from the pulled runs as on the runner that recorded them, even in a clone of \
            depth 1 (moves alone need git's objects).

            Examples:
              archhist pull && archhist check --format github
              archhist pull --remote upstream --db /tmp/history.db

            Whoever can push to the remote's notes ref writes what a pull reads: a note \
            that fails the checks, or larger than --max-note-bytes, is skipped with a \
            warning, as are the runs that need a damaged set or chunk (one warning per \
            object); a pull that would read more than --max-pull-bytes writes nothing.
            """,
        options: HistorySession.options + [NotesSync.remote, NotesSync.maxNoteBytes, NotesSync.maxPullBytes]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let session = try NotesSync.open(arguments: arguments, context: context, create: true)
        let remote = arguments[NotesSync.remote]
        let report: SyncReport
        do {
            report = try session.store.pull(
                from: NotesSync.notes(of: session, remote: remote), limits: NotesSync.limits(arguments),
                checking: PulledRunsCheck.check(session.repository))
        } catch {
            throw NotesSync.environment(error, doing: "cannot pull from \(remote)")
        }
        guard report.remoteHasHistory else {
            return CommandOutput(
                stdout: "\(remote) has no archhist history yet (no refs/notes/archhist): nothing to pull; "
                    + "`archhist push` starts it\n", stderr: NotesSync.warnings(report))
        }
        return CommandOutput(
            stdout: "pulled from \(remote): \(NotesSync.summary(report))\n", stderr: NotesSync.warnings(report))
    }
}
