import ArchHistCore
import ArchHistStore
import ArchHistSupport

/// `archhist push`: the runs of this database, added to the remote's notes ref.
enum PushCommand: Command {
    static let spec = CommandSpec(
        name: "push",
        abstract: "Add this database's runs to the history kept under refs/notes/archhist on a git remote.",
        discussion: """
            Fetches the remote's refs/notes/archhist, adds every run it lacks (a note per \
            commit, and the facts, chunks and specs the runs point to; see Schema/notes.md) \
            and pushes it with your git, its authentication and credential helpers. When \
            another runner pushed in between, it fetches again and retries: no run is lost.

            Each note carries the Swift files its commit moved or renamed against its \
            first parent, found by git where this clone has both commits' objects, so \
            queries in a shallow clone that pulls follow files through moves. Notes \
            pushed without them (from a shallow clone) get them at the next push from a \
            clone that has the objects.

            The notes ref's own history gains a commit at each push; past --compact-after \
            commits (or with --compact) the push makes it one commit holding the same notes, \
            pushed only if no runner pushed meanwhile (else it fetches and tries again).

            Examples:
              archhist record && archhist push
              archhist push --remote upstream
              archhist push --compact
            """,
        options: HistorySession.options + [
            NotesSync.remote, NotesSync.maxNoteBytes, NotesSync.maxPullBytes, compact, compactAfter,
        ]
    )

    static let compact = Flag(
        "compact", help: "Make the notes ref's own history one commit at this push, whatever its length.")
    static let compactAfter = Option<Int?>(
        "compact-after", valueName: "commits",
        help: "Make the notes ref's own history one commit when it has more commits than this "
            + "(default \(NotesCompaction.defaultThreshold)).",
        in: 1...Int.max, environmentVariable: "ARCHHIST_COMPACT_AFTER")

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let session = try NotesSync.open(arguments: arguments, context: context, create: false)
        let remote = arguments[NotesSync.remote]
        let report: SyncReport
        do {
            report = try session.store.push(
                to: NotesSync.notes(of: session, remote: remote),
                renames: RecordedRenames.foundByGit(in: session.repository), limits: NotesSync.limits(arguments),
                compaction: NotesCompaction(
                    threshold: arguments[Self.compactAfter] ?? NotesCompaction.defaultThreshold,
                    always: arguments[Self.compact]))
        } catch {
            throw NotesSync.environment(error, doing: "cannot push to \(remote)")
        }
        var retried =
            report.attempts > 1 ? " (after \(report.attempts) attempts: other runners pushed meanwhile)" : ""
        if report.compactedCommits > 0 {
            retried += "; made the notes ref's history of \(report.compactedCommits) commits one"
        }
        if report.runs == 0, report.notesGivenRenames == 0, report.objectsRepaired == 0, report.compactedCommits == 0 {
            return CommandOutput(
                stdout: "\(remote) already holds every run of this database "
                    + "(refs/notes/archhist: \(NotesSync.runs(report.otherRuns))): nothing to push\(retried)\n",
                stderr: NotesSync.warnings(report))
        }
        // Notes pushed before they carried moves get them once a clone with the objects pushes.
        let completed =
            report.notesGivenRenames == 0
            ? "" : "; added the moves of \(Plural.counted(report.notesGivenRenames, "more commit"))"
        let repaired =
            report.objectsRepaired == 0
            ? "" : "; wrote \(Plural.counted(report.objectsRepaired, "damaged object")) again"
        if report.runs == 0 {
            return CommandOutput(
                stdout: "pushed no run to \(remote) (refs/notes/archhist: \(NotesSync.runs(report.otherRuns)))"
                    + "\(completed)\(repaired)\(retried)\n", stderr: NotesSync.warnings(report))
        }
        return CommandOutput(
            stdout: "pushed \(NotesSync.runs(report.runs)) to \(remote) (refs/notes/archhist: "
                + "\(NotesSync.runs(report.runs + report.otherRuns)))\(completed)\(repaired)\(retried)\n",
            stderr: NotesSync.warnings(report))
    }
}
