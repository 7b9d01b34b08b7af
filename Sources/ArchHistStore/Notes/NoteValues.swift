import ArchHistCore

/// A recorded commit as its note holds it: the commit, each of its runs, and its
/// Swift files moved or renamed against its first parent (old path → new path), nil
/// when whoever wrote the note could not tell (a shallow clone lacked the parent).
struct NoteCommit: Sendable, Hashable {
    var commit: Commit
    var runs: [NoteRun]
    var renames: [String: String]? = nil
}

/// One run as a note holds it: its key, what it says of itself, and the sets of
/// chunks its files, edges and violations are made of (git blob ids, see `NoteSet`).
struct NoteRun: Sendable, Hashable {
    /// The columns of `runs` that count: files, test files, lines, modules, domains,
    /// uncovered files, files without domain, errors, warnings, infos, waived, and the
    /// references resolved, local, ambiguous and unresolved.
    static let countColumns = [
        "files", "test_files", "lines", "modules", "domains", "uncovered_files", "files_without_domain", "errors",
        "warnings", "infos", "waived", "refs_resolved", "refs_local", "refs_ambiguous", "refs_unresolved",
    ]

    var analyzerVersion: String
    var specDigest: String
    var specSource: String
    var recordedAt: Int64
    /// JSON, as the run's texts (`run_texts`) hold them.
    var manifests: String
    var notes: String
    var counts: [Int64]
    var fileSet: String
    var edgeSet: String
    var violationSet: String

    func key(commit: String) -> RunKey {
        RunKey(commit: commit, specDigest: specDigest, analyzerVersion: analyzerVersion)
    }
}

/// The kinds of rows a run's chunks hold, named as `chunks.kind` names them.
enum NoteChunkKind: String, Sendable, CaseIterable {
    case files, edges, violations
}

/// A file of a run, by value: what a row of `file_entries` says with its ids read.
struct NoteFileRow: Sendable, Hashable {
    var path: String
    var blob: String
    var module: String
    var layer: String?
    var domain: String?
    var isTest: Bool
    var resolution: NoteResolution?
}

/// How a file's references resolved, each target named by its path.
typealias NoteResolution = StoredResolution<String>

/// A dependency of a run rolled up to a level, with its example.
struct NoteEdgeRow: Sendable, Hashable {
    var level: String
    var from: String
    var to: String
    var count: Int64
    var path: String
    var line: Int64
    var target: String
}

/// A violation of a run as judged, with the exception's reason when waived.
struct NoteViolationRow: Sendable, Hashable {
    var fingerprint: String
    var rule: String
    var severity: String
    var path: String
    var line: Int64?
    var target: String
    var message: String
    var waived: String?
}

/// The rows of one chunk.
enum NoteChunk: Sendable, Hashable {
    case files([NoteFileRow])
    case edges([NoteEdgeRow])
    case violations([NoteViolationRow])

    var kind: NoteChunkKind {
        switch self {
        case .files: .files
        case .edges: .edges
        case .violations: .violations
        }
    }
}

/// The facts of one blob as `blobs` holds them.
struct NoteFacts: Sendable, Hashable {
    var kind: String
    var scanner: String
    var facts: [UInt8]
}
