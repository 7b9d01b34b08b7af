/// What a file that declares build targets says, read without executing it: a
/// SwiftPM `Package.swift`, an Xcode project's `project.pbxproj`, a Tuist
/// `Project.swift` or a CocoaPods `.podspec`. All are "manifests" to archhist: they say which module
/// compiles which Swift file.
public struct PackageManifest: Sendable, Hashable {
    /// Which build system declared it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `Package.swift`: a target owns a folder (`path`, `exclude`).
        case package
        /// `*.xcodeproj/project.pbxproj`: a target lists its files (`sources`).
        case xcodeProject
        /// Tuist's `Project.swift`: a target names its files by globs (`sources`).
        case tuistProject
        /// An Xcode workspace's `contents.xcworkspacedata`: no targets, the projects
        /// it opens (`projects`).
        case xcodeWorkspace
        /// A file of Tuist's `ProjectDescriptionHelpers`: no targets, the functions
        /// that make them for projects (`helpers`).
        case tuistHelpers
        /// A CocoaPods `*.podspec`: the pod's module names its files by globs (`sources`).
        /// It places only files no project or package target compiles.
        case podspec
        /// An XcodeGen spec (`project.yml`), which generates the Xcode project.
        case xcodeGenProject
    }

    public var kind: Kind
    /// The package's or project's name, nil when it could not be read.
    public var name: String?
    public var targets: [ManifestTarget]
    /// Things the reader could not follow (a target list built by a function, …).
    public var warnings: [ScanWarning]
    /// The `.xcodeproj` folders a workspace opens, relative to the folder holding
    /// the `.xcworkspace`; empty for every other kind.
    public var projects: [String]
    /// The helper functions a Tuist project calls to make its targets, which only
    /// Tuist could run; empty for every other kind.
    public var helperCalls: [TuistHelperCall]
    /// The functions of a `ProjectDescriptionHelpers` file that make targets; empty
    /// for every other kind.
    public var helpers: [TuistHelper]
    /// The raw value of each case of the `String` enums a `ProjectDescriptionHelpers`
    /// file declares, by case name (`home` → `Home`, or `home` when none is written):
    /// what a helper's `module.rawValue` is for a project's `.feature(.home)`. Empty for
    /// every other kind.
    public var caseRawValues: [String: String]

    public init(
        kind: Kind = .package, name: String?, targets: [ManifestTarget], warnings: [ScanWarning] = [],
        projects: [String] = [], helperCalls: [TuistHelperCall] = [], helpers: [TuistHelper] = [],
        caseRawValues: [String: String] = [:]
    ) {
        self.kind = kind
        self.name = name
        self.targets = targets
        self.warnings = warnings
        self.projects = projects
        self.helperCalls = helperCalls
        self.helpers = helpers
        self.caseRawValues = caseRawValues
    }
}

public struct ManifestTarget: Sendable, Hashable {
    /// What the target builds, as far as module rules care: tests are judged only
    /// by rules about tests; binary and system targets compile no Swift file.
    public enum Kind: String, Sendable, Hashable {
        case regular, executable, test, macro, plugin, system, binary
    }

    public var name: String
    /// The Swift module the target builds, the name its importers write, when it is
    /// not `name`: an Xcode target's `PRODUCT_MODULE_NAME` or `PRODUCT_NAME`
    /// (`Shared-iOS` builds `Shared`), a Tuist target's `productName`.
    public var moduleName: String?
    public var kind: Kind
    /// The product an Xcode or Tuist target builds (`app`, `framework`,
    /// `unitTest`…); nil for a SwiftPM target, whose `kind` says it all.
    public var product: ProductType?
    /// The `path:` argument, relative to the package root; nil means the default
    /// (`Sources/<name>`, or `Tests/<name>` for a test target). SwiftPM only.
    public var path: String?
    /// The `exclude:` paths, relative to the target's path. SwiftPM only.
    public var exclude: [String]
    /// The Swift files an Xcode or Tuist target compiles, relative to the
    /// manifest's directory (`SourceRule`); nil for a SwiftPM target, which
    /// compiles every file under `resolvedPath` but `exclude`.
    public var sources: [SourceRule]?
    public var dependencies: [ManifestDependency]
    /// 1-based line of the target's declaration in the manifest.
    public var line: Int

    public init(
        name: String, moduleName: String? = nil, kind: Kind, product: ProductType? = nil, path: String? = nil,
        exclude: [String] = [], sources: [SourceRule]? = nil, dependencies: [ManifestDependency] = [], line: Int
    ) {
        self.name = name
        self.moduleName = moduleName
        self.kind = kind
        self.product = product
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.dependencies = dependencies
        self.line = line
    }

    /// The folder holding a SwiftPM target's sources, relative to the package root.
    public var resolvedPath: String {
        if let path { return path }
        switch kind {
        case .test: return "Tests/\(name)"
        case .plugin: return "Plugins/\(name)"
        default: return "Sources/\(name)"
        }
    }
}

/// What an Xcode or Tuist target builds (`PBXNativeTarget.productType`, Tuist's
/// `Product`). The raw value is the name archhist prints.
public enum ProductType: String, Sendable, Hashable, CaseIterable {
    case app, framework, staticFramework, staticLibrary, dynamicLibrary, bundle
    case appExtension, extensionKitExtension, watchApp, watchExtension, appClip
    case unitTest, uiTest, commandLineTool, xpcService, macro, other

    /// A product other targets link and import: a framework or a library.
    public var isLinkable: Bool {
        switch self {
        case .framework, .staticFramework, .staticLibrary, .dynamicLibrary: return true
        default: return false
        }
    }

    /// The `ManifestTarget.Kind` module rules see.
    public var targetKind: ManifestTarget.Kind {
        switch self {
        case .unitTest, .uiTest: return .test
        case .app, .watchApp, .appClip, .commandLineTool: return .executable
        case .macro: return .macro
        default: return .regular
        }
    }
}

/// Which Swift files an Xcode or Tuist target compiles. Paths are relative to the
/// manifest's directory (the folder holding the `.xcodeproj`, or the Tuist
/// manifest's folder), `/`-separated, and may start with `../`.
public enum SourceRule: Sendable, Hashable {
    /// One file: a build file of the Sources phase, or a file an Xcode 16
    /// exception set gives to this target.
    case file(String)
    /// Every file under a folder but those under `except` (paths relative to the
    /// folder): an Xcode 16 folder-synchronized group and its exception set.
    case folder(String, except: [String])
    /// Every file matching a glob (`Sources/**/*.swift`) but those matching one of
    /// `except`: Tuist's `sources`.
    case glob(String, except: [String])
}

public struct ManifestDependency: Sendable, Hashable {
    /// A plain string or `.byName(name:)`, a `.target(name:)`, or a `.product(name:package:)`;
    /// for Xcode and Tuist, a target of another project (`project`, `package` holding its
    /// path) and a dependency Tuist resolves itself (`external`). `unreadable` is one only
    /// running the manifest could name (a helper's `.feature(.home)`): `name` holds the
    /// expression as written, and the target's dependencies are known to be incomplete.
    public enum Kind: String, Sendable, Hashable { case byName, target, product, project, external, unreadable }

    public var kind: Kind
    public var name: String
    /// The package of a `.product`, the project path of a `.project`, nil otherwise.
    public var package: String?

    public init(kind: Kind, name: String, package: String? = nil) {
        self.kind = kind
        self.name = name
        self.package = package
    }
}
