/// A broken rule, located, with advice, and an identity that survives line moves.
public struct Violation: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    /// The file at fault; for a domain-wide finding, the domain's folder.
    public var file: String
    /// Nil for findings about a whole domain or module.
    public var line: Int?
    /// The offending module, file, symbol, layer or cycle.
    public var target: String
    /// What was found: "Presentation imports UIKit".
    public var finding: String
    /// What to do about it; the same for every violation of a rule, so reports can
    /// print it once per rule.
    public var advice: String?
    /// Built from rule, file and target, never the line: see `Fingerprint`.
    public var fingerprint: String
    /// The exception that waives this violation, when one applies.
    public var waivedBy: ExceptionSpec?

    /// The finding and the advice, as one text.
    public var message: String {
        guard let advice else { return finding }
        return finding + ". " + advice
    }

    public init(
        rule: String, severity: Severity, file: String, line: Int?, target: String, message: String,
        advice: String? = nil, fingerprint: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.target = target
        self.finding = message
        self.advice = advice
        self.fingerprint = fingerprint ?? Fingerprint.of(rule: rule, file: file, target: target)
        self.waivedBy = nil
    }
}

/// A stable identity for a violation: FNV-1a (64-bit) over rule, file and target,
/// separated by a byte that cannot occur in any of them, printed as 16 hex digits.
/// Lines are left out on purpose, so a violation that moves is not a new one.
public enum Fingerprint {
    private static let digits = Array("0123456789abcdef".utf8)

    public static func of(rule: String, file: String, target: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ part: String) {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            hash ^= 0xff
            hash = hash &* 0x0000_0100_0000_01b3
        }
        add(rule)
        add(file)
        add(target)
        // Every violation of every run gets one: sixteen digits written in place.
        return String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 {
                buffer[position] = digits[Int((hash >> UInt64(60 - 4 * position)) & 0xf)]
            }
            return 16
        }
    }
}
