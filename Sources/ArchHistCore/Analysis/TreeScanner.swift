import Dispatch

/// Reads and scans every Swift file and manifest of a tree, on all cores.
public struct TreeScanner: Sendable {
    public let extractor: FactExtractor
    public let workers: Int

    public init(extractor: FactExtractor, workers: Int) {
        self.extractor = extractor
        self.workers = max(1, workers)
    }

    public struct Result: Sendable {
        public var files: [SourceFile]
        public var manifests: [ManifestFile]
        public var bytes: Int
    }

    public func scan(_ tree: some SourceTree) throws -> Result {
        let all = try tree.paths().filter { !TreeFilter.isSkipped($0) }
        let sources = all.filter(TreeFilter.isSwiftSource)
        let manifestPaths = all.filter(TreeFilter.isManifest)

        let slots = ResultSlots<SourceFile>(count: sources.count)
        let failure = FirstError()
        let extractor = self.extractor
        let chunk = max(1, sources.count / (workers * 8))
        let chunks = (sources.count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            for index in (part * chunk)..<min(sources.count, (part + 1) * chunk) {
                if failure.isSet { return }
                do {
                    let bytes = try tree.contents(of: sources[index])
                    slots.set(index, SourceFile(path: sources[index], facts: extractor.scanSwift(bytes)), bytes: bytes.count)
                } catch {
                    failure.record(error)
                    return
                }
            }
        }
        if let error = failure.error { throw error }
        var manifests: [ManifestFile] = []
        for path in manifestPaths {
            let directory = path.split(separator: "/").dropLast().joined(separator: "/")
            manifests.append(ManifestFile(directory: directory, manifest: extractor.readManifest(try tree.contents(of: path))))
        }
        return Result(files: slots.values, manifests: manifests, bytes: slots.bytes)
    }
}

/// Per-index result storage written from many threads: each index is written once,
/// by one worker, so only the byte counter needs the lock.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private var total = 0
    private let lock = Lock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value, bytes: Int) {
        lock.withLock {
            storage[index] = value
            total += bytes
        }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
    var bytes: Int { lock.withLock { total } }
}

/// The first error any worker met; the others stop at their next file.
private final class FirstError: @unchecked Sendable {
    private var stored: (any Error)?
    private let lock = Lock()

    func record(_ error: any Error) { lock.withLock { if stored == nil { stored = error } } }
    var error: (any Error)? { lock.withLock { stored } }
    var isSet: Bool { error != nil }
}
