/// What `discover` finds in an app, the harness way: the entry points, the domains
/// with their vertical slices and the evidence for each, the reducers and clients and
/// the domain each belongs to, the providers wrapping third-party SDKs, the code
/// across domains, the gaps, and the questions to ask the team.
public struct DomainMap: Sendable, Hashable {
    public var entryPoints: [EntryPoint]
    public var domains: [DiscoveredDomain]
    public var reducers: [DiscoveredReducer]
    public var clients: [DiscoveredClient]
    public var providers: [DiscoveredProvider]
    public var crossCutting: [CrossCuttingUnit]
    public var gaps: [String]
    public var questions: [String]
    /// Where the map and the spec in force disagree; empty without a spec file.
    public var specDisagreements: [String]
    /// Non-test files looked at.
    public var fileCount: Int
    /// Files in some domain or some cross-cutting unit.
    public var mappedFileCount: Int
}

public struct EntryPoint: Sendable, Hashable {
    /// `@main`, `App`, `AppDelegate`, `SceneDelegate`, `root reducer`, `tabs`.
    public var kind: String
    public var name: String
    public var file: String
    public var line: Int
}

public struct DiscoveredDomain: Sendable, Hashable {
    public var name: String
    /// Why it is a domain: the modules, folders, reducers and clients it was found from.
    public var evidence: [String]
    /// The modules (`HomeFeature`) or folders (`Sources/App/Settings`) it is made of.
    public var units: [DomainUnit]
    /// Files outside its units that serve it alone, found by its noun in their names: its
    /// use cases, repositories and models kept in the app's layer folders.
    public var servedFiles: [String] = []
    /// Its non-test files by role (what their code does), roles in layer-chain order.
    public var filesByRole: [(role: FileRole, files: [String])]
    /// Its non-test files by the layer the spec gives them, in the spec's order; empty when
    /// the map was drawn without a spec of the team's (or of `init`'s).
    public var filesByLayer: [(layer: String, files: [String])] = []
    /// What `filesByLayer` calls the files the spec leaves without a layer.
    public static let noLayer = "no layer"
    /// The types its clients' verbs carry.
    public var nouns: [String]
    public var verbs: [String]

    public var fileCount: Int { filesByRole.reduce(0) { $0 + $1.files.count } }

    public static func == (lhs: DiscoveredDomain, rhs: DiscoveredDomain) -> Bool {
        lhs.name == rhs.name && lhs.evidence == rhs.evidence && lhs.units == rhs.units
            && lhs.servedFiles == rhs.servedFiles
            && lhs.filesByRole.map(\.role) == rhs.filesByRole.map(\.role)
            && lhs.filesByRole.map(\.files) == rhs.filesByRole.map(\.files)
            && lhs.filesByLayer.map(\.layer) == rhs.filesByLayer.map(\.layer)
            && lhs.filesByLayer.map(\.files) == rhs.filesByLayer.map(\.files) && lhs.nouns == rhs.nouns
            && lhs.verbs == rhs.verbs
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A declared module, or a folder of a large module, that files are grouped by.
public struct DomainUnit: Sendable, Hashable, Comparable {
    public enum Kind: String, Sendable, Hashable {
        case module, folder
        /// Files of one folder whose names begin with one word (see NamedAlike).
        case namedAlike = "files"
        /// Files of a large flat folder that state one role (see FlatFolderRoles).
        case role
    }
    public var kind: Kind
    /// The module's name, the folder's path, or the folder's path and the word (`DuckDuckGo/Bookmark`).
    public var name: String

    public static func < (lhs: DomainUnit, rhs: DomainUnit) -> Bool {
        (lhs.kind.rawValue, lhs.name) < (rhs.kind.rawValue, rhs.name)
    }

    public var description: String { "\(kind.rawValue) \(name)" + (kind == .namedAlike ? "*" : "") }
}

public struct DiscoveredReducer: Sendable, Hashable {
    public var name: String
    public var file: String
    public var line: Int
    public var domain: String?
    /// Reducers it composes (`Scope`, `ifLet`, `forEach`: any reducer its file names).
    public var children: [String]
    /// Names of its tab enum's type (`Tab`) when it declares one.
    public var tabs: String?
}

public struct DiscoveredClient: Sendable, Hashable {
    public var name: String
    public var file: String
    public var line: Int
    public var domain: String?
    public var verbs: [String]
    public var nouns: [String]
    /// `@DependencyClient` or `DependencyKey`.
    public var evidence: String
}

public struct DiscoveredProvider: Sendable, Hashable {
    /// The module or folder that wraps the SDK.
    public var module: String
    public var sdk: String
    /// The domains (or, outside every domain, the units) that use it.
    public var usedBy: [String]
    public var files: [String]
}

public struct CrossCuttingUnit: Sendable, Hashable {
    public var unit: DomainUnit
    /// `Types`, `Utils`, `DesignSystem`, `Config` (clients shared by several domains).
    public var role: FileRole
    public var usedBy: [String]
    public var files: Int
    public var reason: String
}
