import ArchHistCore

/// Identifiers and keywords: declarations, modifiers, member introducers, references.
extension FactScanner {
    /// The identifier at `i`.
    mutating func identifier() {
        let token = t[i]
        if token.keyword != .none, keyword(token) { return }
        if ByteClass.isUppercaseASCII(firstByte(token)), token.keyword != .capitalSelf {
            var next = reference(at: i)
            if next < count, t[next].kind == .leftParen, !t[next].hasSpaceBefore {
                if next == i &+ 1, bytesEqual(token, "Bundle"), let after = afterBundleToken(next) {
                    next = after
                } else {
                    keyPathUse(callee: next &- 1, open: next, form: .initializer)
                }
            }
            notDeclarationStart()
            i = next
        } else {
            valuesUse(at: i)
            notDeclarationStart()
            i &+= 1
        }
    }

    /// Handles a keyword; false to treat it as a plain identifier.
    mutating func keyword(_ token: Token) -> Bool {
        switch token.keyword {
        case .import:
            return importDeclaration()
        case .struct: return typeDeclaration(.struct)
        case .enum: return typeDeclaration(.enum)
        case .protocol: return typeDeclaration(.protocol)
        case .extension: return typeDeclaration(.extension)
        case .typealias: return typeDeclaration(.typealias)
        case .actor: return typeDeclaration(.actor)
        case .macro: return typeDeclaration(.macro)
        case .class:
            if atDeclarationStart, i &+ 1 < count, Self.followsClassModifier(t[i &+ 1]) {
                i &+= 1  // `class func`, `class var`, `class override func`: a member modifier
                pendingStatic = true
                return true
            }
            return typeDeclaration(.class)
        case .var, .let:
            if atDeclarationStart, !pendingStatic { extensionProperty(introducer: i) }
            memberIntroducer()
            markDeclaring(i &+ 1)
            i &+= 1
            return true
        case .func:
            memberIntroducer()
            let name = i &+ 1
            if name < count, t[name].kind == .identifier || t[name].kind == .operator {
                markDeclaring(name)
                markGenericParameters(after: name)
            }
            i &+= 1
            return true
        case .initializer, .subscript:
            memberIntroducer()
            var k = i &+ 1
            if k < count, t[k].kind == .operator, !t[k].hasSpaceBefore, bytesEqual(t[k], "?") || bytesEqual(t[k], "!") {
                k &+= 1
            }
            markGenericParameters(after: k &- 1)
            i &+= 1
            return true
        case .deinit:
            memberIntroducer()
            i &+= 1
            return true
        case .case:
            guard atDeclarationStart, containers.last?.isEnumBody == true else { return false }
            memberIntroducer()
            markEnumCases(after: i)
            i &+= 1
            return true
        case .associatedtype, .precedencegroup:
            memberIntroducer()
            markDeclaring(i &+ 1)
            i &+= 1
            return true
        case .public, .private, .fileprivate, .internal, .package, .open, .final, .static, .override,
            .mutating, .nonmutating, .dynamic, .lazy, .weak, .unowned, .optional, .required, .convenience,
            .indirect, .distributed, .nonisolated, .consuming, .borrowing, .prefix, .postfix, .infix:
            return modifier(token)
        case .capitalSelf:
            notDeclarationStart()
            i &+= 1
            return true
        default:
            return false
        }
    }

    /// Keywords after `class` that make it a member modifier rather than a class declaration.
    static func followsClassModifier(_ next: Token) -> Bool {
        guard next.kind == .identifier else { return false }
        switch next.keyword {
        case .func, .var, .let, .subscript, .override, .final, .public, .private, .fileprivate, .internal,
            .package, .open, .nonisolated, .dynamic, .required, .convenience, .static, .mutating, .typealias,
            .prefix, .postfix, .infix, .optional, .lazy, .weak, .unowned, .distributed, .consuming, .borrowing:
            return true
        default:
            return false
        }
    }

    /// `public`, `final`, `private(set)`, `nonisolated(unsafe)`, … at a declaration start,
    /// followed by another keyword (or an attribute): stay at declaration start.
    mutating func modifier(_ token: Token) -> Bool {
        guard atDeclarationStart else { return false }
        var k = i &+ 1
        if k &+ 2 < count, t[k].kind == .leftParen, !t[k].hasSpaceBefore, t[k &+ 1].kind == .identifier,
            t[k &+ 2].kind == .rightParen
        {
            k &+= 3
        }
        guard k < count else { return false }
        let next = t[k]
        guard (next.kind == .identifier && next.keyword != .none && !next.flags.contains(.backtick)) || next.kind == .at
        else { return false }
        switch token.keyword {
        case .public, .private, .fileprivate, .internal, .package, .open: pendingAccess = token.keyword
        case .static: pendingStatic = true
        default: break
        }
        i = k
        return true
    }

    /// `var`, `func`, `init`, `case` (in an enum)…: attributes written before belong to a member.
    mutating func memberIntroducer() {
        if atDeclarationStart {
            let depth = containers.count
            var firstKept = pendingAttributes.count
            while firstKept > 0, pendingAttributes[firstKept &- 1].depth == depth { firstKept &-= 1 }
            for attribute in pendingAttributes[firstKept...] {
                memberAttributes.append(
                    AttributeUse(name: text(attribute.nameStart, attribute.nameEnd), line: attribute.line))
            }
            while pendingAttributes.count > firstKept { pendingAttributes.removeLast() }
        }
        notDeclarationStart()
    }

    /// Attribute names (no arguments) of the pending attributes at this depth, consumed.
    mutating func takeAttributeNames() -> [String] {
        let depth = containers.count
        var firstKept = pendingAttributes.count
        while firstKept > 0, pendingAttributes[firstKept &- 1].depth == depth { firstKept &-= 1 }
        let result = pendingAttributes[firstKept...].map { text($0.nameStart, $0.nameEnd) }
        while pendingAttributes.count > firstKept { pendingAttributes.removeLast() }
        return result
    }

    @inline(__always) mutating func markDeclaring(_ index: Int) {
        guard index < count, t[index].kind == .identifier else { return }
        t[index].flags.insert(.declaring)
    }

    /// `<T, U: P, each V>` after the token at `index`: the parameter names are declarations.
    /// Returns the index after the closing `>` (or `index + 1` when there is no list).
    @discardableResult
    mutating func markGenericParameters(after index: Int) -> Int {
        var j = index &+ 1
        guard j < count, t[j].kind == .operator, firstByte(t[j]) == ByteClass.less else { return j }
        var depth = 0
        var expectName = false
        let limit = min(count, j &+ 512)
        while j < limit {
            let token = t[j]
            switch token.kind {
            case .operator:
                var k = token.startIndex
                while k < token.endIndex {
                    let b = p[k]
                    if b == ByteClass.less {
                        depth &+= 1
                        if depth == 1 { expectName = true }
                    } else if b == ByteClass.greater, !(k > token.startIndex && p[k &- 1] == ByteClass.minus) {
                        depth &-= 1
                    }
                    k &+= 1
                }
                if depth <= 0 { return j &+ 1 }
                if bytesEqual(token, "=") { return j }
            case .comma:
                if depth == 1 { expectName = true }
            case .identifier:
                if depth == 1, expectName {
                    if token.keyword == .each, j &+ 1 < count, t[j &+ 1].kind == .identifier {
                        break
                    }
                    t[j].flags.insert(.declaring)
                    expectName = false
                }
            case .leftBrace, .rightBrace, .semicolon, .leftParen:
                return j
            default:
                break
            }
            j &+= 1
        }
        return j
    }

    /// `case a, B(Int), c = 1`: the case names are declarations.
    mutating func markEnumCases(after index: Int) {
        var j = index &+ 1
        var expectName = true
        var depth = 0
        let limit = min(count, j &+ 4096)
        while j < limit {
            let token = t[j]
            if depth == 0, token.hasNewlineBefore, !expectName { return }
            switch token.kind {
            case .identifier:
                if depth == 0, expectName {
                    if token.keyword == .indirect { break }
                    t[j].flags.insert(.declaring)
                    expectName = false
                }
            case .leftParen, .leftBracket, .stringHead:
                depth &+= 1
            case .rightParen, .rightBracket, .stringTail:
                depth &-= 1
                if depth < 0 { return }
            case .comma:
                if depth == 0 { expectName = true }
            case .leftBrace, .rightBrace, .semicolon, .poundIf, .poundElse, .poundElseif, .poundEndif:
                return
            default:
                break
            }
            j &+= 1
        }
    }
}
