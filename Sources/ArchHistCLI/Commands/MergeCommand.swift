import ArchHistCore
import ArchHistStore

/// `archhist merge OTHER.db`: the runs of another archhist database, added to this one.
enum MergeCommand: Command {
    static let other = Positional<String>(
        "other", help: "Another archhist history database (a CI cache or artifact); it is only read.")

    static let maxMergeBytes = Option<Int?>(
        "max-merge-bytes", valueName: "bytes",
        help: "Refuse, reading nothing, a database larger than this "
            + "(default \(MergeLimit.defaultMaxBytes), 1 GiB; its write-ahead log counts).",
        in: 1...Int.max, environmentVariable: "ARCHHIST_MAX_MERGE_BYTES")

    static let spec = CommandSpec(
        name: "merge",
        abstract: "Add the runs of another archhist database to this one.",
        discussion: """
            Writes every run the other database holds and this one lacks, in one transaction, \
            as `pull` does from a remote. A file that is not an archhist database, or is \
            damaged, is refused (exit 3) and this database is left as it was, and so \
            is one larger than --max-merge-bytes, before it is opened.

            Examples:
              archhist merge ~/Downloads/history.db
              archhist merge cache/history.db --db .archhist/history.db
            """,
        options: HistorySession.options + [maxMergeBytes],
        positionals: [other]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let path = context.resolve(arguments[Self.other])
        // Checked before this database is opened, so a refused file creates nothing.
        let maxBytes = arguments[Self.maxMergeBytes] ?? MergeLimit.defaultMaxBytes
        do {
            try SQLiteHistoryStore.checkMergeable(path, maxBytes: maxBytes)
        } catch {
            throw .environment(error.description)
        }
        let session = try NotesSync.open(arguments: arguments, context: context, create: true)
        guard path != session.store.path else {
            throw .input("\(arguments[Self.other]) is this database itself: name another one")
        }
        let report: SyncReport
        do {
            report = try session.store.merge(
                databaseAt: path, maxBytes: maxBytes, checking: PulledRunsCheck.check(session.repository))
        } catch {
            throw NotesSync.environment(error, doing: "cannot merge \(arguments[Self.other])")
        }
        return CommandOutput(
            stdout: "merged \(arguments[Self.other]): \(NotesSync.summary(report))\n",
            stderr: NotesSync.warnings(report))
    }
}
