import ArchHistCore

/// A run's open then waived violations as rows of `violation_entries`, each
/// pointing to its judgement in `violations`.
struct ViolationRows: ChunkRows {
    struct Entry: Sendable {
        var violation: Int64
        var waived: String?
    }

    static let kind = ChunkedSet.Kind.violations
    let open: [Violation]
    let waived: [Violation]

    init(_ analysis: Analysis) {
        open = analysis.violations
        waived = analysis.waived
    }

    var count: Int { open.count + waived.count }

    private func violation(_ index: Int) -> Violation {
        index < open.count ? open[index] : waived[index - open.count]
    }

    /// Everything stored of a violation: its judgement (the message is the finding
    /// and the advice), its rule, and the reason it is waived.
    func encode(_ index: Int, into rows: inout RowBytes) throws(HistoryError) {
        if index < open.count {
            Self.encode(open, index, into: &rows)
        } else {
            Self.encode(waived, index - open.count, into: &rows)
        }
    }

    func encodeKey(_ index: Int, into rows: inout RowBytes) throws(HistoryError) {
        rows.key(index < open.count ? open[index].file : waived[index - open.count].file)
        rows.endRow()
    }

    /// Field by field from the array: binding a whole violation would copy it.
    private static func encode(_ list: [Violation], _ index: Int, into rows: inout RowBytes) {
        let file = list[index].file
        rows.key(file)
        rows.append(file)
        rows.append(list[index].fingerprint)
        rows.append(list[index].severity.rawValue)
        rows.append(list[index].line)
        rows.append(list[index].target)
        rows.append(list[index].finding)
        rows.append(list[index].advice)
        rows.append(list[index].rule)
        rows.append(list[index].waivedBy?.reason)
        rows.endRow()
    }

    func entry<IDs: RowIDs>(_ index: Int, ids: inout IDs) throws -> Entry? {
        let violation = violation(index)
        guard let path = try ids.path(violation.file), let rule = try ids.name(violation.rule),
            let id = try ids.violation(violation, path: path, rule: rule)
        else { return nil }
        return Entry(violation: id, waived: violation.waivedBy?.reason)
    }

    /// The same judgement twice in one run (two uses on one line) is one entry.
    func repeatKey(of entry: Entry) -> Int64? { entry.violation }

    func canonical(_ row: Entry) -> String {
        "\(row.violation) \(row.waived ?? "")"
    }

    func canonical(_ row: Entry, into lines: inout CanonicalLines) {
        lines.append(row.violation)
        lines.space()
        lines.append(row.waived ?? "")
    }

    static func insert(_ entries: [Entry], chunk: Int64, in db: Database) throws {
        let insert = try db.cachedStatement(
            "INSERT INTO violation_entries (chunk_id, violation_id, waived_reason) VALUES (?, ?, ?)")
        try insert.bind(chunk, at: 1)
        for row in entries {
            try insert.bind(row.violation, at: 2)
            try insert.bind(row.waived, at: 3)
            try insert.execute()
        }
    }
}
