/// Where the files of a recorded run sat, as the run stored them: module, layer,
/// domain, test or not. A child commit recorded in a new process takes these for
/// the files it shares with the parent rather than placing them again, when the
/// place cannot have changed: same spec, same analyzer version, same manifests
/// (which make the modules), and the file in the same module.
///
/// A run stores no reasons for a place, so a place taken from here has none:
/// what a recorder writes has no use for them.
public struct RecordedPlaces: Sendable {
    public struct Place: Sendable {
        public var module: String
        public var placement: Placement

        public init(module: String, placement: Placement) {
            self.module = module
            self.placement = placement
        }
    }

    /// The run's manifests, path and blob.
    public var manifests: [TreeFile]
    public var files: [String: Place]

    public init(manifests: [TreeFile], files: [String: Place]) {
        self.manifests = manifests
        self.files = files
    }

    /// The places, when they hold for a tree with `manifests`; nil when its
    /// manifests are not the run's.
    func places(forTreeWith manifests: [TreeFile]) -> [String: Place]? {
        guard manifests.count == self.manifests.count, Set(manifests) == Set(self.manifests) else { return nil }
        return files
    }
}
