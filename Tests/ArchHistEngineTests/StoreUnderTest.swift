import ArchHistCore
import ArchHistStore
import ArchHistTestSupport
import Testing

/// The two stores the engine runs against: the one in memory the tests script, and
/// SQLite as archhist ships it. The engine's suites run each test on both, and read
/// back what was recorded through what both can say: which runs exist and how
/// many files each analysed.
enum StoreUnderTest: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case inMemory
    case sqlite

    var testDescription: String { rawValue }

    /// A new, empty store of this kind (an SQLite store in a temporary folder).
    func make() throws -> RecordedHistory {
        switch self {
        case .inMemory:
            return RecordedHistory(memory: InMemoryHistoryStore())
        case .sqlite:
            let folder = try TemporaryTree()
            let store = try SQLiteHistoryStore.open(
                path: folder.file("history.db"), create: true, scannerVersion: "test")
            return RecordedHistory(sqlite: store, folder: folder)
        }
    }
}

/// A store under test and what it recorded.
struct RecordedHistory {
    let store: any HistoryStore
    private let memory: InMemoryHistoryStore?
    private let sqlite: SQLiteHistoryStore?
    /// Keeps the SQLite store's folder until the test ends.
    private let folder: TemporaryTree?

    init(memory: InMemoryHistoryStore) {
        (store, self.memory, sqlite, folder) = (memory, memory, nil, nil)
    }

    init(sqlite: SQLiteHistoryStore, folder: TemporaryTree) {
        (store, memory, self.sqlite, self.folder) = (sqlite, nil, sqlite, folder)
    }

    /// How many runs the store holds, over every commit and spec.
    func runCount() throws -> Int {
        if let memory { return memory.runs.count }
        return try sqlite!.runSummaries().count
    }

    /// How many files the run of `commit` under `digest` analysed; nil without one.
    func files(ofRunOf commit: String, digest: String) throws -> Int? {
        let key = RunKey(commit: commit, specDigest: digest, analyzerVersion: "test")
        if let memory { return memory.runs[key]?.analysis.files.count }
        let run = try sqlite!.runs(ofCommit: commit).first {
            $0.specDigest == key.specDigest && $0.analyzerVersion == key.analyzerVersion
        }
        return run?.files
    }
}
