import ArchHistCore

/// Type declarations: `struct Name<T>: A, B where … {`, `extension [Int]: P {`, `typealias X = Y`.
extension FactScanner {
    struct TypeHeader {
        var name: String
        var inherits: [String]
        /// Index of the `{` opening the body, nil when there is none.
        var body: Int?
    }

    /// Longest header (in tokens) looked through for the body's `{`.
    static var headerLimit: Int { 4096 }

    /// Deepest nesting of types recorded, and longest qualified name. A type's name holds
    /// the names of all the types around it, so recording every level of a deep nest costs
    /// the square of its depth (100,000 nested `struct S {` would make names of 200 KB each).
    /// The Swift parser itself refuses code nested deeper than a few hundred levels; real
    /// code nests a handful of types.
    static var maximumTypeNesting: Int { 64 }
    static var maximumQualifiedNameLength: Int { 4096 }

    mutating func typeDeclaration(_ kind: DeclarationKind) -> Bool {
        guard atDeclarationStart else { return false }
        let keywordIndex = i
        guard let header = typeHeader(kind, keywordIndex: keywordIndex) else { return false }
        let attributes = takeAttributeNames()
        let enclosing = currentTypeName
        let enclosingName = enclosing >= 0 ? types[Int(enclosing)].name : nil
        let enclosingDepth = enclosing >= 0 ? types[Int(enclosing)].depth : 0
        let nameLength = (enclosingName.map { $0.utf8.count &+ 1 } ?? 0) &+ header.name.utf8.count
        let line = t[keywordIndex].lineNumber
        var typeName = enclosing
        if enclosingDepth < Self.maximumTypeNesting, nameLength <= Self.maximumQualifiedNameLength {
            let name = enclosingName.map { qualifiedName($0, header.name) } ?? header.name
            declarations.append(
                Declaration(
                    kind: kind, name: name, line: line, inherits: header.inherits, attributes: attributes,
                    condition: conditions.current()))
            if header.body != nil {
                types.append(EnclosingType(name: name, depth: enclosingDepth &+ 1, isExtension: kind == .extension))
                typeName = Int32(types.count &- 1)
            }
        } else if !typeNestingNoted {
            typeNestingNoted = true
            warnings.add(
                line: line,
                "types nested deeper than \(Self.maximumTypeNesting) levels, or with a qualified name longer than "
                    + "\(Self.maximumQualifiedNameLength) bytes, are not recorded as declarations (from here on)")
        }
        if let body = header.body {
            // A body beyond the bound is the enclosing type's: its members are read, its
            // `case`s still declare enum cases.
            pendingBody = PendingBody(index: body, typeName: typeName, isEnum: kind == .enum)
        }
        notDeclarationStart()
        i = keywordIndex &+ 1
        return true
    }

    /// `Outer.Inner`, written once into a string of the right size: joining Strings
    /// with `+` allocates and copies at each step, and this runs for every nested type.
    func qualifiedName(_ outer: String, _ inner: String) -> String {
        var outer = outer
        var inner = inner
        return outer.withUTF8 { outer in
            inner.withUTF8 { inner in
                String(unsafeUninitializedCapacity: outer.count &+ 1 &+ inner.count) { name in
                    var k = 0
                    for b in outer {
                        name[k] = b
                        k &+= 1
                    }
                    name[k] = ByteClass.dot
                    k &+= 1
                    for b in inner {
                        name[k] = b
                        k &+= 1
                    }
                    return k
                }
            }
        }
    }

    /// Reads the header after the keyword without consuming it (the main loop then walks
    /// the same tokens for references). Nil when the keyword does not declare anything.
    mutating func typeHeader(_ kind: DeclarationKind, keywordIndex: Int) -> TypeHeader? {
        var j = keywordIndex &+ 1
        guard j < count else { return nil }
        let name: String
        if kind == .extension {
            scratch.removeAll(keepingCapacity: true)
            j = collectType(from: j, stopAtColon: true)
            guard !scratch.isEmpty else { return nil }
            name = scratchText()
        } else {
            let token = t[j]
            guard (token.kind == .identifier && Self.canNameType(token)) || Self.isDollarName(token, p) else {
                return nil
            }
            if kind == .actor || kind == .macro, token.hasNewlineBefore { return nil }
            name = text(token)
            t[j].flags.insert(.declaring)
            j = markGenericParameters(after: j)
        }
        if kind == .typealias || kind == .macro {
            return TypeHeader(name: name, inherits: [], body: nil)
        }
        var inherits: [String] = []
        if j < count, t[j].kind == .colon {
            j = inheritance(from: j &+ 1, into: &inherits)
        }
        return TypeHeader(name: name, inherits: inherits, body: body(from: j))
    }

    /// A token that can be the name in `struct Name`: an identifier that is not a keyword
    /// reserved for something else (contextual keywords such as `Type` are fine).
    static func canNameType(_ token: Token) -> Bool {
        switch token.keyword {
        case .none, .capitalType, .capitalProtocol, .actor, .macro, .open, .package, .get, .set, .each,
            .some, .any, .async, .optional, .lazy, .weak, .unowned, .dynamic, .final, .required, .convenience,
            .indirect, .distributed, .nonisolated, .isolated, .consuming, .borrowing, .prefix, .postfix, .infix,
            .mutating, .nonmutating, .override, .willSet, .didSet:
            return true
        default:
            return false
        }
    }

    /// `$S` in `struct $S`: a `$` name that is not a closure's `$0`.
    static func isDollarName(_ token: Token, _ p: UnsafePointer<UInt8>) -> Bool {
        token.kind == .dollarIdentifier && token.length > 1 && !ByteClass.isDigit(p[token.startIndex &+ 1])
    }

    /// Whether the token cannot belong to a type header: the header is missing its body.
    func endsHeader(_ j: Int) -> Bool {
        let token = t[j]
        switch token.kind {
        case .rightBrace, .semicolon: return true
        case .identifier:
            guard !token.flags.contains(.backtick) else { return false }
            switch token.keyword {
            case .import, .struct, .enum, .protocol, .extension, .func, .var, .let, .initializer, .deinit,
                .subscript, .typealias, .associatedtype, .case, .return, .if, .guard, .while, .for, .switch,
                .repeat, .do, .defer, .static, .public, .private, .fileprivate, .internal:
                return true
            case .class:
                return j &+ 1 < count && t[j &+ 1].kind == .identifier
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Appends the type starting at `j` to `scratch`, without white space, up to a `,`, `&`,
    /// `{`, `where` (or a `:` when `stopAtColon`) outside brackets. Attributes at its start
    /// (`@unchecked Sendable`) are skipped. Returns the index where it stopped.
    mutating func collectType(from start: Int, stopAtColon: Bool) -> Int {
        var j = start
        var depth = 0
        let limit = min(count, start &+ Self.headerLimit)
        while j < limit {
            let token = t[j]
            switch token.kind {
            case .leftBrace: return j
            case .poundIf, .poundElse, .poundElseif, .poundEndif: return j
            case .leftParen, .leftBracket: depth &+= 1
            case .rightParen, .rightBracket:
                if depth == 0 { return j }
                depth &-= 1
            case .comma:
                if depth == 0 { return j }
            case .colon:
                if let after = moduleSelectorEnd(at: j) {
                    // `Kit::Widget` is `Widget` of module Kit (SE-0491): the module is no type.
                    if j > start, t[j &- 1].kind == .identifier, scratch.count >= t[j &- 1].length {
                        scratch.removeLast(t[j &- 1].length)
                    }
                    j = after
                    continue
                }
                if depth == 0, stopAtColon { return j }
            case .at:
                if scratch.isEmpty, j &+ 1 < count, t[j &+ 1].kind == .identifier {
                    j &+= 2
                    if j < count, t[j].kind == .leftParen, !t[j].hasSpaceBefore {
                        j = afterBalancedParentheses(j)
                    }
                    continue
                }
            case .operator:
                if depth == 0, bytesEqual(token, "&") { return j }
                if bytesEqual(token, "=") { return j }
                var k = token.startIndex
                while k < token.endIndex {
                    let b = p[k]
                    if b == ByteClass.less {
                        depth &+= 1
                    } else if b == ByteClass.greater, !(k > token.startIndex && p[k &- 1] == ByteClass.minus) {
                        depth = max(0, depth &- 1)
                    }
                    k &+= 1
                }
            case .identifier:
                if token.is(.where), depth == 0 { return j }
                if endsHeader(j) { return j }
            default:
                if endsHeader(j) { return j }
            }
            scratch.append(contentsOf: UnsafeBufferPointer(start: p + token.startIndex, count: token.length))
            j &+= 1
        }
        return j
    }

    /// The index after `::` when the colon at `j` begins a module selector (`Kit::Widget`:
    /// two colons glued to each other and to the names on both sides), else nil.
    @inline(__always) func moduleSelectorEnd(at j: Int) -> Int? {
        guard j > 0, j &+ 2 < count, t[j &+ 1].kind == .colon, t[j &+ 1].startIndex == t[j].endIndex,
            t[j &- 1].kind == .identifier, t[j &- 1].endIndex == t[j].startIndex,
            t[j &+ 2].startIndex == t[j &+ 1].endIndex
        else { return nil }
        return j &+ 2
    }

    /// The inheritance clause after `:`: one entry per type, split at `,` and `&`.
    mutating func inheritance(from start: Int, into inherits: inout [String]) -> Int {
        var j = start
        // Room for a usual clause (one or two types) at once: the first append to an empty
        // array takes the slow, general way to grow it.
        inherits.reserveCapacity(2)
        while j < count {
            scratch.removeAll(keepingCapacity: true)
            j = collectType(from: j, stopAtColon: false)
            if !scratch.isEmpty { inherits.append(scratchText()) }
            guard j < count else { break }
            let token = t[j]
            if token.kind == .comma || (token.kind == .operator && bytesEqual(token, "&")) {
                j &+= 1
                continue
            }
            break
        }
        return j
    }

    /// The `{` opening the body, looked for through a `where` clause.
    func body(from start: Int) -> Int? {
        var j = start
        let limit = min(count, start &+ Self.headerLimit)
        while j < limit {
            if t[j].kind == .leftBrace { return j }
            if endsHeader(j) { return nil }
            j &+= 1
        }
        return nil
    }

    /// The index after the `)` matching the `(` at `open` (bounded look-ahead).
    func afterBalancedParentheses(_ open: Int) -> Int {
        var depth = 0
        var j = open
        let limit = min(count, open &+ Self.headerLimit)
        while j < limit {
            switch t[j].kind {
            case .leftParen: depth &+= 1
            case .rightParen:
                depth &-= 1
                if depth == 0 { return j &+ 1 }
            case .leftBrace, .rightBrace: return j
            default: break
            }
            j &+= 1
        }
        return j
    }
}
