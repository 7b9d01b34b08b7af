/// The files of a recorded run with how their references resolved (what the run
/// kept of its resolution): with the facts of their blobs, the tree a new process
/// seeds its `ResolutionCache` with. Targets name files by position in `files`.
public struct RecordedResolution: Sendable {
    public struct File: Sendable {
        public var path: String
        public var blob: String
        public var module: String
        public var resolution: FileResolution

        public init(path: String, blob: String, module: String, resolution: FileResolution) {
            self.path = path
            self.blob = blob
            self.module = module
            self.resolution = resolution
        }
    }

    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// The run's tree with the facts of its blobs; nil when some blob's facts are
    /// not among `facts` (read by another scanner): the run's resolution was of
    /// facts that are not these.
    func tree(facts: [String: FileFacts]) -> ResolvedTree? {
        var found: [FileFacts] = []
        found.reserveCapacity(files.count)
        for file in files {
            guard let known = facts[file.blob] else { return nil }
            found.append(known)
        }
        return ResolvedTree(
            paths: files.map(\.path), modules: files.map(\.module), facts: found, resolutions: files.map(\.resolution))
    }
}
