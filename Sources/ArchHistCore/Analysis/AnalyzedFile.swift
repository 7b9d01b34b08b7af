/// A file with its module and its place in the architecture.
///
/// A value with one shared, copy-on-write box inside: rules, the graph and the
/// aggregators pass files around by the ten thousand, and a copy of the box is one
/// reference count where the fields (strings, a placement, the facts' arrays) would
/// be a dozen.
public struct AnalyzedFile: Sendable, Hashable {
    private final class Storage: @unchecked Sendable {
        // Mutated only through `AnalyzedFile`'s setters, on a uniquely owned box.
        var path: String
        var module: String
        var placement: Placement
        var facts: FileFacts

        init(path: String, module: String, placement: Placement, facts: FileFacts) {
            self.path = path
            self.module = module
            self.placement = placement
            self.facts = facts
        }
    }

    private var storage: Storage

    public init(path: String, module: String, placement: Placement, facts: FileFacts) {
        storage = Storage(path: path, module: module, placement: placement, facts: facts)
    }

    public var path: String {
        get { storage.path }
        set { unique().path = newValue }
    }

    public var module: String {
        get { storage.module }
        set { unique().module = newValue }
    }

    public var placement: Placement {
        get { storage.placement }
        set { unique().placement = newValue }
    }

    public var facts: FileFacts {
        get { storage.facts }
        set { unique().facts = newValue }
    }

    public var layer: String? { storage.placement.layer }
    public var domain: String? { storage.placement.domain }
    public var isTest: Bool { storage.placement.isTest }

    public static func == (lhs: AnalyzedFile, rhs: AnalyzedFile) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.path == rhs.path && lhs.module == rhs.module && lhs.placement == rhs.placement
            && lhs.facts == rhs.facts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(module)
        hasher.combine(placement)
        hasher.combine(facts)
    }

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(path: storage.path, module: storage.module, placement: storage.placement, facts: storage.facts)
        }
        return storage
    }
}
