import ArchHistCore
import ArchHistStore
import Foundation

/// A history store that times the calls a recording makes, to tell the store's
/// share of a backfill from git's and the analysis's.
final class TimedHistoryStore: HistoryStore {
    let store: SQLiteHistoryStore
    private(set) var seconds: [String: Double] = [:]
    /// The same, in CPU time of the calling thread (the store runs on one thread).
    private(set) var cpuSeconds: [String: Double] = [:]

    init(_ store: SQLiteHistoryStore) {
        self.store = store
    }

    /// Forgets the times so far: call between commits.
    func reset() {
        seconds = [:]
        cpuSeconds = [:]
    }

    private func timed<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        var result: T?
        var wall = 0.0
        let cpu = try Measure.threadCPUSeconds { wall = try Measure.seconds { result = try body() } }
        seconds[name, default: 0] += wall
        cpuSeconds[name, default: 0] += cpu
        return result!
    }

    func knownBlobs(among oids: [String]) throws -> Set<String> {
        try timed("knownBlobs") { try store.knownBlobs(among: oids) }
    }
    func swiftFacts(for oids: [String]) throws -> [String: FileFacts] {
        try timed("swiftFacts") { try store.swiftFacts(for: oids) }
    }
    func manifests(for oids: [String]) throws -> [String: PackageManifest] {
        try timed("manifests") { try store.manifests(for: oids) }
    }
    func recordedRun(ofRunOf commit: String, specDigest: String?, analyzerVersion: String) throws -> RecordedRun {
        try timed("recordedRun") {
            try store.recordedRun(ofRunOf: commit, specDigest: specDigest, analyzerVersion: analyzerVersion)
        }
    }
    func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
        try timed("recordedManifests") { try store.recordedManifests(ofRunOf: commit) }
    }
    func runExists(_ key: RunKey) throws -> Bool {
        try timed("runExists") { try store.runExists(key) }
    }
    func prepareToWrite() throws {
        try timed("prepareToWrite") { try store.prepareToWrite() }
    }
    func recordedCommits() throws -> [Commit] {
        try timed("recordedCommits") { try store.recordedCommits() }
    }
    func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
        try timed("recordedInputs") { try store.recordedInputs(of: commit) }
    }
    func write(_ run: RunRecord, replacing: Bool) throws {
        try timed("write") { try store.write(run, replacing: replacing) }
    }
}
