import ArchHistGit
import ArchHistStore
import Foundation

/// `archhist-bench sync DB`: history that travels, on the runs of an archhist database
/// (a `backfill` of a real repository, say): the first push of the whole history to a
/// local bare remote, the packed size of the notes ref against the database's size,
/// pulls into an empty database, a pull that finds nothing new, and the push of one new
/// run. DB is copied to a scratch folder first and never written.
/// `ARCHHIST_BENCH_REPS=N` repeats the pulls and the one-run push N times (3).
/// `ARCHHIST_BENCH_REPO=PATH` names the repository DB recorded: the pushing clone borrows
/// its objects (git alternates, nothing copied), so each push finds its commits'
/// renames as `archhist push` does in a full clone; without it no commit's objects are
/// there and the notes carry no renames.
struct SyncBench {
    let scratch: String
    var sourceRepository: String? = ProcessInfo.processInfo.environment["ARCHHIST_BENCH_REPO"]

    static func run(database: String) throws {
        let scratch = NSTemporaryDirectory() + "archhist-sync-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let repetitions = ProcessInfo.processInfo.environment["ARCHHIST_BENCH_REPS"].flatMap(Int.init) ?? 3
        try SyncBench(scratch: scratch).run(database: database, repetitions: repetitions)
    }

    private func run(database: String, repetitions: Int) throws {
        let full = scratch + "/full.db"
        try copyDatabase(database, to: full)
        let remote = scratch + "/remote.git"
        try git(["init", "-q", "--bare", remote], in: scratch)
        let sender = try repository("sender", remote: remote)
        let renames = try renamesFound(in: sender)
        let store = try SQLiteHistoryStore.open(path: full, create: false, scannerVersion: "bench")
        // All runs but the newest go first, so that the newest is then one new run to push.
        let allButNewest = scratch + "/all-but-newest.db"
        try copyDatabase(database, to: allButNewest)
        let older = try Database.open(path: allButNewest)
        try older.execute("DELETE FROM runs WHERE id = (SELECT max(id) FROM runs)")
        let olderStore = try SQLiteHistoryStore.open(path: allButNewest, create: false, scannerVersion: "bench")
        var pushed: SyncReport?
        let firstPush = try Measure.seconds {
            pushed = try olderStore.push(to: GitNotesRemote(root: sender, remote: remote), renames: renames)
        }
        print(String(format: "first push: %d runs in %.2f s", pushed?.runs ?? 0, firstPush))
        let size = try FileManager.default.attributesOfItem(atPath: full)[.size] as? Int ?? 0
        print(
            String(format: "database: %.1f MiB; notes ref packed as pushed: %.1f MiB", mib(size), try packMiB(remote)))

        var onePush: [Double] = []
        for attempt in 0..<repetitions {
            // The one-run push again: the remote forgets it by going back one notes commit.
            if attempt > 0 {
                try git(["update-ref", GitNotesRemote.notesRef, GitNotesRemote.notesRef + "^"], in: remote)
            }
            onePush.append(
                try Measure.seconds {
                    _ = try store.push(to: GitNotesRemote(root: sender, remote: remote), renames: renames)
                })
        }
        print(String(format: "push of one new run: %.2f s (median of %d)", Measure.median(onePush), repetitions))
        var pulls: [Double] = []
        var again: [Double] = []
        for attempt in 0..<repetitions {
            let receiver = try repository("receiver-\(attempt)", remote: remote)
            let pulled = try SQLiteHistoryStore.open(
                path: scratch + "/pulled-\(attempt).db", create: true, scannerVersion: "bench")
            var report: SyncReport?
            pulls.append(
                try Measure.seconds { report = try pulled.pull(from: GitNotesRemote(root: receiver, remote: remote)) })
            again.append(
                try Measure.seconds { _ = try pulled.pull(from: GitNotesRemote(root: receiver, remote: remote)) })
            if attempt == 0 { print("pull into an empty database: \(report?.runs ?? 0) runs, the fetch included") }
        }
        print(
            String(
                format: "pull: %.2f s (median of %d); a second pull: %.2f s", Measure.median(pulls), repetitions,
                Measure.median(again)))

        try git(["repack", "-q", "-adf", "--window=100", "--depth=100"], in: remote)
        print(String(format: "notes ref after git repack -adf --window=100 --depth=100: %.1f MiB", try packMiB(remote)))
        print(String(format: "peak memory: %.0f MB", Measure.peakMemoryMB()))
    }

    /// What `archhist push` passes: git's renames, from the source repository's objects.
    private func renamesFound(in sender: String) throws -> FirstParentRenames {
        guard let source = sourceRepository else { return { _ in [:] } }
        let root = try GitRepository(at: source).root
        let objects =
            FileManager.default.fileExists(atPath: root + "/.git/objects") ? root + "/.git/objects" : root + "/objects"
        try Data((objects + "\n").utf8).write(to: URL(fileURLWithPath: sender + "/.git/objects/info/alternates"))
        let repository = try GitRepository(at: sender)
        print("renames: found by git in \(source)'s objects")
        return { commits in
            try repository.renamesAgainstFirstParent(
                of: commits.compactMap { commit in commit.parents.first.map { (commit.sha, $0) } })
        }
    }

    private func repository(_ name: String, remote: String) throws -> String {
        let path = scratch + "/" + name
        try git(["init", "-q", path], in: scratch)
        return path
    }

    /// The database and its write-ahead log, checkpointed into the copy.
    private func copyDatabase(_ source: String, to target: String) throws {
        let db = try Database.open(path: source, mode: .readOnly)
        try db.execute("VACUUM INTO '\(target.replacingOccurrences(of: "'", with: "''"))'")
    }

    private func packMiB(_ remote: String) throws -> Double {
        let packs = remote + "/objects/pack"
        var bytes = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: packs) where file.hasSuffix(".pack") {
            bytes += try FileManager.default.attributesOfItem(atPath: packs + "/" + file)[.size] as? Int ?? 0
        }
        return mib(bytes)
    }

    private func mib(_ bytes: Int) -> Double { Double(bytes) / 1_048_576 }

    private func git(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
        }
    }
}
