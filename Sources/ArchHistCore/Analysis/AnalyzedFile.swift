/// A file with its module and its place in the architecture.
///
/// A value with one shared, copy-on-write box inside: rules, the graph and the
/// aggregators pass files around by the ten thousand, and a copy of the box is one
/// reference count where the fields (strings, a placement, the facts' arrays) would
/// be a dozen.
import ArchHistSupport

public struct AnalyzedFile: Sendable, Hashable {
    private struct Fields: Hashable, Sendable {
        var path: String
        var module: String
        var otherModules: [String]
        var placement: Placement
        var facts: FileFacts
    }

    private var storage: SharedBox<Fields>

    public init(path: String, module: String, otherModules: [String] = [], placement: Placement, facts: FileFacts) {
        storage = SharedBox(
            Fields(
                path: path, module: module, otherModules: otherModules, placement: placement, facts: facts))
    }

    public var path: String {
        get { storage.value.path }
        set { unique().value.path = newValue }
    }

    public var module: String {
        get { storage.value.module }
        set { unique().value.module = newValue }
    }

    /// The other modules that compile the file, besides `module`: an Xcode file
    /// that belongs to several targets. Empty for nearly every file.
    public var otherModules: [String] {
        get { storage.value.otherModules }
        set { unique().value.otherModules = newValue }
    }

    /// Every module that compiles the file, `module` first.
    public var modules: [String] { [module] + otherModules }

    public var placement: Placement {
        get { storage.value.placement }
        set { unique().value.placement = newValue }
    }

    public var facts: FileFacts {
        get { storage.value.facts }
        set { unique().value.facts = newValue }
    }

    public var layer: String? { storage.value.placement.layer }
    public var domain: String? { storage.value.placement.domain }
    public var isTest: Bool { storage.value.placement.isTest }

    public static func == (lhs: AnalyzedFile, rhs: AnalyzedFile) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.value) }

    private mutating func unique() -> SharedBox<Fields> { uniquelyOwned(&storage) }
}
