/// Where one file of a recorded run sat: its module and its placement.
public struct FilePlacement: Sendable {
    public var module: String
    public var placement: Placement

    public init(module: String, placement: Placement) {
        self.module = module
        self.placement = placement
    }
}

/// Where the files of a recorded run sat, as the run stored them: module, layer,
/// domain, test or not. A child commit recorded in a new process takes these for
/// the files it shares with the parent rather than placing them again, when the
/// placement cannot have changed: same spec, same analyzer version, same manifests
/// (which make the modules), and the file in the same module.
///
/// A run stores no reasons for a placement, so one taken from here has none: what a
/// recorder writes has no use for them.
public struct RecordedPlacements: Sendable {
    /// The run's manifests, path and blob.
    public var manifests: [TreeFile]
    public var files: [String: FilePlacement]

    public init(manifests: [TreeFile], files: [String: FilePlacement]) {
        self.manifests = manifests
        self.files = files
    }

    /// The placements, when they hold for a tree with `manifests`; nil when its
    /// manifests are not the run's.
    public func placements(forTreeWith manifests: [TreeFile]) -> [String: FilePlacement]? {
        guard manifests.count == self.manifests.count, Set(manifests) == Set(self.manifests) else { return nil }
        return files
    }
}
