/// A file with its module and its place in the architecture.
public struct AnalyzedFile: Sendable, Hashable {
    public var path: String
    public var module: String
    public var placement: Placement
    public var facts: FileFacts

    public init(path: String, module: String, placement: Placement, facts: FileFacts) {
        self.path = path
        self.module = module
        self.placement = placement
        self.facts = facts
    }

    public var layer: String? { placement.layer }
    public var domain: String? { placement.domain }
    public var isTest: Bool { placement.isTest }
}
