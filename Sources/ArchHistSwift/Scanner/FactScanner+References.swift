/// Type references: identifiers starting with an uppercase letter, outside member access.
extension FactScanner {
    /// Components of a dotted chain recorded as references (`A.B.C.D` gives four).
    static var maximumChainLength: Int { 16 }

    /// Records the reference starting at identifier `j` (with its dotted chain of
    /// uppercase components: `Outer.Inner.method` gives `Outer` and `Outer.Inner`) unless
    /// it is not a reference there. Returns the index after what it consumed.
    mutating func reference(at j: Int) -> Int {
        let token = t[j]
        if token.flags.contains(.declaring) { return j &+ 1 }
        if let container = containers.last {
            if container.suppressReferences { return j &+ 1 }
            if container.kind == .paren || container.kind == .attributeArguments, j > 0 {
                // An argument or parameter label: `f(Label: x)`, `init(URL url: URL)`.
                let before = t[j &- 1].kind
                if before == .leftParen || before == .comma, j &+ 1 < count {
                    let next = t[j &+ 1]
                    if next.kind == .colon { return j &+ 1 }
                    if next.kind == .identifier, j &+ 2 < count, t[j &+ 2].kind == .colon {
                        t[j &+ 1].flags.insert(.declaring)
                        return j &+ 1
                    }
                }
            }
        }
        if j > 0, t[j &- 1].kind == .dot { return j &+ 1 }
        // `Kit::Widget` (SE-0491): `Kit` names a module, not a type; `Widget` is read next,
        // as `Kit.Widget`, the name the resolver already reads as Widget of module Kit.
        if j &+ 1 < count, t[j &+ 1].kind == .colon, moduleSelectorEnd(at: j &+ 1) != nil { return j &+ 1 }
        let module = j >= 3 && t[j &- 1].kind == .colon && moduleSelectorEnd(at: j &- 2) == j ? j &- 3 : -1
        var end = j
        var contiguous = !token.flags.contains(.backtick) && module < 0
        // Every prefix of a chain is recorded, so a chain's cost is the square of its
        // length: past a few components (real code writes two or three) the rest of the
        // chain is member access, skipped as such.
        let last = j &+ 2 &* (Self.maximumChainLength &- 1)
        while end &+ 2 < count, end < last, t[end &+ 1].kind == .dot {
            let next = t[end &+ 2]
            guard next.kind == .identifier, ByteClass.isUppercaseASCII(firstByte(next)),
                next.flags.contains(.backtick) || (next.keyword != .capitalType && next.keyword != .capitalProtocol)
            else { break }
            if next.flags.contains(.backtick) || t[end &+ 1].startIndex != t[end].endIndex
                || next.startIndex != t[end &+ 1].endIndex
            {
                contiguous = false
            }
            end &+= 2
        }
        // Every prefix is a reference too: `DBModel.Country` uses the file declaring
        // `DBModel` as well as the one declaring `Country` (often an extension of
        // `DBModel` elsewhere), and a reference resolves only to its last name.
        let line = token.lineNumber
        let conditional = !conditions.isEmpty
        var k = j
        if contiguous {
            // The prefixes, then the whole chain: a name alone (most of them) costs one test more.
            while k < end {
                names.insert(
                    p + token.startIndex, t[k].endIndex &- token.startIndex, line: line, conditional: conditional)
                k &+= 2
            }
            names.insert(
                p + token.startIndex, t[end].endIndex &- token.startIndex, line: line, conditional: conditional)
        } else {
            scratch.removeAll(keepingCapacity: true)
            if module >= 0 {
                scratch.append(
                    contentsOf: UnsafeBufferPointer(start: p + t[module].startIndex, count: t[module].length))
                scratch.append(ByteClass.dot)
            }
            while k <= end {
                if k > j { scratch.append(ByteClass.dot) }
                scratch.append(contentsOf: UnsafeBufferPointer(start: p + t[k].startIndex, count: t[k].length))
                scratch.withUnsafeBufferPointer { buffer in
                    if let base = buffer.baseAddress {
                        names.insert(base, buffer.count, line: line, conditional: conditional)
                    }
                }
                k &+= 2
            }
        }
        return end &+ 1
    }
}
