/// The files a run records of a commit's tree, as the recorder lists them: its Swift
/// files outside the spec's excludes, and every manifest (path → blob id each).
public struct RecordedFiles: Sendable, Equatable {
    public var sources: [String: String]
    public var manifests: [String: String]

    public init(sources: [String: String], manifests: [String: String]) {
        self.sources = sources
        self.manifests = manifests
    }

    /// What a run of a commit whose files are `tree` records under `spec` (nil: a spec
    /// that excludes nothing).
    public init(tree: [TreeFile], spec: ArchitectureSpec?) {
        let kept = tree.filter { !TreeFilter.isSkipped($0.path) }
        let roles = TreeRoles(paths: kept.map(\.path))
        let classifier = spec.map(Classifier.init(spec:))
        var sources: [String: String] = [:]
        var manifests: [String: String] = [:]
        for file in kept {
            if roles.isSwiftSource(file.path), classifier?.isExcluded(file.path) != true {
                sources[file.path] = file.oid
            }
            if roles.manifestKind(of: file.path) != nil { manifests[file.path] = file.oid }
        }
        self.init(sources: sources, manifests: manifests)
    }
}
