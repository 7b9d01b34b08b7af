import ArchHistCore
import ArchHistGit
import ArchHistStore
import ArchHistSupport
import Foundation

/// What `push`, `pull` and `merge` share: the history database (opened without a
/// spec: moving runs judges nothing) and the notes ref of a git remote.
enum NotesSync {
    static let remote = Option<String>(
        "remote", valueName: "name",
        help: "The git remote (a name or a URL) whose refs/notes/archhist holds the shared history.",
        default: "origin")

    static let maxNoteBytes = Option<Int?>(
        "max-note-bytes", valueName: "bytes",
        help: "Skip, with a warning, a note or a run that needs an object of the notes larger than this "
            + "(default \(NotesLimits.defaultMaxNoteBytes), 16 MiB); its size is asked of git before it is read.",
        in: 1...Int.max, environmentVariable: "ARCHHIST_MAX_NOTE_BYTES")
    static let maxPullBytes = Option<Int?>(
        "max-pull-bytes", valueName: "bytes",
        help: "Stop, writing nothing, before reading more of the remote's notes than this in all "
            + "(default \(NotesLimits.defaultMaxPullBytes), 1 GiB).",
        in: 1...Int.max, environmentVariable: "ARCHHIST_MAX_PULL_BYTES")

    /// The limits of what a pull or push reads of the remote's notes.
    static func limits(_ arguments: ParsedArguments) -> NotesLimits {
        NotesLimits(
            maxNoteBytes: arguments[maxNoteBytes] ?? NotesLimits.defaultMaxNoteBytes,
            maxPullBytes: arguments[maxPullBytes] ?? NotesLimits.defaultMaxPullBytes)
    }

    /// The repository and its database; with `create`, a missing database is made.
    static func open(arguments: ParsedArguments, context: CommandContext, create: Bool) throws(CLIError)
        -> HistorySession
    {
        let repository: GitRepository
        do {
            repository = try GitRepository(at: context.resolve(arguments[HistorySession.repo]))
        } catch {
            throw .git(error)
        }
        let folder = repository.root + "/.archhist"
        let path = arguments[HistorySession.db].map(context.resolve) ?? folder + "/history.db"
        if !create, !FileManager.default.fileExists(atPath: path) {
            throw .input("no history at \(path) yet: run `archhist record` (or `archhist pull`) first, or pass --db")
        }
        if create, arguments[HistorySession.db] == nil { try HistorySession.makeFolder(folder) }
        do {
            let store = try SQLiteHistoryStore.open(
                path: path, create: create, scannerVersion: HistorySession.scannerVersion)
            context.keepUntilExit(store.memory)
            return HistorySession(repository: repository, store: store)
        } catch {
            throw .environment(error.description)
        }
    }

    /// The commit a revision names, for `pull --only`: git's answer, else a full sha as
    /// given (a depth-1 clone lacks the baseline's objects but knows its sha).
    static func commit(_ revision: String, in repository: GitRepository) throws(CLIError) -> String {
        do {
            return try repository.resolve(revision)
        } catch {
            let sha = revision.lowercased()
            if sha.count == 40, sha.allSatisfy(\.isHexDigit) { return sha }
            throw .git(error)
        }
    }

    /// The notes ref of `remote`, reached through the user's git.
    static func notes(of session: HistorySession, remote: String) -> some NotesRemote {
        GitNotesRemote(root: session.repository.root, remote: remote)
    }

    /// A line on standard error for each note a pull, push or merge left out, and for
    /// each damaged object (with how many runs it took with it).
    static func warnings(_ report: SyncReport) -> String {
        let lines = report.skipped.map(\.description) + report.damaged.map(\.description)
        return lines.map { "warning: " + OutputText.terminal($0) + "\n" }.joined()
    }

    /// What a pull or merge did, each run of the other side counted once: "imported 3
    /// runs, 1 already here, 1 skipped" (a skipped note or run per warning, and the runs
    /// each damaged object took with it).
    static func summary(_ report: SyncReport) -> String {
        "imported \(runs(report.runs)), \(report.alreadyHere) already here, \(report.skippedCount) skipped"
    }

    /// "1 run", "3 runs".
    static func runs(_ count: Int) -> String {
        count == 1 ? "1 run" : "\(count) runs"
    }

    /// Failures of the notes or of the database: the environment's (exit 3); of git, by
    /// whose fix it is (`CLIError.git`: 2, 3, or 4 for the remote).
    static func environment(_ error: any Error, doing what: String) -> CLIError {
        if let git = error as? GitError { return .git(git, doing: what) }
        return .environment("\(what): \(error)")
    }
}
