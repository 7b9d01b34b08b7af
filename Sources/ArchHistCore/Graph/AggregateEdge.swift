/// Dependencies from one module, layer or domain to another, counted, with the
/// first example found so that a reader can go and look.
public struct AggregateEdge: Sendable, Hashable {
    public var level: GraphLevel
    public var from: String
    public var to: String
    /// File-to-file uses plus imports of a module that sits wholly in `to`.
    public var count: Int
    public var example: EdgeExample

    public init(level: GraphLevel, from: String, to: String, count: Int, example: EdgeExample) {
        self.level = level
        self.from = from
        self.to = to
        self.count = count
        self.example = example
    }
}

public struct EdgeExample: Sendable, Hashable {
    public var file: String
    public var line: Int
    /// A file path, or a module name for an import.
    public var target: String

    public init(file: String, line: Int, target: String) {
        self.file = file
        self.line = line
        self.target = target
    }
}
