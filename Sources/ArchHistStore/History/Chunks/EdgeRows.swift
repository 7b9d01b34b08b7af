import ArchHistCore

/// A run's module, layer and domain edges as rows of `edge_entries`.
struct EdgeRows: ChunkRows {
    struct Entry: Sendable {
        var level: String
        var from: Int64
        var to: Int64
        var count: Int
        var path: Int64
        var line: Int
        var target: String
    }

    static let kind = ChunkedSet.Kind.edges
    let edges: [AggregateEdge]

    init(_ analysis: Analysis) {
        edges = analysis.moduleEdges + analysis.layerEdges + analysis.domainEdges
    }

    var count: Int { edges.count }

    func encode(_ index: Int, into rows: inout RowBytes) throws(HistoryError) {
        let edge = edges[index]
        rows.key(Self.key(of: edge))
        rows.append(edge.level.rawValue)
        rows.append(edge.from)
        rows.append(edge.to)
        rows.append(edge.count)
        rows.append(edge.example.file)
        rows.append(edge.example.line)
        rows.append(edge.example.target)
        rows.endRow()
    }

    func encodeKey(_ index: Int, into rows: inout RowBytes) throws(HistoryError) {
        rows.key(Self.key(of: edges[index]))
        rows.endRow()
    }

    /// An edge's key: its level and its source.
    private static func key(of edge: AggregateEdge) -> String {
        edge.level.rawValue + "|" + edge.from
    }

    func entry<IDs: RowIDs>(_ index: Int, ids: inout IDs) throws -> Entry? {
        let edge = edges[index]
        guard let from = try ids.name(edge.from), let to = try ids.name(edge.to),
            let path = try ids.path(edge.example.file)
        else { return nil }
        return Entry(
            level: edge.level.rawValue, from: from, to: to, count: edge.count, path: path, line: edge.example.line,
            target: edge.example.target)
    }

    func repeatKey(of entry: Entry) -> Int64? { nil }

    func canonical(_ row: Entry) -> String {
        "\(row.level) \(row.from) \(row.to) \(row.count) \(row.path) \(row.line) \(row.target)"
    }

    func canonical(_ row: Entry, into lines: inout CanonicalLines) {
        lines.append(row.level)
        lines.space()
        lines.append(row.from)
        lines.space()
        lines.append(row.to)
        lines.space()
        lines.append(row.count)
        lines.space()
        lines.append(row.path)
        lines.space()
        lines.append(row.line)
        lines.space()
        lines.append(row.target)
    }

    static func insert(_ entries: [Entry], chunk: Int64, in db: Database) throws {
        for row in entries {
            try db.execute(
                """
                INSERT INTO edge_entries
                    (chunk_id, level, from_id, to_id, count, example_path_id, example_line, example_target)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, [chunk, row.level, row.from, row.to, row.count, row.path, row.line, row.target])
        }
    }
}
