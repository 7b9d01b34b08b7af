import ArchHistCore

/// `@testable public import struct Foundation.Data`.
extension FactScanner {
    mutating func importDeclaration() -> Bool {
        guard atDeclarationStart else { return false }
        let keywordIndex = i
        var j = i &+ 1
        var kind: String? = nil
        if j &+ 1 < count, t[j].kind == .identifier, !t[j].flags.contains(.backtick) {
            switch t[j].keyword {
            case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func:
                kind = text(t[j])
                j &+= 1
            default:
                break
            }
        }
        guard j < count, t[j].kind == .identifier else { return false }
        let module = text(t[j])
        j &+= 1
        var path: [String] = []
        while j &+ 1 < count, t[j].kind == .dot, t[j &+ 1].kind == .identifier || t[j &+ 1].kind == .operator {
            path.append(text(t[j &+ 1]))
            j &+= 2
        }
        let depth = containers.count
        var firstKept = pendingAttributes.count
        while firstKept > 0, pendingAttributes[firstKept &- 1].depth == depth { firstKept &-= 1 }
        var attributes: [String] = []
        for k in firstKept..<pendingAttributes.count { attributes.append(attributeText(pendingAttributes[k])) }
        while pendingAttributes.count > firstKept { pendingAttributes.removeLast() }
        let access: String? =
            switch pendingAccess {
            case .public: "public"
            case .private: "private"
            case .fileprivate: "fileprivate"
            case .internal: "internal"
            case .package: "package"
            case .open: "open"
            default: nil
            }
        imports.append(
            ImportFact(
                module: module, path: path, kind: kind, attributes: attributes, access: access,
                line: t[keywordIndex].lineNumber, condition: conditions.current()))
        notDeclarationStart()
        i = j
        return true
    }
}
