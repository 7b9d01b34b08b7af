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
              archhist pull --only HEAD^1 && archhist check --baseline HEAD^1

            With --only, the runs of those commits alone (the gate's baseline, say): their \
            notes and the objects they need are looked up by path in the notes tree, so the \
            pull costs the same whatever the length of the history.

            Whoever can push to the remote's notes ref writes what a pull reads: a note \
            that fails the checks, or larger than --max-note-bytes, is skipped with a \
            warning, as are the runs that need a damaged set or chunk (one warning per \
            object); a pull that would read more than --max-pull-bytes writes nothing.
            """,
        options: HistorySession.options + [NotesSync.remote, only, NotesSync.maxNoteBytes, NotesSync.maxPullBytes]
    )

    static let only = RepeatableOption<String>(
        "only", valueName: "revision",
        help: "Pull the runs of this commit alone (repeatable): a revision git resolves, or a full sha "
            + "this clone lacks.")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let session = try NotesSync.open(arguments: arguments, context: context, create: true)
        let remote = arguments[NotesSync.remote]
        let only = try arguments[Self.only].map { revision throws(CLIError) in
            try NotesSync.commit(revision, in: session.repository)
        }
        let report: SyncReport
        do {
            report = try session.store.pull(
                from: NotesSync.notes(of: session, remote: remote), only: only.isEmpty ? nil : only,
                limits: NotesSync.limits(arguments), checking: PulledRunsCheck.check(session.repository))
        } catch {
            throw NotesSync.environment(error, doing: "cannot pull from \(remote)")
        }
        guard report.remoteHasHistory else {
            return CommandOutput(
                stdout: "\(remote) has no archhist history yet (no refs/notes/archhist): nothing to pull; "
                    + "`archhist push` starts it\n", stderr: NotesSync.warnings(report))
        }
        // A commit nobody recorded is no failure here: `check` says what to do without its run.
        let absent = report.notOnRemote.map {
            "warning: \(remote) holds no run of \($0.prefix(12)): record and push it (`archhist record --commit "
                + "\($0.prefix(12)) && archhist push`) where its objects are\n"
        }
        return CommandOutput(
            stdout: "pulled from \(remote): \(NotesSync.summary(report))\n",
            stderr: NotesSync.warnings(report) + absent.joined())
    }
}
