import ArchHistCore
import ArchHistSupport

/// The id of each distinct judgement in `violations`, by the columns of its unique
/// identity, so that writing a run of 10,000 violations does not run 10,000 SELECTs.
///
/// Read whole on first use when the table is small enough to hold (then a judgement
/// it does not know is not stored); past that, a judgement it does not know is
/// looked up in SQLite before it is inserted. Like the interners, it is forgotten
/// by `StoreCaches` whenever it could be stale.
///
/// Judgements are found by a digest of their path, line, fingerprint and target
/// (`DigestTable`), then compared column by column with the violation asked, byte
/// for byte: its message (finding and advice) is compared in pieces, never joined
/// into a new string: a fresh `record` of 10,000 files hashes no joined key per
/// violation, as a dictionary keyed by the columns' bytes did (`Benchmark.md` in the
/// documentation catalog has what that saved).
final class ViolationIDs {
    /// Above this many rows the table is not read whole.
    let wholeTableLimit: Int

    /// The judgements in memory, and the id of each (same positions).
    private var identities: [Identity] = []
    private var ids: [Int64] = []
    /// Positions in `identities` by digest.
    private var positions = DigestTable()
    /// Whether `identities` holds every row of the table.
    private var complete = false
    private var loaded = false

    init(wholeTableLimit: Int = 200_000) {
        self.wholeTableLimit = wholeTableLimit
    }

    /// The columns `violations_identity` is unique on, compared byte for byte as
    /// SQLite compares them. (The index counts a NULL line as -1; lines are never
    /// negative, and `line IS ?` before did not either.)
    struct Identity: Sendable {
        var fingerprint: String
        var severity: String
        var path: Int64
        var line: Int?
        var target: String
        var message: String

        /// Of the columns that tell judgements apart nearly always; the message and
        /// severity follow from them, and are still compared.
        static func digest(path: Int64, line: Int?, fingerprint: String, target: String) -> UInt64 {
            let seed = UInt64(bitPattern: path) &* 0x9e37_79b9_7f4a_7c15 ^ UInt64(bitPattern: Int64(line ?? -1))
            return ExactText.digest(target, seed: ExactText.digest(fingerprint, seed: seed))
        }

        var digest: UInt64 { Self.digest(path: path, line: line, fingerprint: fingerprint, target: target) }

        func isSame(as other: Identity) -> Bool {
            path == other.path && line == other.line && ExactText.bytesEqual(fingerprint, other.fingerprint)
                && ExactText.bytesEqual(target, other.target) && ExactText.bytesEqual(message, other.message)
                && ExactText.bytesEqual(severity, other.severity)
        }
    }

    /// A violation at a path, its columns read once, as it is looked for.
    struct Probe {
        let path: Int64
        let line: Int?
        let fingerprint: String
        let severity: String
        let target: String
        let finding: String
        let advice: String?
        let digest: UInt64

        init(_ violation: Violation, path: Int64) {
            (self.path, line, fingerprint, severity, target) =
                (path, violation.line, violation.fingerprint, violation.severity.rawValue, violation.target)
            (finding, advice) = (violation.finding, violation.advice)
            digest = Identity.digest(path: path, line: line, fingerprint: fingerprint, target: target)
        }

        /// Whether `identity` is this judgement: its message is the finding, then
        /// ". " and the advice when there is one (`Violation.message`).
        func isJudgement(_ identity: Identity) -> Bool {
            identity.path == path && identity.line == line && ExactText.bytesEqual(identity.fingerprint, fingerprint)
                && ExactText.bytesEqual(identity.target, target) && ExactText.bytesEqual(identity.severity, severity)
                && isMessage(identity.message)
        }

        private func isMessage(_ message: String) -> Bool {
            message.withUTF8Bytes { message in
                finding.withUTF8Bytes { finding in
                    guard message.count >= finding.count, message.prefix(finding.count).elementsEqual(finding) else {
                        return false
                    }
                    guard let advice else { return message.count == finding.count }
                    return advice.withUTF8Bytes { advice in
                        message.count == finding.count + 2 + advice.count
                            && message[finding.count] == UInt8(ascii: ".")
                            && message[finding.count + 1] == UInt8(ascii: " ")
                            && message.suffix(advice.count).elementsEqual(advice)
                    }
                }
            }
        }
    }

    /// The ids of the judgements in memory when it was taken, as a value: a copy to
    /// read from other threads.
    struct Known: Sendable {
        let identities: [Identity]
        let ids: [Int64]
        let positions: DigestTable

        func id(of violation: Violation, path: Int64) -> Int64? {
            let probe = Probe(violation, path: path)
            return positions.first(probe.digest) { probe.isJudgement(identities[Int($0)]) }.map { ids[Int($0)] }
        }
    }

    /// The id of `violation` at `path`, inserting the judgement when it is new. Call
    /// inside a write transaction whose caches were checked.
    func id(of violation: Violation, path: Int64, rule: Int64, in db: Database) throws -> Int64 {
        try load(db)
        let probe = Probe(violation, path: path)
        if let position = positions.first(probe.digest, where: { probe.isJudgement(identities[Int($0)]) }) {
            return ids[Int(position)]
        }
        let identity = Identity(
            fingerprint: probe.fingerprint, severity: probe.severity, path: path, line: probe.line,
            target: probe.target,
            message: violation.message)
        let columns: StatementArguments = [
            identity.fingerprint, identity.severity, path, identity.line, identity.target, identity.message,
        ]
        if !complete,
            let id = try db.fetchValue(
                Int64.self,
                """
                SELECT id FROM violations WHERE fingerprint = ? AND severity = ? AND path_id = ? AND line IS ?
                    AND target = ? AND message = ?
                """, columns)
        {
            remember(identity, id: id)
            return id
        }
        try db.execute(
            """
            INSERT INTO violations (fingerprint, severity, path_id, line, target, message, rule_id)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, columns + [rule])
        let id = db.lastInsertRowID
        remember(identity, id: id)
        return id
    }

    /// The ids of the judgements in memory (every row, when the table was small
    /// enough to read whole), as a value: a copy to read from other threads.
    func knownIDs(in db: Database) throws -> Known {
        try load(db)
        return Known(identities: identities, ids: ids, positions: positions)
    }

    func forget() {
        identities = []
        ids = []
        positions = DigestTable()
        complete = false
        loaded = false
    }

    /// Gives `identity` the id `id`; an identity already in memory keeps the last id
    /// given, as a dictionary would.
    private func remember(_ identity: Identity, id: Int64) {
        let position = Int64(identities.count)
        identities.append(identity)
        ids.append(id)
        positions.set(position, for: identity.digest) { identities[Int($0)].isSame(as: identity) }
    }

    private func load(_ db: Database) throws {
        guard !loaded else { return }
        loaded = true
        let rows = try db.fetchValue(Int.self, "SELECT count(*) FROM violations") ?? 0
        guard rows <= wholeTableLimit else { return }
        identities.reserveCapacity(rows)
        ids.reserveCapacity(rows)
        positions = DigestTable(minimumCapacity: rows)
        try db.forEachRow("SELECT id, fingerprint, severity, path_id, line, target, message FROM violations") { row in
            remember(
                Identity(
                    fingerprint: row.string(1), severity: row.string(2), path: row.int64(3),
                    line: row.isNull(4) ? nil : row.int(4), target: row.string(5), message: row.string(6)),
                id: row.int64(0))
        }
        complete = true
    }
}
