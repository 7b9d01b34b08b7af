import ArchHistCore

/// Key paths handed to wrappers (`@Dependency(\.apiClient)`) and the properties of
/// extensions that such keys name (`extension DependencyValues { var apiClient: … }`).
/// Both are recorded as written; which wrapper reads which extension is resolution's call.
extension FactScanner {
    /// Longest type annotation (in tokens) read for an extension property.
    static var propertyTypeLimit: Int { 64 }

    /// `Name(\.key…` or `Name(\Root.key…`, the callee's last name at `callee` and its
    /// `(` at `open`: records the key path's root and first component.
    mutating func keyPathUse(callee: Int, open: Int, form: KeyPathUse.Form) {
        guard open &+ 2 < count, t[open &+ 1].kind == .backslash else { return }
        var k = open &+ 2
        var rootStart = -1
        var rootEnd = -1
        // A written root: uppercase names joined by dots, up to the dot before the key.
        while k &+ 1 < count, t[k].kind == .identifier, ByteClass.isUppercaseASCII(firstByte(t[k])),
            t[k &+ 1].kind == .dot
        {
            if rootStart < 0 { rootStart = t[k].startIndex }
            rootEnd = t[k].endIndex
            k &+= 2
        }
        if rootStart < 0 {
            guard t[k].kind == .dot else { return }
            k &+= 1
        }
        guard k < count, t[k].kind == .identifier, t[k].keyword != .selfValue else { return }
        var root: String?
        if rootStart >= 0 {
            scratch.removeAll(keepingCapacity: true)
            appendCompact(rootStart, rootEnd)
            root = scratchText()
        }
        keyPathUses.append(
            KeyPathUse(
                wrapper: text(t[callee]), root: root, key: text(t[k]), line: t[callee].lineNumber, form: form))
    }

    /// `var name: Type` (or `var name = Type(…)`) at `introducer`, directly in the
    /// body of an extension: recorded with the extended type.
    mutating func extensionProperty(introducer: Int) {
        guard let body = containers.last, body.isTypeBody, body.typeName >= 0,
            types[Int(body.typeName)].isExtension, introducer &+ 2 < count
        else { return }
        let name = t[introducer &+ 1]
        guard name.kind == .identifier else { return }
        let after = t[introducer &+ 2]
        var type: String?
        if after.kind == .colon {
            type = propertyType(from: introducer &+ 3)
        } else if after.kind == .operator, bytesEqual(after, "=") {
            type = constructedType(at: introducer &+ 3)
        }
        var propertyName = text(name)
        if name.flags.contains(.backtick), propertyName.first == "`" {
            propertyName = String(propertyName.dropFirst().dropLast())
        }
        extensionProperties.append(
            ExtensionProperty(
                extended: types[Int(body.typeName)].name, name: propertyName, type: type,
                line: t[introducer].lineNumber))
    }

    /// The annotation from `start` up to `{`, `=`, `,` or `;` outside brackets, or a
    /// new line: without white space.
    private mutating func propertyType(from start: Int) -> String? {
        scratch.removeAll(keepingCapacity: true)
        var depth = 0
        var j = start
        let limit = min(count, start &+ Self.propertyTypeLimit)
        loop: while j < limit {
            let token = t[j]
            if j > start, depth == 0, token.hasNewlineBefore { break }
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon: break loop
            case .comma where depth == 0: break loop
            case .leftParen, .leftBracket: depth &+= 1
            case .rightParen, .rightBracket:
                if depth == 0 { break loop }
                depth &-= 1
            case .operator:
                if bytesEqual(token, "=") { break loop }
                var k = token.startIndex
                while k < token.endIndex {
                    if p[k] == ByteClass.less {
                        depth &+= 1
                    } else if p[k] == ByteClass.greater, !(k > token.startIndex && p[k &- 1] == ByteClass.minus) {
                        depth = max(0, depth &- 1)
                    }
                    k &+= 1
                }
            default: break
            }
            appendCompact(token.startIndex, token.endIndex)
            j &+= 1
        }
        return scratch.isEmpty ? nil : scratchText()
    }

    /// `Theme` in `= Theme()` or `= Theme.Dark()`: the uppercase names at `start`.
    private func constructedType(at start: Int) -> String? {
        guard start < count, t[start].kind == .identifier, ByteClass.isUppercaseASCII(firstByte(t[start])) else {
            return nil
        }
        var end = start
        while end &+ 2 < count, t[end &+ 1].kind == .dot, t[end &+ 2].kind == .identifier,
            ByteClass.isUppercaseASCII(firstByte(t[end &+ 2]))
        {
            end &+= 2
        }
        return text(t[start].startIndex, t[end].endIndex)
    }
}
