import ArchHistCore

/// A graph and the title drawn above it.
public struct GraphReport: Sendable {
    public var graph: BoundaryGraph
    public var title: String

    public init(graph: BoundaryGraph, title: String) {
        self.graph = graph
        self.title = title
    }
}
