/// The files of a recorded run with how their references resolved (what the run
/// kept of its resolution), in columns (one row per file): with the facts of
/// their blobs, the tree a new process seeds its `ResolutionCache` with. Targets
/// name files by their row.
public struct RecordedResolution: Sendable {
    public var paths: [String]
    public var blobs: [String]
    public var modules: [String]
    public var resolutions: [FileResolution]

    public init(paths: [String], blobs: [String], modules: [String], resolutions: [FileResolution]) {
        self.paths = paths
        self.blobs = blobs
        self.modules = modules
        self.resolutions = resolutions
    }

    /// The run's tree with the facts of its blobs; nil when some blob's facts are
    /// not among `facts` (read by another scanner): the run's resolution was of
    /// facts that are not these.
    public func tree(facts: [String: FileFacts]) -> ResolvedTree? {
        var found: [FileFacts] = []
        found.reserveCapacity(blobs.count)
        for blob in blobs {
            guard let known = facts[blob] else { return nil }
            found.append(known)
        }
        return ResolvedTree(paths: paths, modules: modules, facts: found, resolutions: resolutions)
    }
}
