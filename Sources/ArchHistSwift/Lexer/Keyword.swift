/// The Swift keywords (hard and contextual) the scanner cares about; `none` for every
/// other identifier. Classified once per identifier, by the lexer, without allocating.
enum Keyword: UInt8, Sendable {
    case none = 0
    case `import`
    case `struct`
    case `class`
    case `enum`
    case `protocol`
    case actor
    case `typealias`
    case macro
    case `extension`
    case `associatedtype`
    case `func`
    case `var`
    case `let`
    case initializer
    case `deinit`
    case `subscript`
    case `case`
    case `operator`
    case `precedencegroup`
    case `public`
    case `private`
    case `fileprivate`
    case `internal`
    case package
    case open
    case final
    case `static`
    case override
    case mutating
    case nonmutating
    case dynamic
    case lazy
    case weak
    case unowned
    case optional
    case required
    case convenience
    case indirect
    case distributed
    case nonisolated
    case isolated
    case consuming
    case borrowing
    case prefix
    case postfix
    case infix
    case `where`
    case `in`
    case `is`
    case `as`
    case `return`
    case `throw`
    case `try`
    case await
    case `if`
    case `guard`
    case `while`
    case `switch`
    case `for`
    case `repeat`
    case `else`
    case `do`
    case `catch`
    case `defer`
    case `default`
    case `break`
    case `continue`
    case `fallthrough`
    case some
    case any
    case capitalSelf
    case selfValue
    case capitalType
    case capitalProtocol
    case capitalAny
    case `super`
    case `inout`
    case `true`
    case `false`
    case `nil`
    case `throws`
    case `rethrows`
    case async
    case get
    case set
    case willSet
    case didSet
    case each
    case underscore
}

/// One keyword's bytes, packed little-endian into two words.
struct KeywordEntry: Sendable {
    let lo: UInt64
    let hi: UInt64
    let length: Int
    let keyword: Keyword
}

extension Keyword {
    static let spellings: [(String, Keyword)] = [
        ("import", .`import`), ("struct", .`struct`), ("class", .`class`), ("enum", .`enum`),
        ("protocol", .`protocol`), ("actor", .actor), ("typealias", .`typealias`), ("macro", .macro),
        ("extension", .`extension`), ("associatedtype", .`associatedtype`), ("func", .`func`), ("var", .`var`),
        ("let", .`let`), ("init", .initializer), ("deinit", .`deinit`), ("subscript", .`subscript`),
        ("case", .`case`), ("operator", .`operator`), ("precedencegroup", .`precedencegroup`),
        ("public", .`public`), ("private", .`private`), ("fileprivate", .`fileprivate`), ("internal", .`internal`),
        ("package", .package), ("open", .open), ("final", .final), ("static", .`static`), ("override", .override),
        ("mutating", .mutating), ("nonmutating", .nonmutating), ("dynamic", .dynamic), ("lazy", .lazy),
        ("weak", .weak), ("unowned", .unowned), ("optional", .optional), ("required", .required),
        ("convenience", .convenience), ("indirect", .indirect), ("distributed", .distributed),
        ("nonisolated", .nonisolated), ("isolated", .isolated), ("consuming", .consuming),
        ("borrowing", .borrowing), ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix),
        ("where", .`where`), ("in", .`in`), ("is", .`is`), ("as", .`as`), ("return", .`return`),
        ("throw", .`throw`), ("try", .`try`), ("await", .await), ("if", .`if`), ("guard", .`guard`),
        ("while", .`while`), ("switch", .`switch`), ("for", .`for`), ("repeat", .`repeat`), ("else", .`else`),
        ("do", .`do`), ("catch", .`catch`), ("defer", .`defer`), ("default", .`default`), ("break", .`break`),
        ("continue", .`continue`), ("fallthrough", .`fallthrough`), ("some", .some), ("any", .any),
        ("Self", .capitalSelf), ("self", .selfValue), ("Type", .capitalType), ("Protocol", .capitalProtocol),
        ("Any", .capitalAny), ("super", .`super`), ("inout", .`inout`), ("true", .`true`), ("false", .`false`),
        ("nil", .`nil`), ("throws", .`throws`), ("rethrows", .`rethrows`), ("async", .async), ("get", .get),
        ("set", .set), ("willSet", .willSet), ("didSet", .didSet), ("each", .each), ("_", .underscore),
    ]

    static let maximumLength = 15

    static let entries: [KeywordEntry] = spellings.map { spelling, keyword in
        let bytes = Array(spelling.utf8)
        let (lo, hi) = bytes.withUnsafeBufferPointer { pack($0.baseAddress!, $0.count, readable16: false) }
        return KeywordEntry(lo: lo, hi: hi, length: bytes.count, keyword: keyword)
    }

    /// A perfect hash table: `slots[slot(word)]` is 1 + the index in `entries` of the only
    /// keyword that can match, 0 when none. The multiplier in `slot` was searched so that
    /// no two keywords share a slot; adding a keyword may need a new one (a test checks).
    static let slots: [UInt8] = {
        var slots = [UInt8](repeating: 0, count: 1 << slotBits)
        for (index, entry) in entries.enumerated() {
            let slot = slot(entry.lo, entry.hi, entry.length)
            precondition(slots[slot] == 0, "keyword hash collision: choose another multiplier")
            slots[slot] = UInt8(index + 1)
        }
        return slots
    }()

    static let slotBits = 9

    @inline(__always)
    static func slot(_ lo: UInt64, _ hi: UInt64, _ count: Int) -> Int {
        let key = lo ^ (hi &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)
        return Int(truncatingIfNeeded: (key &* 0xC663_221D_9865_304F) >> UInt64(64 - slotBits))
    }

    /// The keyword packed in `lo`/`hi` (`count` bytes), looked up in the tables.
    @inline(__always)
    static func lookup(
        _ lo: UInt64, _ hi: UInt64, _ count: Int, slots: UnsafePointer<UInt8>, entries: UnsafePointer<KeywordEntry>
    ) -> Keyword {
        let index = Int(slots[slot(lo, hi, count)])
        guard index != 0 else { return .none }
        let entry = entries[index &- 1]
        return entry.lo == lo && entry.hi == hi && entry.length == count ? entry.keyword : .none
    }

    /// Packs `count` (1…16) bytes at `p` into two little-endian words. With `readable16`,
    /// 16 bytes may be read at `p` (two unaligned loads, then masking).
    @inline(__always)
    static func pack(_ p: UnsafePointer<UInt8>, _ count: Int, readable16: Bool) -> (UInt64, UInt64) {
        if readable16 {
            let raw = UnsafeRawPointer(p)
            var lo = raw.loadUnaligned(as: UInt64.self)
            var hi = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if count < 8 {
                lo &= (1 &<< (UInt64(count) &* 8)) &- 1
                hi = 0
            } else if count == 8 {
                hi = 0
            } else if count < 16 {
                hi &= (1 &<< (UInt64(count &- 8) &* 8)) &- 1
            }
            return (lo, hi)
        }
        var lo: UInt64 = 0
        var hi: UInt64 = 0
        var i = 0
        while i < count {
            let b = UInt64(p[i])
            if i < 8 { lo |= b << (UInt64(i) &* 8) } else { hi |= b << (UInt64(i &- 8) &* 8) }
            i &+= 1
        }
        return (lo, hi)
    }

    /// The keyword spelled by `count` bytes at `p`, or `.none` (the slow path, for tools and tests).
    static func classify(_ p: UnsafePointer<UInt8>, _ count: Int) -> Keyword {
        guard count >= 1, count <= maximumLength else { return .none }
        let (lo, hi) = pack(p, count, readable16: false)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                lookup(lo, hi, count, slots: slots.baseAddress!, entries: entries.baseAddress!)
            }
        }
    }
}
