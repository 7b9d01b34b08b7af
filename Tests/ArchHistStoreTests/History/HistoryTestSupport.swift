import ArchHistCore
import ArchHistEngine
import ArchHistStore
import ArchHistSupport
import ArchHistTestSupport
import Foundation

enum HistoryFixtures {
    /// A scanner stand-in: each file declares the type named by its first line and
    /// uses the ones named on the next.
    static let extractor = FactExtractor(
        scanSwift: { bytes in
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
            return FileFacts(
                declarations: [Declaration(kind: .struct, name: lines.first ?? "X", line: 1)],
                references: lines.dropFirst().enumerated().map { TypeReference(name: $0.element, line: $0.offset + 2) },
                lineCount: lines.count)
        },
        readManifest: { _, _ in PackageManifest(name: nil, targets: []) })

    /// A harness-shaped tree: `files` files over 20 domains and 6 layers, each using
    /// the type of the file before it.
    static func tree(files: Int, changed: Set<Int> = [], revision: Int = 0) -> [String: String] {
        let layers = ["Types", "Config", "Repo", "Service", "Runtime", "UI"]
        var tree: [String: String] = [:]
        for index in 0..<files {
            let layer = layers[index % layers.count]
            let name = "\(layer)Type\(index)"
            let body =
                changed.contains(index)
                ? "\(name)\nType\(index - 1)\nRevision\(revision)"
                : "\(name)\n\(layers[(index + 5) % 6])Type\(index - 1)"
            tree["Sources/Domains/D\(index % 20)/\(layer)/\(name).swift"] = body
        }
        return tree
    }

    static func harness() throws -> ArchitectureSpec {
        try SpecDecoder.preset(Preset.named("harness")!)
    }

    static func recorder(
        _ store: any HistoryStore, _ commits: ScriptedCommits, spec: ArchitectureSpec,
        extractor: FactExtractor = extractor
    ) -> Recorder {
        Recorder(
            reader: commits, store: store, extractor: extractor, spec: spec, specSource: "preset harness",
            analyzerVersion: "test", workers: 2, today: Day(year: 2026, month: 1, day: 1), now: 0)
    }

    /// Every row of every table but the migrations' log (it holds dates), in the
    /// order of all columns: two databases with the same content compare equal.
    static func contents(of path: String) throws -> [String: [String]] {
        let db = try Database.open(path: path, mode: .readOnly)
        let tables = try db.fetchAll(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'archhist_migrations' ORDER BY name"
        ) { $0.string(0) }
        var contents: [String: [String]] = [:]
        for table in tables {
            let columns = try db.fetchAll("SELECT count(*) FROM pragma_table_info(?)", [table]) { $0.int(0) }[0]
            let order = (1...columns).map(String.init).joined(separator: ", ")
            contents[table] = try db.fetchAll("SELECT * FROM \(table) ORDER BY \(order)") { row in
                (0..<columns).map { "\(row.value($0))" }.joined(separator: " | ")
            }
        }
        return contents
    }

    /// The first difference between two databases' contents, briefly; nil when none.
    static func difference(_ a: [String: [String]], _ b: [String: [String]]) -> String? {
        for table in Set(a.keys).union(b.keys).sorted() {
            let x = a[table] ?? []
            let y = b[table] ?? []
            if x == y { continue }
            guard let row = x.indices.first(where: { $0 < y.count && x[$0] != y[$0] }) else {
                return "\(table): \(x.count) rows against \(y.count)"
            }
            return "\(table), row \(row + 1): \(x[row]) against \(y[row])"
        }
        return nil
    }
}

/// Passes everything on to a store, keeping every run written (and whether it
/// replaced one), after `damage` had its way with it.
final class InterceptingStore: HistoryStore {
    let store: SQLiteHistoryStore
    var damage: ((inout RunRecord) -> Void)?
    /// Runs after the store prepared to write, before the write.
    var prepared: (() throws -> Void)?
    private(set) var written: [(run: RunRecord, replacing: Bool)]

    init(_ store: SQLiteHistoryStore, written: [(run: RunRecord, replacing: Bool)] = []) {
        self.store = store
        self.written = written
    }

    func knownBlobs(among oids: [String]) throws -> Set<String> { try store.knownBlobs(among: oids) }
    func swiftFacts(for oids: [String]) throws -> [String: FileFacts] { try store.swiftFacts(for: oids) }
    func manifests(for oids: [String]) throws -> [String: PackageManifest] { try store.manifests(for: oids) }
    func recordedRun(ofRunOf commit: String, specDigest: String?, analyzerVersion: String) throws -> RecordedRun {
        try store.recordedRun(ofRunOf: commit, specDigest: specDigest, analyzerVersion: analyzerVersion)
    }
    func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
        try store.recordedManifests(ofRunOf: commit)
    }
    func runExists(_ key: RunKey) throws -> Bool { try store.runExists(key) }
    func prepareToWrite() throws {
        try store.prepareToWrite()
        try prepared?()
    }
    func recordedCommits() throws -> [Commit] { try store.recordedCommits() }
    func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
        try store.recordedInputs(of: commit)
    }
    func write(_ run: RunRecord, replacing: Bool) throws {
        var run = run
        damage?(&run)
        try store.write(run, replacing: replacing)
        written.append((run, replacing))
    }
}
