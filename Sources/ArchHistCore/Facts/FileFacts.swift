/// Everything archhist knows about one Swift file, derived from its bytes alone.
///
/// Facts depend only on file content, never on the spec, so they can be cached by
/// content (git blob id) and re-judged under any spec without reading Swift again.
public struct FileFacts: Sendable, Hashable {
    public var imports: [ImportFact]
    public var declarations: [Declaration]
    /// Attributes written on members (`@Published var`, `@State private var`),
    /// kept for attribute rules. Attributes on type declarations live on `Declaration`.
    public var memberAttributes: [AttributeUse]
    /// Identifiers that can name a type, one entry per distinct name, at its first line.
    public var references: [TypeReference]
    /// Number of lines in the file (a final line without a newline counts).
    public var lineCount: Int
    /// Problems met while scanning (invalid UTF-8, unterminated literal, …).
    /// Facts are still extracted as far as the bytes allow.
    public var warnings: [ScanWarning]

    public init(
        imports: [ImportFact] = [],
        declarations: [Declaration] = [],
        memberAttributes: [AttributeUse] = [],
        references: [TypeReference] = [],
        lineCount: Int = 0,
        warnings: [ScanWarning] = []
    ) {
        self.imports = imports
        self.declarations = declarations
        self.memberAttributes = memberAttributes
        self.references = references
        self.lineCount = lineCount
        self.warnings = warnings
    }
}
