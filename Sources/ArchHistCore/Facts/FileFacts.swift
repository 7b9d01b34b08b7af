/// Everything archhist knows about one Swift file, derived from its bytes alone.
///
/// Facts depend only on file content, never on the spec, so they can be cached by
/// content (git blob id) and re-judged under any spec without reading Swift again.
///
/// A value with one copy-on-write box inside, like `AnalyzedFile`: the facts of
/// every file pass through the store's cache, the analysis inputs, resolution and
/// the files of an analysis, and a copy is one reference count instead of one per
/// array.
import ArchHistSupport

public struct FileFacts: Sendable, Hashable {
    private struct Fields: Hashable, Sendable {
        var imports: [ImportFact]
        var declarations: [Declaration]
        var memberAttributes: [AttributeUse]
        var references: [TypeReference]
        var keyPathUses: [KeyPathUse]
        var extensionProperties: [ExtensionProperty]
        var lineCount: Int
        var warnings: [ScanWarning]
    }

    private var storage: SharedBox<Fields>

    public var imports: [ImportFact] {
        get { storage.value.imports }
        _modify { yield &unique().value.imports }
    }
    public var declarations: [Declaration] {
        get { storage.value.declarations }
        _modify { yield &unique().value.declarations }
    }
    /// Attributes written on members (`@Published var`, `@State private var`),
    /// kept for attribute rules. Attributes on type declarations live on `Declaration`.
    public var memberAttributes: [AttributeUse] {
        get { storage.value.memberAttributes }
        _modify { yield &unique().value.memberAttributes }
    }
    /// Identifiers that can name a type, one entry per distinct name, at its first line.
    public var references: [TypeReference] {
        get { storage.value.references }
        _modify { yield &unique().value.references }
    }
    /// Key paths given to wrappers and initializers (`@Dependency(\.apiClient)`):
    /// uses of what the key's property returns, resolved with `extensionProperties`.
    public var keyPathUses: [KeyPathUse] {
        get { storage.value.keyPathUses }
        _modify { yield &unique().value.keyPathUses }
    }
    /// Instance properties declared in extensions: the keys `keyPathUses` name.
    public var extensionProperties: [ExtensionProperty] {
        get { storage.value.extensionProperties }
        _modify { yield &unique().value.extensionProperties }
    }
    /// Number of lines in the file (a final line without a newline counts).
    public var lineCount: Int {
        get { storage.value.lineCount }
        _modify { yield &unique().value.lineCount }
    }
    /// Problems met while scanning (invalid UTF-8, unterminated literal, …).
    /// Facts are still extracted as far as the bytes allow.
    public var warnings: [ScanWarning] {
        get { storage.value.warnings }
        _modify { yield &unique().value.warnings }
    }

    public init(
        imports: [ImportFact] = [],
        declarations: [Declaration] = [],
        memberAttributes: [AttributeUse] = [],
        references: [TypeReference] = [],
        keyPathUses: [KeyPathUse] = [],
        extensionProperties: [ExtensionProperty] = [],
        lineCount: Int = 0,
        warnings: [ScanWarning] = []
    ) {
        storage = SharedBox(
            Fields(
                imports: imports, declarations: declarations, memberAttributes: memberAttributes,
                references: references, keyPathUses: keyPathUses, extensionProperties: extensionProperties,
                lineCount: lineCount, warnings: warnings))
    }

    public static func == (lhs: FileFacts, rhs: FileFacts) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }

    private mutating func unique() -> SharedBox<Fields> { uniquelyOwned(&storage) }
}
