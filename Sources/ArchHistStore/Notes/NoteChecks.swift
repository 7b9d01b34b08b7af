import ArchHistCore
import ArchHistSupport

/// What a note must satisfy before its runs are written to a database. Whoever can push
/// to the remote's `refs/notes/archhist` writes what every teammate's pull reads, so a
/// note is input from outside: one that fails these checks is skipped with the reason,
/// never imported, and never stops the other notes.
enum NoteChecks {
    /// The largest count a run may hold: far above any codebase (a trillion lines), far
    /// below what sums over thousands of runs could overflow.
    static let maxCount: Int64 = 1 << 40

    /// Why `bytes` cannot be a note's text, if so: notes are UTF-8.
    static func encodingProblem(_ bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var codec = UTF8()
        while true {
            switch codec.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return nil
            case .error: return "it is not UTF-8 text"
            }
        }
    }

    /// Why `note` cannot be imported, if so (what its own text can show).
    static func problem(with note: NoteCommit) -> String? {
        for (old, new) in note.renames ?? [:] {
            if let problem = pathProblem(old) ?? pathProblem(new) { return "its renames: \(problem)" }
        }
        var seen = Set<RunKey>()
        for run in note.runs {
            guard seen.insert(run.key(commit: note.commit.sha)).inserted else {
                return "it holds run \(run.specDigest.prefix(8)) of archhist \(run.analyzerVersion) twice"
            }
            if let problem = manifestsProblem(run.manifests) ?? notesProblem(run.notes) {
                return "run \(run.specDigest.prefix(8)): \(problem)"
            }
            for (column, count) in zip(NoteRun.countColumns, run.counts) where !(0...maxCount).contains(count) {
                return "run \(run.specDigest.prefix(8)) counts \(count) \(column) (at most \(maxCount))"
            }
        }
        return nil
    }

    /// Why a run's manifests cannot be read back, if so: `[[path, blob], …]`, each path
    /// relative, each blob a git object id.
    static func manifestsProblem(_ json: String) -> String? {
        guard case .array(let manifests)? = try? JSONParser.parse(json) else {
            return "its manifests are not a JSON array"
        }
        for manifest in manifests {
            guard case .array(let fields) = manifest, fields.count == 2, case .string(let path) = fields[0],
                case .string(let blob) = fields[1], GitHex.isObjectID(blob)
            else { return "its manifests are not `[[path, blob], …]`" }
            if let problem = pathProblem(path) { return "its manifests: \(problem)" }
        }
        return nil
    }

    /// Why a run's notes cannot be read back, if so: a JSON array of strings.
    static func notesProblem(_ json: String) -> String? {
        guard case .array(let notes)? = try? JSONParser.parse(json),
            notes.allSatisfy({ if case .string = $0 { true } else { false } })
        else { return "its notes are not a JSON array of strings" }
        return nil
    }

    /// Why `run` cannot be imported given the sets and chunks it points to, if so: its
    /// counts of files must be those of its file set, and each path relative.
    static func problem(with run: NoteRun, objects: NoteObjects) -> String? {
        if let problem = objects.sizeProblem(of: run) { return "run \(run.specDigest.prefix(8)): \(problem)" }
        let kinds: [(String, NoteChunkKind)] = [
            (run.fileSet, .files), (run.edgeSet, .edges), (run.violationSet, .violations),
        ]
        for (oid, kind) in kinds {
            if let set = objects.sets[oid], set.kind != kind {
                return "run \(run.specDigest.prefix(8)): its \(kind.rawValue) set \(oid.prefix(12)) holds "
                    + set.kind.rawValue
            }
        }
        guard let set = objects.sets[run.fileSet] else { return nil }  // the importer names it missing
        var files: Int64 = 0
        var tests: Int64 = 0
        for oid in set.chunks {
            guard case .files(let rows) = objects.chunks[oid] else { continue }
            for row in rows {
                if let problem = pathProblem(row.path) { return "run \(run.specDigest.prefix(8)): \(problem)" }
                files += 1
                if row.isTest { tests += 1 }
            }
        }
        let counted = Dictionary(zip(NoteRun.countColumns, run.counts)) { first, _ in first }
        if counted["files"] != files || counted["test_files"] != tests {
            return "run \(run.specDigest.prefix(8)) counts \(counted["files"] ?? 0) files "
                + "(\(counted["test_files"] ?? 0) tests) but its file set holds \(files) (\(tests) tests)"
        }
        return nil
    }

    /// Why `path` cannot name a file of the repository, if so: it must be relative and
    /// stay inside it.
    static func pathProblem(_ path: String) -> String? {
        if path.isEmpty { return "an empty path" }
        if path.hasPrefix("/") { return "the absolute path \(path)" }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0.isEmpty }) {
            return "the path \(path) leaves the repository or has an empty part"
        }
        return nil
    }
}

/// A note, or one of its runs, left out of a pull or merge: the commit and why.
public struct SkippedNote: Sendable, Equatable, CustomStringConvertible {
    public var commit: String
    public var reason: String

    public var description: String { "skipped the note of \(commit.prefix(12)): \(reason)" }
}
