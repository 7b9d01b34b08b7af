import ArchHistCore
import ArchHistSwift
import Testing

/// One-line descriptions of facts, so that table-driven cases read like the source:
/// `@testable import struct Foundation.Data L1`, `struct Outer.Inner L3 : Equatable @main`.
enum Describe {
    static func scan(_ source: String) -> FileFacts {
        SwiftScanner.scan(Array(source.utf8))
    }

    static func `import`(_ fact: ImportFact) -> String {
        var parts: [String] = fact.attributes.map { "@" + $0 }
        if let access = fact.access { parts.append(access) }
        parts.append("import")
        if let kind = fact.kind { parts.append(kind) }
        parts.append(([fact.module] + fact.path).joined(separator: "."))
        parts.append("L\(fact.line)")
        var text = parts.joined(separator: " ")
        if let condition = fact.condition { text += " #if " + condition }
        return text
    }

    static func declaration(_ declaration: Declaration) -> String {
        var text = "\(declaration.kind.rawValue) \(declaration.name) L\(declaration.line)"
        if !declaration.inherits.isEmpty { text += " : " + declaration.inherits.joined(separator: ", ") }
        for attribute in declaration.attributes { text += " @" + attribute }
        if let condition = declaration.condition { text += " #if " + condition }
        return text
    }

    static func reference(_ reference: TypeReference) -> String { "\(reference.name)@\(reference.line)" }

    static func attribute(_ attribute: AttributeUse) -> String { "\(attribute.name)@\(attribute.line)" }

    static func warning(_ warning: ScanWarning) -> String { "L\(warning.line) \(warning.message)" }
}

/// A snippet and the facts expected from it; nil means "not checked by this case".
struct ScanCase: Sendable, CustomTestStringConvertible {
    var name: String
    var source: String
    var imports: [String]? = nil
    var declarations: [String]? = nil
    var references: [String]? = nil
    var attributes: [String]? = nil
    var lineCount: Int? = nil
    var warnings: [String]? = nil

    var testDescription: String { name }
}

/// Runs one table case: every expectation it states must match exactly.
func check(_ c: ScanCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let facts = Describe.scan(c.source)
    if let imports = c.imports {
        #expect(facts.imports.map(Describe.import) == imports, "imports of \(c.name)", sourceLocation: sourceLocation)
    }
    if let declarations = c.declarations {
        #expect(
            facts.declarations.map(Describe.declaration) == declarations, "declarations of \(c.name)",
            sourceLocation: sourceLocation)
    }
    if let references = c.references {
        #expect(
            facts.references.map(Describe.reference) == references, "references of \(c.name)",
            sourceLocation: sourceLocation)
    }
    if let attributes = c.attributes {
        #expect(
            facts.memberAttributes.map(Describe.attribute) == attributes, "member attributes of \(c.name)",
            sourceLocation: sourceLocation)
    }
    if let lineCount = c.lineCount {
        #expect(facts.lineCount == lineCount, "line count of \(c.name)", sourceLocation: sourceLocation)
    }
    if let warnings = c.warnings {
        #expect(
            facts.warnings.map(Describe.warning) == warnings, "warnings of \(c.name)", sourceLocation: sourceLocation)
    }
}
