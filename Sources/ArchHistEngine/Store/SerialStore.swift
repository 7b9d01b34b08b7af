/// The history store as the engine uses it: one caller at a time, by construction.
///
/// The recorder reads a parent's run on other threads while git lists the child's
/// tree, prepares a write while a commit is analysed, and writes one commit's run
/// while the next is analysed. A store is not made for two callers at once (SQLite's
/// connection, the store's own caches), so every use goes through this door, which
/// lets one caller in at a time; a caller that comes while another is inside waits.
/// What the engine needs of the store is all here, and nothing else.
import ArchHistCore
import ArchHistSupport

// @unchecked: `store` is reached only inside `lock.withLock`, so one thread at a time uses it.
public final class SerialStore: @unchecked Sendable {
    private let store: any HistoryStore
    private let lock = Lock()

    public init(_ store: any HistoryStore) { self.store = store }

    private func use<T>(_ body: (any HistoryStore) throws -> T) rethrows -> T {
        try lock.withLock { try body(store) }
    }

    func knownBlobs(among oids: [String]) throws -> Set<String> { try use { try $0.knownBlobs(among: oids) } }

    func blobsWithoutSketch(among oids: [String]) throws -> Set<String> {
        try use { try $0.blobsWithoutSketch(among: oids) }
    }

    func swiftFacts(for oids: [String]) throws -> [String: FileFacts] { try use { try $0.swiftFacts(for: oids) } }

    func recordedRun(ofRunOf commit: String, specDigest: String?, analyzerVersion: String) throws -> RecordedRun {
        try use { try $0.recordedRun(ofRunOf: commit, specDigest: specDigest, analyzerVersion: analyzerVersion) }
    }

    func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
        try use { try $0.recordedManifests(ofRunOf: commit) }
    }

    func runExists(_ key: RunKey) throws -> Bool { try use { try $0.runExists(key) } }

    func prepareToWrite() throws { try use { try $0.prepareToWrite() } }

    func recordedCommits() throws -> [Commit] { try use { try $0.recordedCommits() } }

    func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
        try use { try $0.recordedInputs(of: commit) }
    }

    func write(_ run: RunRecord, replacing: Bool) throws { try use { try $0.write(run, replacing: replacing) } }

    /// A tree's source files and manifests with their facts: from `fresh` for blobs
    /// read just now, from the store for the others (in one turn at the door).
    func inputs(
        files: [TreeFile], manifests: [TreeFile], fresh: [String: FileFacts] = [:],
        freshManifests: [String: PackageManifest] = [:]
    ) throws -> (files: [SourceFile], manifests: [ManifestFile]) {
        try use { store in
            var facts = try store.swiftFacts(for: Array(Set(files.map(\.oid)).subtracting(fresh.keys)))
            facts.merge(fresh) { stored, _ in stored }
            var manifestFacts = try store.manifests(
                for: Array(Set(manifests.map(\.oid)).subtracting(freshManifests.keys)))
            manifestFacts.merge(freshManifests) { stored, _ in stored }
            return (
                files.compactMap { file in facts[file.oid].map { SourceFile(path: file.path, facts: $0) } },
                manifests.compactMap { file in
                    manifestFacts[file.oid].map { ManifestFile(path: file.path, manifest: $0) }
                }
            )
        }
    }
}
