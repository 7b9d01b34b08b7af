/// What a recorded run used, read back for a child commit recorded in a new
/// process (`ParentPrefetch`): the facts of its Swift files, how their references
/// resolved when the run kept it, and where they sat when the run was under the
/// child's spec.
///
/// The facts are what the child waits for; the resolution and the places are
/// built from what was read when they are asked for, on the thread that needs
/// them, so that the facts come without waiting for them.
public struct RecordedRun: Sendable {
    /// The facts of the run's Swift files, by blob, where this scanner read them.
    public var facts: [String: FileFacts]
    private let buildResolution: @Sendable () -> RecordedResolution?
    private let buildPlaces: @Sendable () -> RecordedPlacements?

    /// `resolution` and `places` build the values below when asked.
    public init(
        facts: [String: FileFacts], resolution: @escaping @Sendable () -> RecordedResolution?,
        places: @escaping @Sendable () -> RecordedPlacements?
    ) {
        self.facts = facts
        buildResolution = resolution
        buildPlaces = places
    }

    public init(facts: [String: FileFacts], resolution: RecordedResolution?, places: RecordedPlacements?) {
        self.init(facts: facts, resolution: { resolution }, places: { places })
    }

    /// The run's files with their resolution; nil when the run was recorded by
    /// another analyzer version or kept no resolution. Built at each call.
    public var resolution: RecordedResolution? { buildResolution() }

    /// Where the run's files sat; nil when the run is not under the spec asked for
    /// by the analyzer version asked for. Built at each call.
    public var places: RecordedPlacements? { buildPlaces() }
}
