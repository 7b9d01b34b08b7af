/// The first line of an answer of `git cat-file --batch`, parsed from its
/// bytes: `<oid> <type> <size>` for an object it has, `<name as asked>
/// missing` (or `ambiguous`) for one it cannot give. The name may hold spaces.
enum BatchAnswerHeader: Equatable {
    case object(id: String, kind: GitObjectKind, size: Int)
    case missing

    /// Nil for a line that is neither.
    init?(_ line: [UInt8]) {
        let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        if fields.count == 3, fields[0].count == 40 || fields[0].count == 64, fields[0].allSatisfy(Self.isHexDigit),
            let kind = GitObjectKind(typeName: fields[1]), let size = Self.decimal(fields[2])
        {
            self = .object(id: String(decoding: fields[0], as: UTF8.self).lowercased(), kind: kind, size: size)
        } else if line.ends(with: " missing") || line.ends(with: " ambiguous") {
            self = .missing
        } else {
            return nil
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    /// A size: decimal digits, not so many that they could overflow.
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= 0x30, digit <= 0x39 else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: String) -> Bool {
        count >= suffix.utf8.count && self[(count - suffix.utf8.count)...].elementsEqual(suffix.utf8)
    }
}
