/// A broken rule, located, with advice, and an identity that survives line moves.
///
/// A value with one copy-on-write box inside, like `AnalyzedFile`: a run carries
/// thousands of violations through rules, exceptions, sorting and storage, and a
/// copy is one reference count instead of one per string.
import ArchHistSupport

public struct Violation: Sendable, Hashable {
    private struct Fields: Hashable, Sendable {
        var rule: String
        var severity: Severity
        var file: String
        var line: Int?
        var target: String
        var finding: String
        var advice: String?
        var fingerprint: String
        var waivedBy: ExceptionSpec?
    }

    private var storage: SharedBox<Fields>

    public var rule: String {
        get { storage.value.rule }
        set { unique().value.rule = newValue }
    }
    public var severity: Severity {
        get { storage.value.severity }
        set { unique().value.severity = newValue }
    }
    /// The file at fault; for a domain-wide finding, the domain's folder.
    public var file: String {
        get { storage.value.file }
        set { unique().value.file = newValue }
    }
    /// Nil for findings about a whole domain or module.
    public var line: Int? {
        get { storage.value.line }
        set { unique().value.line = newValue }
    }
    /// The offending module, file, symbol, layer or cycle.
    public var target: String {
        get { storage.value.target }
        set { unique().value.target = newValue }
    }
    /// What was found: "Presentation imports UIKit".
    public var finding: String {
        get { storage.value.finding }
        set { unique().value.finding = newValue }
    }
    /// What to do about it; the same for every violation of a rule, so reports can
    /// print it once per rule.
    public var advice: String? {
        get { storage.value.advice }
        set { unique().value.advice = newValue }
    }
    /// Built from rule, file and target, never the line: see `Fingerprint`.
    public var fingerprint: String {
        get { storage.value.fingerprint }
        set { unique().value.fingerprint = newValue }
    }
    /// The exception that waives this violation, when one applies.
    public var waivedBy: ExceptionSpec? {
        get { storage.value.waivedBy }
        set { unique().value.waivedBy = newValue }
    }

    /// The finding and the advice, as one text.
    public var message: String {
        guard let advice else { return finding }
        return finding + ". " + advice
    }

    public init(
        rule: String, severity: Severity, file: String, line: Int?, target: String, message: String,
        advice: String? = nil, fingerprint: String? = nil
    ) {
        storage = SharedBox(
            Fields(
                rule: rule, severity: severity, file: file, line: line, target: target, finding: message,
                advice: advice,
                fingerprint: fingerprint ?? Fingerprint.of(rule: rule, file: file, target: target), waivedBy: nil))
    }

    public static func == (lhs: Violation, rhs: Violation) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }

    private mutating func unique() -> SharedBox<Fields> { uniquelyOwned(&storage) }
}

extension Violation {
    /// The fingerprint this violation has once its file and target are moved as
    /// `renames` says (old path → new path). Only a fingerprint built from rule, file
    /// and target follows; those built otherwise name no path, or a module membership.
    public func fingerprint(through renames: [String: String]) -> String {
        guard !renames.isEmpty, renames[file] != nil || renames[target] != nil,
            fingerprint == Fingerprint.of(rule: rule, file: file, target: target)
        else { return fingerprint }
        return Fingerprint.of(rule: rule, file: renames[file] ?? file, target: renames[target] ?? target)
    }
}

/// A stable identity for a violation: FNV-1a (64-bit) over rule, file and target,
/// separated by a byte that cannot occur in any of them, printed as 16 hex digits.
/// Lines are left out on purpose, so a violation that moves is not a new one.
public enum Fingerprint {
    private static let digits = Array("0123456789abcdef".utf8)

    public static func of(rule: String, file: String, target: String) -> String {
        var hash = FNV1a.offset64
        add(rule, to: &hash)
        add(file, to: &hash)
        add(target, to: &hash)
        var text = [UInt8](repeating: 0, count: 16)
        for position in 0..<16 { text[position] = digits[Int((hash >> UInt64(60 - 4 * position)) & 0xf)] }
        return String(decoding: text, as: UTF8.self)
    }

    /// One part and its separator, over the bytes where they lie.
    private static func add(_ part: String, to hash: inout UInt64) {
        hash = part.withUTF8Bytes { FNV1a.hash64(CollectionOfOne(0xff), from: FNV1a.hash64($0, from: hash)) }
    }
}
