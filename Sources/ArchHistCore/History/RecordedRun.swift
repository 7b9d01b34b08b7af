/// What a recorded run used, read back for a child commit recorded in a new
/// process (`ParentPrefetch`): the facts of its Swift files and, when the run kept
/// it, how their references resolved.
public struct RecordedRun: Sendable {
    /// The facts of the run's Swift files, by blob, where this scanner read them.
    public var facts: [String: FileFacts]
    /// The run's files with their resolution; nil when the run was recorded by
    /// another analyzer version or kept no resolution.
    public var resolution: RecordedResolution?

    public init(facts: [String: FileFacts], resolution: RecordedResolution?) {
        self.facts = facts
        self.resolution = resolution
    }
}
