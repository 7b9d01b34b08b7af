import ArchHistCore
import Testing

/// Which modules compile a file: Xcode and Tuist targets by what they list, SwiftPM
/// targets by the folder they own, else a guess from the top folder.
@Suite struct ModuleMapTests {
    static func project(_ path: String, _ targets: [ManifestTarget]) -> ManifestFile {
        ManifestFile(path: path, manifest: PackageManifest(kind: .xcodeProject, name: nil, targets: targets))
    }

    static func target(
        _ name: String, _ product: ProductType, _ sources: [SourceRule], line: Int = 1
    ) -> ManifestTarget {
        ManifestTarget(name: name, kind: product.targetKind, product: product, sources: sources, line: line)
    }

    static func names(_ map: inout ModuleMap, _ path: String) -> [String] { map.moduleNames(forFile: path) }

    @Test func aFileTwoTargetsCompileBelongsToBothTheAppFirst() {
        var map = ModuleMap(manifests: [
            Self.project(
                "App.xcodeproj/project.pbxproj",
                [
                    Self.target("AppTests", .unitTest, [.file("Tests/AppTests.swift"), .file("Shared/Model.swift")]),
                    Self.target("App", .app, [.file("App/AppView.swift"), .file("Shared/Model.swift")]),
                    Self.target("Widget", .appExtension, [.file("Widget/Widget.swift"), .file("Shared/Model.swift")]),
                ])
        ])
        #expect(Self.names(&map, "Shared/Model.swift") == ["App", "AppTests", "Widget"])
        #expect(Self.names(&map, "App/AppView.swift") == ["App"])
        #expect(Self.names(&map, "Tests/AppTests.swift") == ["AppTests"])
        #expect(map.module(named: "AppTests")?.isTestTarget == true)
        #expect(map.module(named: "Widget")?.product == .appExtension)
    }

    /// A Mac's file system ignores case, and so does Xcode's lookup of a listed file: a
    /// group named `Extension` finds the folder `extension`. A file listed exactly wins.
    @Test func aListedFileIsFoundWhateverTheCaseOfItsFolder() {
        var map = ModuleMap(manifests: [
            Self.project(
                "App.xcodeproj/project.pbxproj",
                [
                    Self.target("App", .app, [.file("App/AppView.swift")]),
                    Self.target("Extension", .appExtension, [.file("Extension/ViewController.swift")]),
                ])
        ])
        #expect(Self.names(&map, "extension/ViewController.swift") == ["Extension"])
        #expect(Self.names(&map, "app/AppView.swift") == ["App"])
        #expect(Self.names(&map, "App/AppView.swift") == ["App"])
        #expect(Self.names(&map, "extension/Other.swift") != ["Extension"])
    }

    /// A manifest archhist cannot read (`Package { … }` from a DSL of the package's own) still
    /// builds its folders: SwiftPM's layout names them, and none of them is "not compiled".
    @Test func anUnreadPackageFollowsSwiftPMsLayout() {
        let unread = ManifestFile(
            path: "Package.swift",
            manifest: PackageManifest(
                name: nil, targets: [], warnings: [ScanWarning(line: 1, message: "no Package(…) initializer found")]))
        let app = ManifestFile(
            path: "App/Package.swift",
            manifest: PackageManifest(name: "App", targets: [ManifestTarget(name: "AppCore", kind: .regular, line: 3)]))
        var map = ModuleMap(manifests: [unread, app])
        #expect(Self.names(&map, "Sources/Features/Discover/DiscoverView.swift") == ["Features"])
        // With the tree's files, the shallowest folder holding Swift files directly is a target.
        let paths = [
            "Sources/Clients/FileClient/FileClient.swift", "Sources/Clients/FileClient/Live/Live.swift",
            "Sources/Clients/RepoClient/RepoClient.swift",
        ]
        var told = ModuleMap(manifests: [unread, app], paths: paths)
        #expect(Self.names(&told, "Sources/Clients/FileClient/Live/Live.swift") == ["FileClient"])
        #expect(told.module(named: "FileClient")?.path == "Sources/Clients/FileClient")
        #expect(Self.names(&told, "Sources/Clients/RepoClient/RepoClient.swift") == ["RepoClient"])
        #expect(Self.names(&map, "Tests/FeaturesTests/DiscoverTests.swift") == ["FeaturesTests"])
        #expect(map.module(named: "Features")?.isCompiled == true)
        #expect(Self.names(&map, "App/Sources/AppCore/App.swift") == ["AppCore"])
        // Outside the layout (the DSL's own sources): as before, a guess.
        #expect(Self.names(&map, "Package/Sources/Index.swift") != ["Sources"])
    }

    @Test func targetsAreKnownByTheModuleTheyBuildAndTwoThatBuildOneAreOne() {
        var ios = Self.target("Shared-iOS", .framework, [.file("Shared/A.swift"), .file("Shared/iOSOnly.swift")])
        ios.moduleName = "Shared"
        var watch = Self.target(
            "Shared-watchOS", .framework, [.file("Shared/A.swift"), .file("Shared/WatchOnly.swift")])
        watch.moduleName = "Shared"
        watch.dependencies = [ManifestDependency(kind: .target, name: "Kit-watchOS")]
        var kit = Self.target("Kit-watchOS", .framework, [.file("Kit/K.swift")])
        kit.moduleName = "Kit"
        var app = Self.target("App", .app, [.file("App/App.swift")])
        app.dependencies = [ManifestDependency(kind: .target, name: "Shared-iOS")]
        var map = ModuleMap(manifests: [Self.project("App.xcodeproj/project.pbxproj", [app, ios, watch, kit])])
        #expect(Self.names(&map, "Shared/A.swift") == ["Shared"])
        #expect(Self.names(&map, "Shared/WatchOnly.swift") == ["Shared"])
        #expect(Self.names(&map, "Kit/K.swift") == ["Kit"])
        // Dependencies name the modules, and the one module has the dependencies of both targets.
        #expect(map.module(named: "App")?.declaredDependencies.map(\.name) == ["Shared"])
        #expect(map.module(named: "Shared")?.declaredDependencies.map(\.name) == ["Kit"])
        #expect(map.modules.map(\.name) == ["App", "Shared", "Kit"])
        #expect(map.module(named: "Shared")?.targets == ["Shared-iOS", "Shared-watchOS"])
        #expect(map.module(named: "App")?.targets == [])
    }

    @Test func appsOfOneNameThatSeparateProjectsBuildAreModulesOfTheirOwn() {
        func app(_ folder: String) -> [ManifestFile] {
            var tests = Self.target("FinanceAppTests", .unitTest, [.file("Tests/HomeTests.swift")])
            tests.dependencies = [ManifestDependency(kind: .target, name: "FinanceApp")]
            return [
                Self.project(
                    "\(folder)/FinanceApp.xcodeproj/project.pbxproj",
                    [Self.target("FinanceApp", .app, [.file("Home/HomeView.swift")]), tests])
            ]
        }
        var map = ModuleMap(manifests: app("solutions/one") + app("solutions/two"))
        #expect(Self.names(&map, "solutions/one/Home/HomeView.swift") == ["FinanceApp (one)"])
        #expect(Self.names(&map, "solutions/two/Home/HomeView.swift") == ["FinanceApp (two)"])
        #expect(map.module(named: "FinanceApp (two)")?.targets == ["FinanceApp"])
        // Each project's tests depend on their own app.
        #expect(
            map.module(named: "FinanceAppTests")?.declaredDependencies.map(\.name) == [
                "FinanceApp (one)", "FinanceApp (two)",
            ])
        // One project building an app for two platforms keeps one name.
        var single = ModuleMap(manifests: [
            Self.project(
                "App.xcodeproj/project.pbxproj",
                [
                    Self.target("App", .app, [.file("iOS/App.swift")]),
                    Self.target("App", .app, [.file("macOS/App.swift")]),
                ])
        ])
        #expect(Self.names(&single, "macOS/App.swift") == ["App"])
    }

    @Test func pathsAreRelativeToTheFolderHoldingTheProjectAndMayLeaveIt() {
        var map = ModuleMap(manifests: [
            Self.project(
                "iOS/App.xcodeproj/project.pbxproj",
                [
                    Self.target(
                        "App", .app,
                        [
                            .file("Sources/A.swift"), .file("../Shared/B.swift"), .file("../../Outside.swift"),
                            .file("./Sources/C.swift"), .file("Sources/./D.swift"), .file("Sources//E.swift"),
                            .file("Sources/Old/../F.swift"), .file(".hidden/..G.swift"),
                        ])
                ])
        ])
        for path in [
            "iOS/Sources/C.swift", "iOS/Sources/D.swift", "iOS/Sources/E.swift", "iOS/Sources/F.swift",
            "iOS/.hidden/..G.swift",
        ] {
            #expect(Self.names(&map, path) == ["App"], "\(path)")
        }
        #expect(Self.names(&map, "iOS/Sources/A.swift") == ["App"])
        #expect(Self.names(&map, "Shared/B.swift") == ["App"])
        // Neither the project folder's own A.swift at the root nor a path past the root.
        #expect(Self.names(&map, "Sources/A.swift") == ["Sources/"])
        #expect(map.module(named: "Sources/")?.isCompiled == false)
    }

    @Test func aSynchronizedFolderTakesEverythingBelowButItsExceptions() {
        var map = ModuleMap(manifests: [
            Self.project(
                "App.xcodeproj/project.pbxproj",
                [
                    Self.target("App", .app, [.folder("App", except: ["Debug/Fixtures.swift", "Previews"])]),
                    Self.target(
                        "AppTests", .unitTest, [.folder("AppTests", except: []), .file("App/Debug/Fixtures.swift")]),
                ])
        ])
        #expect(Self.names(&map, "App/Deep/Folder/View.swift") == ["App"])
        #expect(Self.names(&map, "App/Debug/Fixtures.swift") == ["AppTests"])
        // Left out of the App target: not compiled, and never taken for the target
        // named like its top folder.
        #expect(Self.names(&map, "App/Previews/Preview.swift") == ["App/"])
        #expect(map.module(named: "App/")?.isCompiled == false)
        // A folder whose name only starts like the synchronized one is not in it.
        #expect(Self.names(&map, "AppKit/X.swift") == ["AppKit/"])
    }

    @Test func projectTargetsWinOverAPackageFolderThatAlsoHoldsTheFile() {
        let package = ManifestFile(
            directory: "",
            manifest: PackageManifest(
                name: "Kit",
                targets: [
                    ManifestTarget(name: "Kit", kind: .regular, line: 5)
                ]))
        var map = ModuleMap(manifests: [
            package,
            Self.project(
                "App.xcodeproj/project.pbxproj", [Self.target("App", .app, [.file("Sources/Kit/Shared.swift")])]),
        ])
        #expect(Self.names(&map, "Sources/Kit/Shared.swift") == ["App"])
        #expect(Self.names(&map, "Sources/Kit/Other.swift") == ["Kit"])
    }

    @Test func tuistGlobsAreRelativeToTheManifestFolder() {
        let tuist = ManifestFile(
            path: "Projects/Feature/Project.swift",
            manifest: PackageManifest(
                kind: .tuistProject, name: "Feature",
                targets: [
                    Self.target("Feature", .framework, [.glob("Sources/**", except: ["Sources/Generated/**"])]),
                    Self.target("FeatureTests", .unitTest, [.glob("Tests/**/*.swift", except: [])]),
                ]))
        var map = ModuleMap(manifests: [tuist])
        #expect(Self.names(&map, "Projects/Feature/Sources/A/B.swift") == ["Feature"])
        #expect(Self.names(&map, "Projects/Feature/Tests/BTests.swift") == ["FeatureTests"])
        #expect(Self.names(&map, "Projects/Feature/Sources/Generated/G.swift") == ["Projects/"])
        #expect(map.module(named: "Projects/")?.isCompiled == false)
    }

    @Test func filesOutsideEveryTargetAreNotCompiledOnlyWhenTargetsAreDeclared() {
        var none = ModuleMap(manifests: [])
        #expect(Self.names(&none, "Scripts/Tool.swift") == ["Scripts"])
        #expect(none.module(named: "Scripts")?.origin == .folder)

        var declared = ModuleMap(manifests: [
            ManifestFile(
                directory: "",
                manifest: PackageManifest(
                    name: "Kit",
                    targets: [
                        ManifestTarget(name: "Kit", kind: .regular, line: 5)
                    ]))
        ])
        #expect(Self.names(&declared, "Scripts/Tool.swift") == ["Scripts/"])
        #expect(declared.module(named: "Scripts/")?.origin == .notCompiled)
        // A playground inside a target's folder is run by Xcode, not compiled by the target.
        #expect(Self.names(&declared, "Sources/Kit/Demo.playground/Contents.swift") == ["Sources/"])
        #expect(Self.names(&declared, "Sources/Kit/Real.swift") == ["Kit"])
    }
}

/// The role of each path of a tree: Tuist's manifests are manifests only in a tree
/// that uses Tuist.
@Suite struct TreeRolesTests {
    @Test func xcodeProjectsAndPackagesAreManifestsByPath() {
        let roles = TreeRoles(paths: ["App.xcodeproj/project.pbxproj", "Package.swift", "App/Project.swift"])
        #expect(roles.manifestKind(of: "App.xcodeproj/project.pbxproj") == .xcodeProject)
        #expect(roles.manifestKind(of: "iOS/App.xcodeproj/project.pbxproj") == .xcodeProject)
        #expect(roles.manifestKind(of: "Notes/project.pbxproj") == nil)
        #expect(roles.manifestKind(of: "App.xcworkspace/contents.xcworkspacedata") == .xcodeWorkspace)
        // The workspace inside every project opens only that project.
        #expect(roles.manifestKind(of: "App.xcodeproj/project.xcworkspace/contents.xcworkspacedata") == nil)
        #expect(roles.manifestKind(of: "Package.swift") == .package)
        // No Tuist here: a Project.swift is app source.
        #expect(roles.manifestKind(of: "App/Project.swift") == nil)
        #expect(roles.isSwiftSource("App/Project.swift"))
    }

    @Test func inATuistTreeItsManifestsAndHelpersAreNotSources() {
        let paths = [
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift", "Projects/App/Project.swift", "Workspace.swift",
            "Projects/App/Sources/AppView.swift", "Tuist/Package.swift",
        ]
        let roles = TreeRoles(paths: paths)
        #expect(roles.usesTuist)
        #expect(roles.manifestKind(of: "Projects/App/Project.swift") == .tuistProject)
        #expect(!roles.isSwiftSource("Projects/App/Project.swift"))
        #expect(!roles.isSwiftSource("Workspace.swift"))
        #expect(!roles.isSwiftSource("Tuist/ProjectDescriptionHelpers/Project+Templates.swift"))
        #expect(roles.manifestKind(of: "Tuist/Package.swift") == nil)
        #expect(roles.isSwiftSource("Projects/App/Sources/AppView.swift"))
        #expect(!TreeRoles(paths: ["Tuist/Notes.swift"]).usesTuist)
    }
}

extension ModuleMapTests {
    /// A Tuist project made by a helper function cannot be read: its files that no
    /// folder convention names are compiled by targets archhist cannot see, so they get
    /// the project's folder as a guessed module, not "not compiled".
    @Test func filesOfAProjectWhoseTargetsCannotBeReadAreGuessedFromItsFolder() {
        let unread = ManifestFile(
            path: "Projects/Core/APIClient/Project.swift",
            manifest: PackageManifest(
                kind: .tuistProject, name: nil, targets: [],
                warnings: [
                    ScanWarning(
                        line: 8, message: "targets built by `Project.make(…)` cannot be read without running Tuist")
                ]))
        let read = ManifestFile(
            path: "Projects/App/Project.swift",
            manifest: PackageManifest(
                kind: .tuistProject, name: "App", targets: [Self.target("App", .app, [.glob("Sources/**", except: [])])]
            ))
        var map = ModuleMap(manifests: [unread, read])
        #expect(Self.names(&map, "Projects/Core/APIClient/Client.swift") == ["APIClient"])
        #expect(map.module(named: "APIClient")?.origin == .folder)
        // Tuist's common layout names the tests, with no helper to read.
        #expect(Self.names(&map, "Projects/Core/APIClient/Tests/ClientTests.swift") == ["APIClientTests"])
        #expect(map.module(named: "APIClientTests")?.isTestTarget == true)
        #expect(map.module(named: "APIClientTests")?.inferredBy?.hasPrefix("Tuist's common folder convention") == true)
        #expect(Self.names(&map, "Projects/App/Sources/AppView.swift") == ["App"])
        #expect(Self.names(&map, "Scripts/Tool.swift") == ["Scripts/"])
    }
}
