import ArchHistCore

/// Walks the tokens of one file once and collects its facts.
///
/// Not a parser: it tracks only what the facts need. A stack of open brackets tells
/// whether a keyword stands where a declaration may start (directly in a `{}` body or
/// at top level, never inside `()`, `[]` or an interpolation) and which type encloses
/// it; `atDeclarationStart` tells whether the current token begins a statement, after
/// any attributes and modifiers.
struct FactScanner {
    struct Container {
        enum Kind: UInt8 { case brace, paren, bracket, interpolation, attributeArguments }
        var kind: Kind
        /// Index into `types` of the innermost enclosing type, or -1.
        var typeName: Int32
        /// Directly inside an `enum` body: `case` declares cases.
        var isEnumBody: Bool
        /// Inside the arguments of an `@_underscored(…)` attribute: no references.
        var suppressReferences: Bool
        /// `atDeclarationStart` to restore when this container closes.
        var restoreDeclarationStart: Bool
        /// For attribute arguments: index of the pending attribute they belong to, or -1.
        var pendingAttribute: Int32
        /// The line of the token that opened it, to say which one is never closed.
        var line: Int32 = 0
        /// The arguments of `@abi(…)`: a declaration that describes the ABI of the one
        /// that follows, not a declaration of its own.
        var isABI = false
        /// The body of a type or extension itself, not a block nested in it: only
        /// there does `var` declare one of its properties.
        var isTypeBody = false
    }

    /// An attribute met at a declaration start, waiting for the declaration it belongs to.
    struct PendingAttribute {
        var nameStart: Int
        var nameEnd: Int
        /// Token indices of the argument parentheses, or -1.
        var argumentsOpen: Int
        var argumentsClose: Int
        var line: Int
        /// `containers.count` where the attribute was written.
        var depth: Int
    }

    /// The `{` that will open the body of the type declared just before.
    struct PendingBody {
        var index: Int
        var typeName: Int32
        var isEnum: Bool
    }

    let p: UnsafePointer<UInt8>
    let n: Int
    let t: UnsafeMutableBufferPointer<Token>
    let count: Int
    var i = 0
    /// The last token handled by the main loop (directive lines excluded).
    var previous = -1

    var imports: [ImportFact] = []
    var declarations: [Declaration] = []
    var memberAttributes: [AttributeUse] = []
    var keyPathUses: [KeyPathUse] = []
    var extensionProperties: [ExtensionProperty] = []
    var names = NameTable()
    var warnings = WarningList()

    /// A type (or extension) with a body, as the types declared in it see it.
    struct EnclosingType {
        /// Qualified: `Outer.Inner`.
        var name: String
        /// How many types enclose it, itself included.
        var depth: Int
        /// An extension's: its properties are recorded.
        var isExtension: Bool
    }

    var containers: [Container] = []
    var types: [EnclosingType] = []
    /// Whether the note on types nested too deep was given (once per file).
    var typeNestingNoted = false
    var conditions = ConditionStack()
    var atDeclarationStart = true
    var pendingAttributes: [PendingAttribute] = []
    var pendingAccess: Keyword = .none
    /// A `static` (or `class`) modifier at this declaration start: the property is no key.
    var pendingStatic = false
    var pendingBody: PendingBody? = nil
    /// Reused buffer for names that are not contiguous in the source.
    var scratch: [UInt8] = []

    init(_ p: UnsafePointer<UInt8>, _ n: Int, _ tokens: UnsafeMutableBufferPointer<Token>) {
        self.p = p
        self.n = n
        self.t = tokens
        self.count = tokens.count
        containers.reserveCapacity(64)
    }

    mutating func run() {
        while i < count {
            let token = t[i]
            switch token.kind {
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                directive(token)
                continue
            default:
                break
            }
            if token.hasNewlineBefore, !declarationsAllowed, token.kind == .identifier || token.kind == .at,
                startsDeclaration(at: i)
            {
                closeBracketsCutShort()
            }
            if !atDeclarationStart, token.hasNewlineBefore, declarationsAllowed, !previousContinuesExpression() {
                atDeclarationStart = true
            }
            if Self.onlyEndsDeclarationStart(token.kind) {
                notDeclarationStart()
                i &+= 1
            } else {
                step()
            }
            previous = i &- 1
        }
        if let open = conditions.frames.first {
            warnings.add(line: open.line, "#if without #endif")
        }
        // Code cut short at the end: said once, for the outermost bracket left open.
        // (An unterminated interpolation is the lexer's to report.)
        if let open = containers.first(where: { $0.kind != .brace }) ?? containers.first, open.kind != .interpolation {
            let bracket: String
            switch open.kind {
            case .brace: bracket = "{"
            case .paren, .attributeArguments: bracket = "("
            case .bracket, .interpolation: bracket = "["
            }
            warnings.add(
                line: Int(open.line),
                "`\(bracket)` is never closed: the file may be cut short"
                    + (open.kind == .brace
                        ? ""
                        : ", and what follows is read as inside it (its declarations may be "
                            + "taken for uses)"))
        }
    }

    /// Punctuation, operators and literals: all they do is end a declaration start. The
    /// main loop handles them itself, sparing a call for a third of all tokens.
    @inline(__always) static func onlyEndsDeclarationStart(_ kind: TokenKind) -> Bool {
        switch kind {
        case .number, .string, .regex, .operator, .dot, .comma, .colon, .backslash, .hash, .unknown: return true
        default: return false
        }
    }

    /// Handles the token at `i`. (It reads the token rather than being handed it: a
    /// 16-byte argument is repacked into registers at each of a million calls.)
    @inline(__always) mutating func step() {
        let token = t[i]
        if token.kind == .identifier {
            identifier()
            return
        }
        switch token.kind {
        case .dollarIdentifier:
            // `$Protocol`, `struct $S`: a `$` name can name a type (macros write them);
            // `$0` and `$binding` cannot.
            if token.length > 1, ByteClass.isUppercaseASCII(p[token.startIndex &+ 1]) {
                let next = reference(at: i)
                notDeclarationStart()
                i = next
            } else {
                notDeclarationStart()
                i &+= 1
            }
        case .leftBrace:
            openBrace()
        case .rightBrace:
            closeBrace()
        case .leftParen:
            notDeclarationStart()
            push(.paren)
            i &+= 1
        case .leftBracket:
            notDeclarationStart()
            push(.bracket)
            i &+= 1
        case .rightParen:
            close(.paren, alternative: .attributeArguments)
            i &+= 1
        case .rightBracket:
            close(.bracket, alternative: .bracket)
            i &+= 1
        case .stringHead:
            notDeclarationStart()
            push(.interpolation)
            i &+= 1
        case .stringMiddle:
            popAbove(.interpolation, including: false)
            i &+= 1
        case .stringTail:
            popAbove(.interpolation, including: true)
            i &+= 1
        case .semicolon:
            notDeclarationStart()
            atDeclarationStart = declarationsAllowed
            i &+= 1
        case .at:
            attribute()
        case .poundKeyword:
            notDeclarationStart()
            i = afterNamesWithoutUse(i) ?? i &+ 1
        default:
            notDeclarationStart()
            i &+= 1
        }
    }

    // MARK: - Declaration start

    /// Leaves declaration-start position: attributes and modifiers written there (at
    /// this depth) belonged to no declaration.
    @inline(__always) mutating func notDeclarationStart() {
        guard atDeclarationStart else { return }
        atDeclarationStart = false
        pendingAccess = .none
        pendingStatic = false
        if !pendingAttributes.isEmpty { dropPendingAttributes(atOrBelow: containers.count) }
    }

    mutating func dropPendingAttributes(atOrBelow depth: Int) {
        while let last = pendingAttributes.last, last.depth >= depth { pendingAttributes.removeLast() }
    }

    /// Whether the token before a line break continues an expression onto the next line
    /// (`=`, `,`, a binary operator…), so that the new line does not start a statement.
    func previousContinuesExpression() -> Bool {
        guard previous >= 0 else { return false }
        let token = t[previous]
        switch token.kind {
        case .operator:
            // A postfix `?` / `!` is glued to its operand; a binary operator is spaced. A `>`
            // alone on its line closes a generic argument list.
            return token.hasSpaceBefore && !(token.length == 1 && firstByte(token) == ByteClass.greater)
        case .dot, .comma, .leftParen, .leftBracket, .at, .backslash, .stringHead, .stringMiddle:
            // Not `:`: a line ending with `case …:` or `default:` starts statements.
            return true
        case .identifier:
            switch token.keyword {
            case .is, .as, .try, .await, .where, .some, .any, .throw, .inout, .return: return true
            default: return false
            }
        default:
            return false
        }
    }

    // MARK: - Containers

    var currentTypeName: Int32 { containers.last?.typeName ?? -1 }

    /// Declarations stand at top level or directly in a `{}` body, never inside `()`, `[]`
    /// or an interpolation.
    @inline(__always) var declarationsAllowed: Bool {
        guard let last = containers.last else { return true }
        return last.kind == .brace
    }

    @inline(__always) mutating func push(_ kind: Container.Kind, restore: Bool = false, pendingAttribute: Int32 = -1) {
        let parent = containers.last
        containers.append(
            Container(
                kind: kind, typeName: parent?.typeName ?? -1, isEnumBody: false,
                suppressReferences: parent?.suppressReferences ?? false, restoreDeclarationStart: restore,
                pendingAttribute: pendingAttribute, line: Int32(truncatingIfNeeded: t[i].lineNumber)))
    }

    mutating func openBrace() {
        notDeclarationStart()
        if let body = pendingBody, body.index == i {
            let parent = containers.last
            containers.append(
                Container(
                    kind: .brace, typeName: body.typeName, isEnumBody: body.isEnum,
                    suppressReferences: parent?.suppressReferences ?? false, restoreDeclarationStart: false,
                    pendingAttribute: -1, line: Int32(truncatingIfNeeded: t[i].lineNumber), isTypeBody: true))
            pendingBody = nil
        } else {
            push(.brace)
        }
        atDeclarationStart = true
        i &+= 1
    }

    /// How far down the container stack a closing bracket looks for its opener. A closer
    /// without opener nearby is ignored, so that unbalanced input stays linear.
    static var matchSearchLimit: Int { 256 }

    mutating func closeBrace() {
        notDeclarationStart()
        var k = containers.count &- 1
        let floor = max(-1, k &- Self.matchSearchLimit)
        while k > floor {
            let kind = containers[k].kind
            if kind == .brace { break }
            if kind == .interpolation {
                k = -1
                break
            }
            k &-= 1
        }
        if k > floor {
            while containers.count > k { containers.removeLast() }
            dropPendingAttributes(atOrBelow: containers.count &+ 1)
        }
        atDeclarationStart = declarationsAllowed
        i &+= 1
    }

    /// Closes the innermost `kind` (or `alternative`) container, unless a brace or an
    /// interpolation comes first (an unbalanced bracket is then ignored).
    mutating func close(_ kind: Container.Kind, alternative: Container.Kind) {
        var k = containers.count &- 1
        let floor = max(-1, k &- Self.matchSearchLimit)
        while k > floor {
            let c = containers[k].kind
            if c == kind || c == alternative { break }
            if c == .brace || c == .interpolation {
                k = -1
                break
            }
            k &-= 1
        }
        guard k > floor else {
            notDeclarationStart()
            return
        }
        let closing = containers[k]
        while containers.count > k { containers.removeLast() }
        dropPendingAttributes(atOrBelow: containers.count &+ 1)
        if closing.kind == .attributeArguments {
            if closing.pendingAttribute >= 0, Int(closing.pendingAttribute) < pendingAttributes.count {
                pendingAttributes[Int(closing.pendingAttribute)].argumentsClose = i
            }
            atDeclarationStart = closing.restoreDeclarationStart
        } else {
            atDeclarationStart = false
        }
    }

    mutating func popAbove(_ kind: Container.Kind, including: Bool) {
        var k = containers.count &- 1
        while k >= 0, containers[k].kind != kind { k &-= 1 }
        guard k >= 0 else { return }
        let from = including ? k : k &+ 1
        while containers.count > from { containers.removeLast() }
        dropPendingAttributes(atOrBelow: containers.count &+ 1)
        atDeclarationStart = false
    }

    // MARK: - Text

    @inline(__always) func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(start: p + token.startIndex, count: token.length), as: UTF8.self)
    }

    @inline(__always) func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p + start, count: max(0, end &- start)), as: UTF8.self)
    }

    @inline(__always) func firstByte(_ token: Token) -> UInt8 { p[token.startIndex] }

    @inline(__always) func bytesEqual(_ token: Token, _ literal: StaticString) -> Bool {
        guard token.length == literal.utf8CodeUnitCount else { return false }
        return memcmpEqual(p + token.startIndex, literal.utf8Start, token.length)
    }

    /// Appends the bytes from `start` to `end` to `scratch`, minus ASCII white space.
    /// (A method writing `scratch` itself: a non-mutating one handed `&scratch` would make
    /// Swift copy the whole scanner for each call.)
    mutating func appendCompact(_ start: Int, _ end: Int) {
        var k = start
        while k < end {
            let b = p[k]
            if b != ByteClass.space, b != ByteClass.tab, b != ByteClass.newline, b != ByteClass.carriageReturn {
                scratch.append(b)
            }
            k &+= 1
        }
    }

    /// The bytes of `scratch` as a String.
    func scratchText() -> String {
        scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    func facts(lineCount: Int) -> FileFacts {
        FileFacts(
            imports: imports, declarations: declarations, memberAttributes: memberAttributes,
            references: names.references(), keyPathUses: keyPathUses, extensionProperties: extensionProperties,
            lineCount: lineCount, warnings: warnings.items)
    }
}
