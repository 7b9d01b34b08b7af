import ArchHistCore
import ArchHistEngine
import ArchHistGit
import ArchHistStore
import ArchHistSupport
import Foundation

/// A git repository and its history database, for the commands that record or read
/// history.
struct HistorySession {
    let repository: GitRepository
    let store: SQLiteHistoryStore

    static let db = Option<String?>(
        "db", valueName: "path", help: "The history database. Default: .archhist/history.db at the repository root.",
        environmentVariable: "ARCHHIST_DB")
    static let repo = Option<String>(
        "repo", valueName: "path", help: "A folder inside the git repository.", default: ".")
    /// Options every history command accepts.
    static let options: [any OptionDeclaration] = [db, repo]

    /// The version whose facts and judgements a run records; a new one records anew.
    static let analyzerVersion = ArchHist.version
    /// Facts read by another scanner are read again (scanner-4: an Xcode target's
    /// linked products are among its dependencies; scanner-5: a bracket never closed is
    /// a warning of the file; scanner-6: a declaration closes the brackets left open
    /// before it, types nested beyond 64 levels are not declarations, `@abi`, `$` names
    /// and module selectors; scanner-7: key paths given to wrappers and the instance
    /// properties of extensions, for injected dependencies; scanner-8: names in `#Preview`
    /// bodies and `#selector(…)` are no uses; scanner-9: keys set through
    /// `.environment(\.key, …)`, `.dependency(\.key, …)` and `withDependencies { $0.key }`;
    /// scanner-10: CocoaPods podspecs are manifests; scanner-11: whether each reference
    /// is used only inside `#if`; scanner-12: a binary file yields no facts; scanner-13:
    /// `Bundle(for: T.self)` is no use of `T`; scanner-14: manifests read the target helpers
    /// a `Package.swift` or `Project.swift` declares, a Tuist helper called with a target's
    /// name and sources, and an XcodeGen source path `.`; scanner-15: a manifest's names kept as
    /// static constants of its own types, `Target.msData`; scanner-16: a dependency list kept
    /// as a constant of the type whose method makes the targets).
    static let scannerVersion = "scanner-16"

    /// Opens the repository and the database. With `inMemoryWhenMissing`, a missing
    /// database is no error: the session gets an empty one in memory, so commits can
    /// still be analysed from git objects.
    static func open(
        arguments: ParsedArguments, context: CommandContext, create: Bool, inMemoryWhenMissing: Bool = false
    ) throws(CLIError) -> HistorySession {
        try open(
            arguments: arguments, context: context, create: create, resolving: [],
            inMemoryWhenMissing: inMemoryWhenMissing
        ).session
    }

    /// The same, and the commit `revision` names.
    static func open(
        arguments: ParsedArguments, context: CommandContext, create: Bool, revision: String,
        inMemoryWhenMissing: Bool = false
    ) throws(CLIError) -> (session: HistorySession, revision: Revision) {
        let (session, resolved) = try open(
            arguments: arguments, context: context, create: create, resolving: [revision],
            inMemoryWhenMissing: inMemoryWhenMissing)
        return (session, resolved.revision(revision))
    }

    /// The same, and the commits of a range whose older end may be left out.
    static func open(
        arguments: ParsedArguments, context: CommandContext, create: Bool, base: String?, head: String,
        inMemoryWhenMissing: Bool = false
    ) throws(CLIError) -> (session: HistorySession, range: RevisionRange<Revision?>) {
        let (session, resolved) = try open(
            arguments: arguments, context: context, create: create, resolving: [head] + (base.map { [$0] } ?? []),
            inMemoryWhenMissing: inMemoryWhenMissing)
        return (session, RevisionRange(base: base.map(resolved.revision), head: resolved.revision(head)))
    }

    /// The same, and the commits of a range with both ends.
    static func open(
        arguments: ParsedArguments, context: CommandContext, create: Bool, base: String, head: String,
        inMemoryWhenMissing: Bool = false
    ) throws(CLIError) -> (session: HistorySession, range: RevisionRange<Revision>) {
        let (session, resolved) = try open(
            arguments: arguments, context: context, create: create, resolving: [head, base],
            inMemoryWhenMissing: inMemoryWhenMissing)
        return (session, RevisionRange(base: resolved.revision(base), head: resolved.revision(head)))
    }

    /// The commits a session was opened for, by the names they were asked by.
    private struct ResolvedRevisions {
        var shas: [String: String] = [:]

        /// Asking for a name that was not resolved is a programming error.
        func revision(_ name: String) -> Revision {
            guard let sha = shas[name] else { preconditionFailure("revision '\(name)' was not resolved") }
            return Revision(name: name, sha: sha)
        }
    }

    /// `revisions` are resolved before the database is touched, so a mistyped revision
    /// leaves no empty database behind.
    private static func open(
        arguments: ParsedArguments, context: CommandContext, create: Bool, resolving revisions: [String],
        inMemoryWhenMissing: Bool
    ) throws(CLIError) -> (session: HistorySession, resolved: ResolvedRevisions) {
        let repository: GitRepository
        do {
            repository = try GitRepository(at: context.resolve(arguments[HistorySession.repo]))
        } catch {
            throw .environment(error.description)
        }
        var resolved = ResolvedRevisions()
        var unresolved: [(revision: String, error: GitError)] = []
        for revision in revisions where resolved.shas[revision] == nil {
            do { resolved.shas[revision] = try repository.resolve(revision) } catch {
                // Perhaps a recorded commit whose objects this clone lacks: asked of the database below.
                unresolved.append((revision, error))
            }
        }
        let folder = repository.root + "/.archhist"
        var path = arguments[HistorySession.db].map(context.resolve) ?? folder + "/history.db"
        // Only a database that exists can know a revision git does not; none is made for it.
        if let first = unresolved.first, !FileManager.default.fileExists(atPath: path) {
            throw RecordedRevisions.unresolved(first.error)
        }
        // A spec that cannot be read fails before a database is made for it.
        if create {
            _ = try HistorySession.namedSpecDigest(root: repository.root, arguments: arguments, context: context)
        }
        if inMemoryWhenMissing, !FileManager.default.fileExists(atPath: path) {
            path = ":memory:"
        } else if !create, !FileManager.default.fileExists(atPath: path) {
            throw .input("no history at \(path) yet: run `archhist record` first, or pass --db")
        } else if create, arguments[HistorySession.db] == nil {
            try HistorySession.makeFolder(folder)
        }
        do {
            let store = try SQLiteHistoryStore.open(
                path: path, create: create || path == ":memory:", scannerVersion: scannerVersion)
            context.keepUntilExit(store.memory)
            for (revision, error) in unresolved {
                guard let sha = RecordedRevisions.resolve(revision, repository: repository, store: store) else {
                    throw RecordedRevisions.unresolved(error)
                }
                resolved.shas[revision] = sha
            }
            return (HistorySession(repository: repository, store: store), resolved)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .environment("\(error)")
        }
    }

    func resolve(_ revision: String) throws(CLIError) -> String {
        do { return try repository.resolve(revision) } catch {
            if let sha = RecordedRevisions.resolve(revision, repository: repository, store: store) { return sha }
            throw RecordedRevisions.unresolved(error)
        }
    }

    /// The spec runs are recorded under, inferred (when there is none) from the
    /// files of `commit`.
    func spec(arguments: ParsedArguments, context: CommandContext, inferringFrom commit: String)
        throws(CLIError) -> (spec: ArchitectureSpec, description: String)
    {
        let choice = try specChoice(arguments: arguments, context: context, inferringFrom: commit)
        return (choice.spec, choice.description)
    }

    /// The spec and where it came from (its `note` is the line a command says it with).
    func specChoice(arguments: ParsedArguments, context: CommandContext, inferringFrom commit: String)
        throws(CLIError) -> SpecChoice
    {
        if arguments[SpecResolver.preset] == nil,
            SpecResolver.namedFile(root: repository.root, arguments: arguments, context: context) == nil,
            let recorded = recordedInference(of: commit)
        {
            return recorded
        }
        return try SpecResolver.choose(root: repository.root, arguments: arguments, context: context) {
            () throws(CLIError) in
            do {
                let tree = try repository.commitTree(commit)
                let paths = tree.paths().filter { !TreeFilter.isSkipped($0) }
                let roles = TreeRoles(paths: paths)
                let files = paths.filter(roles.isSwiftSource).map { SourceFile(path: $0, facts: FileFacts()) }
                let manifests = try paths.compactMap { path -> ManifestFile? in
                    guard let kind = roles.manifestKind(of: path) else { return nil }
                    let bytes = try tree.contents(of: path)
                    return ManifestFile(path: path, manifest: Adapters.extractor.readManifest(kind, bytes))
                }
                return (files, manifests)
            } catch {
                throw .environment("cannot read commit \(commit.prefix(12)): \(error)")
            }
        }
    }

    /// The spec inference chose for `commit` when this version of archhist recorded it:
    /// inference reads only the commit's tree, so it would choose the same again, and
    /// reading it back spares listing the tree and reading its projects (half of a
    /// `diff` on an Xcode app), and works in a shallow clone that lacks the tree. Nil
    /// when no such run exists or it cannot be read.
    private func recordedInference(of commit: String) -> SpecChoice? {
        guard
            let run = try? store.runs(ofCommit: commit).first(where: {
                $0.analyzerVersion == HistorySession.analyzerVersion
                    && PresetInference.isExplanation($0.specSource)
            }),
            let spec = try? store.spec(ofRun: run.id)
        else { return nil }
        return SpecChoice(spec: spec, source: .inferredWhenRecorded(explanation: run.specSource))
    }

    func recorder(spec: ArchitectureSpec, description: String, context: CommandContext) -> Recorder {
        let recorder = Recorder(
            reader: GitCommitReader(repository: repository), store: store, extractor: Adapters.extractor, spec: spec,
            specSource: description, analyzerVersion: HistorySession.analyzerVersion, workers: context.workers,
            today: context.today, now: context.now)
        context.keepUntilExit(recorder.memory)
        return recorder
    }

    /// A revision's analysis under `spec`, as `analysis(of:revision:…)` gives it.
    func analysis(of revision: Revision, spec: ArchitectureSpec, description: String, context: CommandContext)
        throws(CLIError) -> (analysis: Analysis, label: String)
    {
        try analysis(of: revision.sha, revision: revision.name, spec: spec, description: description, context: context)
    }

    /// A commit's analysis under `spec`: its recorded run under that spec; else, when it
    /// was recorded under another spec, its stored facts judged again under this one (no
    /// Swift file read), so both sides of a comparison are judged alike; else an
    /// analysis from git objects now. The label says which.
    func analysis(
        of sha: String, revision: String, spec: ArchitectureSpec, description: String, context: CommandContext
    )
        throws(CLIError) -> (analysis: Analysis, label: String)
    {
        let short = String(sha.prefix(12))
        do {
            let runs = try store.runs(ofCommit: sha)
            let digest = HistorySession.digest(of: spec)
            if let run = runs.first(where: { $0.specDigest == digest }) {
                return (
                    try store.storedAnalysis(run: run.id, facts: false).analysis,
                    "\(revision) (\(short), run \(run.id))"
                )
            }
            let rejudger = Rejudger(
                store: store, spec: spec, specSource: description, analyzerVersion: HistorySession.analyzerVersion,
                workers: context.workers, today: context.today, now: context.now)
            if let run = runs.first, let analysis = try rejudger.analysis(of: sha) {
                return (
                    analysis,
                    "\(revision) (\(short), run \(run.id) recorded under another spec, judged again under this one)"
                )
            }
            let fresh = try recorder(spec: spec, description: description, context: context).analysis(of: sha)
            return (fresh.analysis, "\(revision) (\(short), not recorded: analysed now)")
        } catch let error as CLIError {
            throw error
        } catch {
            throw .environment("cannot analyse \(revision): \(error)")
        }
    }

    /// The recorded runs on the first-parent line of `to`, oldest first, back to
    /// `from` (included) when given, under the current spec when it was recorded,
    /// else under the spec of the newest run on the line. A `from` off the line (a tag
    /// on a release branch) starts the range where its branch left the line, with its
    /// own run first (`RangeStart`); with `keepingOlder`, the line before it is kept.
    func line(
        to: String, from: String?, keepingOlder: Bool = false, arguments: ParsedArguments, context: CommandContext
    ) throws(CLIError) -> HistoryLine {
        let preferred = try currentSpecDigest(arguments: arguments, context: context)
        do {
            let runs = try store.runSummaries()
            func firstParentLine(from sha: String) throws -> [String] {
                try RecordedRevisions.firstParentLine(from: sha, runs: runs, repository: repository, store: store)
            }
            var commits = try firstParentLine(from: to)
            var start: RangeStart?
            if let from {
                let own = commits.contains(from) ? [] : try firstParentLine(from: from)
                guard let located = RangeStart.locate(from, line: commits, ownLine: own) else {
                    throw CLIError.input(
                        "\(from.prefix(12)) shares no history with the first-parent line of \(to.prefix(12)): "
                            + "pass a commit of that history"
                    )
                }
                commits = located.path(along: commits, fromStart: !keepingOlder)
                start = located
            }
            return HistoryLine(commits: commits, runs: runs, preferredDigest: preferred, start: start)
        } catch let error as CLIError {
            throw error
        } catch {
            throw .environment("\(error)")
        }
    }

    /// What a command says on standard error when its range starts off the line:
    /// `note: v1.11.3 is not on the first-parent line of HEAD: measured from 1a2b3c4d5e6f,
    /// where release/1.11 branched off`. Empty for a start on the line.
    func rangeNote(for line: HistoryLine, revision: String, to: String, toName: String) -> String {
        guard let start = line.start, let point = start.branchPoint else { return "" }
        let branch = (try? repository.branches(containing: start.commit, notContaining: to))?.first
        let name = OutputText.terminal(branch ?? revision + "'s branch")
        return "note: \(OutputText.terminal(revision)) is not on the first-parent line of "
            + "\(OutputText.terminal(toName)): "
            + "measured from \(point.prefix(12)), where \(name) branched off\n"
    }

    /// The default folder of the history, made with a `.gitignore` of its own, so that
    /// the database never shows up among the repository's untracked files.
    static func makeFolder(_ folder: String) throws(CLIError) {
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("# archhist's history database: not part of the repository.\n*\n".utf8)
                .write(to: URL(fileURLWithPath: folder + "/.gitignore"))
        } catch {
            throw .environment("cannot create \(folder): \(error.localizedDescription)")
        }
    }

    /// What a command that reads `line` says on standard error: which spec judged its
    /// runs, and, when that is not the current spec, that a history query never mixes
    /// specs, so it read the newest recorded one.
    static func specNote(for line: HistoryLine) -> String {
        guard let run = line.runs.last else { return "" }
        guard line.isUnderAnotherSpec else {
            return "spec: " + OutputText.terminal(SpecChoice.withAdvice(run.specSource, digest: run.specDigest)) + "\n"
        }
        let spec = "\(OutputText.terminal(run.specSource)) (spec \(run.specDigest.prefix(8)))"
        return "note: no run on this line was recorded under the current spec; these are the runs of \(spec): "
            + "run `archhist record --respec` to judge the recorded history under the current spec\n"
    }

    /// The Swift files moved or renamed from `from` to `to` (nil: the working tree), as
    /// git sees them; where git lacks the objects (a shallow clone), as the pulled notes
    /// recorded them; with neither, none: moves then read as a removal and an addition.
    func renames(from: String, to: String?) -> [String: String] {
        RecordedRenames.between(from, to, repository: repository, store: store)
    }

    /// The same, with git asked now, on another thread, while the caller reads the
    /// database: the answer is waited for when `value()` is called.
    func renamesAhead(from: String, to: String?) -> RenamesAhead {
        let repository = repository
        let found = BackgroundValue { try? repository.renames(from: from, to: to) }
        return RenamesAhead(session: self, from: from, to: to, foundByGit: found)
    }

    /// Each commit's renames along `line`, the first-parent line of `head`: those kept
    /// with the commits, else git's, and, past a shallow clone's boundary, those the
    /// pulled notes recorded.
    func renames(along line: HistoryLine, head: String) -> [String: [String: String]] {
        RecordedRenames.along(line, head: head, repository: repository, store: store)
    }

    /// The digest of the spec the user names (`--spec`, `--preset`, or `archhist.json` at
    /// the root); nil when there is none, and the spec would be inferred.
    func currentSpecDigest(arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> String? {
        try HistorySession.namedSpecDigest(root: repository.root, arguments: arguments, context: context)
    }

    private static func namedSpecDigest(
        root: String, arguments: ParsedArguments, context: CommandContext
    ) throws(CLIError) -> String? {
        guard
            arguments[SpecResolver.spec] != nil || arguments[SpecResolver.preset] != nil
                || FileManager.default.fileExists(atPath: root + "/archhist.json")
        else { return nil }
        let (spec, _) = try SpecResolver.resolve(root: root, arguments: arguments, context: context) { ([], []) }
        return HistorySession.digest(of: spec)
    }

    static func digest(of spec: ArchitectureSpec) -> String {
        SHA1.hex(Array(SpecEncoder.canonicalText(spec).utf8))
    }
}

extension Recorder.Outcome {
    /// How `record` and `backfill` say what happened to one commit.
    func sentence(_ commit: String) -> String {
        let short = String(commit.prefix(12))
        switch self {
        case .recorded(let blobs, let files, let violations):
            return "recorded \(short): " + Recorder.Outcome.counts(files, violations, blobs)
        case .replaced(let blobs, let files, let violations):
            return "replaced \(short): " + Recorder.Outcome.counts(files, violations, blobs)
        case .alreadyRecorded:
            return
                "\(short) is already recorded under this spec and archhist version: "
                + "nothing to do (--force records it again)"
        }
    }

    private static func counts(_ files: Int, _ violations: Int, _ blobs: Int) -> String {
        "\(Plural.counted(files, "file")), \(Plural.counted(violations, "violation"))"
            + " (\(Plural.counted(blobs, "new blob")) read)"
    }
}

/// The moves between two commits, asked of git ahead (`HistorySession.renamesAhead`).
struct RenamesAhead {
    let session: HistorySession
    let from: String
    let to: String?
    let foundByGit: BackgroundValue<[String: String]?>

    /// What `HistorySession.renames(from:to:)` answers.
    func value() -> [String: String] {
        RecordedRenames.between(
            from, to, foundByGit: foundByGit.wait(), repository: session.repository, store: session.store)
    }
}
