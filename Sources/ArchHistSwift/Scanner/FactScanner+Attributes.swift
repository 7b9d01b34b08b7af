/// `@Name`, `@Module.Name`, `@Name(arguments)`: the name is a reference when it can name
/// a type, and so may be what the arguments hold.
extension FactScanner {
    /// At a declaration start the attribute waits for its declaration; elsewhere (a type
    /// attribute such as `@escaping`, a closure's `@MainActor in`) it is only skipped.
    /// Arguments are walked by the main loop (they may hold references) inside an
    /// `attributeArguments` container, so that `)` can restore the declaration start.
    mutating func attribute() {
        let at = t[i]
        guard i &+ 1 < count, t[i &+ 1].kind == .identifier, !t[i &+ 1].hasSpaceBefore else {
            notDeclarationStart()
            i &+= 1
            return
        }
        var j = i &+ 1
        let nameStart = t[j].startIndex
        var nameEnd = t[j].endIndex
        while j &+ 2 < count, t[j &+ 1].kind == .dot, !t[j &+ 1].hasSpaceBefore, t[j &+ 2].kind == .identifier,
            !t[j &+ 2].hasSpaceBefore
        {
            j &+= 2
            nameEnd = t[j].endIndex
        }
        j &+= 1
        // A custom attribute names a type or a macro: a property wrapper (`@Dependency`),
        // a result builder, a global actor, `@Observable`. Another file may declare it.
        // Built-in attributes are lowercase (`@objc`, `@escaping`) or underscored.
        if ByteClass.isUppercaseASCII(p[nameStart]) { _ = reference(at: i &+ 1) }
        let hasArguments = j < count && t[j].kind == .leftParen && !t[j].hasSpaceBefore
        let wasDeclarationStart = atDeclarationStart
        var pendingIndex: Int32 = -1
        if wasDeclarationStart {
            pendingIndex = Int32(pendingAttributes.count)
            pendingAttributes.append(
                PendingAttribute(
                    nameStart: nameStart, nameEnd: nameEnd, argumentsOpen: hasArguments ? j : -1,
                    argumentsClose: -1, line: at.lineNumber, depth: containers.count))
        }
        guard hasArguments else {
            i = j
            return
        }
        if ByteClass.isUppercaseASCII(p[nameStart]) { keyPathUse(callee: j &- 1, open: j, form: .attribute) }
        // Arguments of `@_spi(X)`, `@_originallyDefinedIn(…)` … are not type references;
        // those of `@abi(func old(_: T))` describe the ABI of the declaration that follows
        // (SE-0476), which names its own types.
        let isABI =
            nameEnd &- nameStart == 3 && p[nameStart] == UInt8(ascii: "a") && p[nameStart &+ 1] == UInt8(ascii: "b")
            && p[nameStart &+ 2] == UInt8(ascii: "i")
        let suppress =
            p[nameStart] == ByteClass.underscore || isABI || (containers.last?.suppressReferences ?? false)
        let parent = containers.last
        containers.append(
            Container(
                kind: .attributeArguments, typeName: parent?.typeName ?? -1, isEnumBody: false,
                suppressReferences: suppress, restoreDeclarationStart: wasDeclarationStart,
                pendingAttribute: pendingIndex, line: Int32(truncatingIfNeeded: t[i].lineNumber), isABI: isABI))
        atDeclarationStart = false  // without dropping the pending attributes: they are one level up
        i = j &+ 1
    }

    /// `name(arguments)` of a pending attribute, white space removed: `_spi(Internal)`.
    mutating func attributeText(_ attribute: PendingAttribute) -> String {
        guard attribute.argumentsOpen >= 0 else { return text(attribute.nameStart, attribute.nameEnd) }
        scratch.removeAll(keepingCapacity: true)
        appendCompact(attribute.nameStart, attribute.nameEnd)
        let open = t[attribute.argumentsOpen].startIndex
        let close =
            attribute.argumentsClose >= 0 && attribute.argumentsClose < count
            ? t[attribute.argumentsClose].endIndex : t[attribute.argumentsOpen].endIndex
        appendCompact(open, close)
        return scratchText()
    }
}
