/// What a recorded run used, read back for a child commit recorded in a new
/// process (`ParentPrefetch`): the facts of its Swift files, how their references
/// resolved when the run kept it, and where they sat when the run was under the
/// child's spec.
public struct RecordedRun: Sendable {
    /// The facts of the run's Swift files, by blob, where this scanner read them.
    public var facts: [String: FileFacts]
    /// The run's files with their resolution; nil when the run was recorded by
    /// another analyzer version or kept no resolution.
    public var resolution: RecordedResolution?
    /// Where the run's files sat; nil when the run is not under the spec asked for
    /// by the analyzer version asked for.
    public var places: RecordedPlaces?

    public init(facts: [String: FileFacts], resolution: RecordedResolution?, places: RecordedPlaces?) {
        self.facts = facts
        self.resolution = resolution
        self.places = places
    }
}
