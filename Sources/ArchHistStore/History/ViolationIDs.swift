import ArchHistCore

/// The id of each distinct judgement in `violations`, by the columns of its unique
/// identity, so that writing a run of 10,000 violations does not run 10,000 SELECTs.
///
/// Read whole on first use when the table is small enough to hold (then a judgement
/// it does not know is not stored); past that, a judgement it does not know is
/// looked up in SQLite before it is inserted. Like the interners, it is forgotten
/// by `StoreCaches` whenever it could be stale.
final class ViolationIDs {
    /// Above this many rows the table is not read whole.
    let wholeTableLimit: Int

    private var ids: [Identity: Int64] = [:]
    /// Whether `ids` holds every row of the table.
    private var complete = false
    private var loaded = false

    init(wholeTableLimit: Int = 200_000) {
        self.wholeTableLimit = wholeTableLimit
    }

    /// The columns `violations_identity` is unique on, compared byte for byte as
    /// SQLite compares them. (The index counts a NULL line as -1; lines are never
    /// negative, and `line IS ?` before did not either.)
    struct Identity: Hashable, Sendable {
        var fingerprint: String
        var severity: String
        var path: Int64
        var line: Int?
        var target: String
        var message: String

        static func == (a: Identity, b: Identity) -> Bool {
            a.path == b.path && a.line == b.line && ExactText.bytesEqual(a.fingerprint, b.fingerprint)
                && ExactText.bytesEqual(a.target, b.target) && ExactText.bytesEqual(a.message, b.message)
                && ExactText.bytesEqual(a.severity, b.severity)
        }

        init(fingerprint: String, severity: String, path: Int64, line: Int?, target: String, message: String) {
            (self.fingerprint, self.severity, self.path, self.line, self.target, self.message) =
                (fingerprint, severity, path, line, target, message)
        }

        init(_ violation: Violation, path: Int64) {
            self.init(
                fingerprint: violation.fingerprint, severity: violation.severity.rawValue, path: path,
                line: violation.line, target: violation.target, message: violation.message)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(line)
            ExactText.hashBytes(fingerprint, into: &hasher)
            ExactText.hashBytes(target, into: &hasher)
            // The message and severity follow from the rest nearly always: left out of
            // the hash, they are still compared.
        }
    }

    /// The id of `violation` at `path`, inserting the judgement when it is new. Call
    /// inside a write transaction whose caches were checked.
    func id(of violation: Violation, path: Int64, rule: Int64, in db: Database) throws -> Int64 {
        try load(db)
        let identity = Identity(violation, path: path)
        if let id = ids[identity] { return id }
        let columns: StatementArguments = [
            identity.fingerprint, identity.severity, path, identity.line, identity.target, identity.message,
        ]
        if !complete, let id = try db.fetchValue(Int64.self, """
            SELECT id FROM violations WHERE fingerprint = ? AND severity = ? AND path_id = ? AND line IS ?
                AND target = ? AND message = ?
            """, columns) {
            ids[identity] = id
            return id
        }
        try db.execute("""
            INSERT INTO violations (fingerprint, severity, path_id, line, target, message, rule_id)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, columns + [rule])
        let id = db.lastInsertRowID
        ids[identity] = id
        return id
    }

    /// The ids of the judgements in memory (every row, when the table was small
    /// enough to read whole), as a value: a copy to read from other threads.
    func knownIDs(in db: Database) throws -> [Identity: Int64] {
        try load(db)
        return ids
    }

    func forget() {
        ids = [:]
        complete = false
        loaded = false
    }

    private func load(_ db: Database) throws {
        guard !loaded else { return }
        loaded = true
        let rows = try db.fetchValue(Int.self, "SELECT count(*) FROM violations") ?? 0
        guard rows <= wholeTableLimit else { return }
        var ids: [Identity: Int64] = [:]
        ids.reserveCapacity(rows)
        try db.forEachRow("SELECT id, fingerprint, severity, path_id, line, target, message FROM violations") { row in
            ids[Identity(
                fingerprint: row.string(1), severity: row.string(2), path: row.int64(3),
                line: row.isNull(4) ? nil : row.int(4), target: row.string(5), message: row.string(6))] = row.int64(0)
        }
        (self.ids, complete) = (ids, true)
    }
}
