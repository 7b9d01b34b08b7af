import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Tuist projects whose targets helper functions make: archhist reads the helpers'
/// folder convention and names a module for each target folder on disk, instead of
/// one guessed module per project.
@Suite struct TuistHelperConventionTests {
    static let helpers = #"""
        import ProjectDescription

        extension Project {
            public static func app(name: String, destinations: Destinations = .iOS) -> Project {
                Project(
                    name: name,
                    targets: [
                        .target(name: name, destinations: destinations, product: .app, bundleId: "io.x.\(name)",
                                sources: ["Targets/\(name)/Sources/**"], dependencies: [.target(name: "\(name)Kit")]),
                    ] + frameworkTargets(named: "\(name)Kit", destinations: destinations)
                )
            }

            public static func framework(name: String) -> Project {
                Project(name: name, targets: frameworkTargets(named: name, destinations: .iOS))
            }

            static func frameworkTargets(named name: String, destinations: Destinations) -> [Target] {
                let framework = Target.target(
                    name: name, destinations: destinations, product: .framework, bundleId: "io.x.\(name)",
                    sources: ["Targets/\(name)/Sources/**"])
                let tests = Target.target(
                    name: "\(name)Tests", destinations: destinations, product: .unitTests,
                    bundleId: "io.x.\(name)Tests", sources: ["Targets/\(name)/Tests/**"],
                    dependencies: [.target(name: name)])
                return [framework, tests]
            }
        }
        """#

    static let tree: [String: String] = [
        "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": helpers,
        "Projects/Home/Project.swift":
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
            + "let project = Project.app(name: \"Home\")\n",
        "Projects/Home/Targets/Home/Sources/HomeApp.swift":
            "import SwiftUI\nimport HomeKit\n@main struct HomeApp: App { let feed = Feed() }\n",
        "Projects/Home/Targets/HomeKit/Sources/Feed.swift":
            "import Core\npublic struct Feed { public init() {}\n let client = Client() }\n",
        "Projects/Home/Targets/HomeKit/Tests/FeedTests.swift":
            "import XCTest\n@testable import HomeKit\nfinal class FeedTests: XCTestCase {}\n",
        "Projects/Core/Project.swift":
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
            + "let project = Project.framework(name: \"Core\")\n",
        "Projects/Core/Targets/Core/Sources/Client.swift": "public struct Client { public init() {} }\n",
    ]

    static func analyze(_ files: [String: String]) throws -> JSONValue {
        let tree = try TemporaryTree(files)
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        return try JSONParser.parse(output.stdout)
    }

    static func modules(_ json: JSONValue) -> [String: JSONValue] {
        Dictionary(
            (json["modules"]?.array ?? []).compactMap { module in module["name"]?.text.map { ($0, module) } },
            uniquingKeysWith: { first, _ in first })
    }

    static func moduleOfFile(_ json: JSONValue) -> [String: String] {
        Dictionary(
            (json["files"]?.array ?? []).compactMap { file in
                file["path"]?.text.flatMap { path in file["module"]?.text.map { (path, $0) } }
            },
            uniquingKeysWith: { first, _ in first })
    }

    @Test func theHelpersFolderConventionNamesOneModulePerTargetFolder() throws {
        let json = try Self.analyze(Self.tree)
        #expect(
            Self.moduleOfFile(json) == [
                "Projects/Home/Targets/Home/Sources/HomeApp.swift": "Home",
                "Projects/Home/Targets/HomeKit/Sources/Feed.swift": "HomeKit",
                "Projects/Home/Targets/HomeKit/Tests/FeedTests.swift": "HomeKitTests",
                "Projects/Core/Targets/Core/Sources/Client.swift": "Core",
            ])
        let modules = Self.modules(json)
        // The kinds and products the helper gives its targets.
        #expect(modules["Home"]?["kind"] == "executable")
        #expect(modules["Home"]?["product"] == "app")
        #expect(modules["HomeKit"]?["product"] == "framework")
        #expect(modules["HomeKitTests"]?["kind"] == "test")
        #expect(modules["Core"]?["product"] == "framework")
        #expect(modules["HomeKit"]?["path"] == "Projects/Home/Targets/HomeKit/Sources")
        #expect(modules["HomeKit"]?["manifest"] == "Projects/Home/Project.swift")
        #expect(
            modules["HomeKit"]?["inferredFrom"]?.text?.hasPrefix(
                "the Tuist helper's folder convention (`Project.app(…)` of "
                    + "Tuist/ProjectDescriptionHelpers/Project+Templates.swift") == true)
        // What the helper's body names is declared, with the call's arguments in place
        // (`.target(name: "\(name)Kit")`), but no list read so is whole: imports are not checked.
        #expect(modules["Home"]?["dependencies"] == .array([.string("HomeKit")]))
        #expect(modules["HomeKitTests"]?["dependencies"] == .array([.string("HomeKit")]))
        #expect(modules["HomeKit"]?["dependencies"] == .array([]))
        #expect(modules["HomeKit"]?["unreadableDependencies"] == .int(1))
        #expect(modules["Home"]?["unreadableDependencies"] == .int(1))
        // Neither project is one guessed module any more.
        #expect(modules["Projects"] == nil && modules["Home/"] == nil)
        let notes = json["notes"]?.array.compactMap(\.text) ?? []
        #expect(
            notes.contains {
                $0.hasPrefix("Projects/Home/Project.swift:4: module HomeKit inferred from the Tuist helper's folder")
            })
    }

    @Test func anImportBetweenInferredModulesIsAModuleEdge() throws {
        let edges = try Self.analyze(Self.tree)["edges"]?["module"]?.array ?? []
        #expect(edges.contains { $0["from"] == "Home" && $0["to"] == "HomeKit" })
        #expect(edges.contains { $0["from"] == "HomeKit" && $0["to"] == "Core" })
    }

    @Test func aParameterNoCallGivesIsReadFromTheFolders() throws {
        let files: [String: String] = [
            "Tuist/ProjectDescriptionHelpers/Feature.swift": #"""
            import ProjectDescription

            extension Target {
                public static func feature(_ module: Module) -> Target {
                    .target(name: "\(module.rawValue)Feature", destinations: .iOS, product: .staticFramework,
                            bundleId: "io.x", sources: ["Features/\(module.rawValue)Feature/Sources/**"])
                }
            }
            """#,
            "Projects/Features/Project.swift":
                "import ProjectDescription\nlet project = Project(name: \"Features\", targets: [.feature(.home)])\n",
            "Projects/Features/Features/HomeFeature/Sources/HomeView.swift": "struct HomeView {}\n",
            "Projects/Features/Features/SearchFeature/Sources/SearchView.swift": "struct SearchView {}\n",
        ]
        let json = try Self.analyze(files)
        #expect(
            Self.moduleOfFile(json) == [
                "Projects/Features/Features/HomeFeature/Sources/HomeView.swift": "HomeFeature",
                "Projects/Features/Features/SearchFeature/Sources/SearchView.swift": "SearchFeature",
            ])
        #expect(Self.modules(json)["SearchFeature"]?["product"] == "staticFramework")
    }

    @Test func withoutAReadableHelperTheCommonLayoutNamesTheModules() throws {
        let files: [String: String] = [
            "Tuist/ProjectDescriptionHelpers/Helpers.swift": "import ProjectDescription\npublic let team = \"x\"\n",
            "Projects/Shop/Project.swift": "import ProjectDescription\nlet project = Project.module(name: \"Shop\")\n",
            "Projects/Shop/Targets/Cart/Sources/Cart.swift": "public struct Cart {}\n",
            "Projects/Shop/Targets/Cart/Tests/CartTests.swift": "import XCTest\n@testable import Cart\n",
            "Projects/Pay/Project.swift": "import ProjectDescription\nlet project = Project.module(name: \"Pay\")\n",
            "Projects/Pay/Sources/Pay.swift": "import Cart\nstruct Pay { let cart: Cart }\n",
            "Projects/Pay/Tests/PayTests.swift": "import XCTest\n@testable import Pay\n",
            "Projects/Pay/Scripts/Tool.swift": "struct Tool {}\n",
        ]
        let json = try Self.analyze(files)
        #expect(
            Self.moduleOfFile(json) == [
                "Projects/Shop/Targets/Cart/Sources/Cart.swift": "Cart",
                "Projects/Shop/Targets/Cart/Tests/CartTests.swift": "CartTests",
                "Projects/Pay/Sources/Pay.swift": "Pay",
                "Projects/Pay/Tests/PayTests.swift": "PayTests",
                // No convention names it: a folder of its own, as a target's would be.
                "Projects/Pay/Scripts/Tool.swift": "Scripts",
            ])
        let modules = Self.modules(json)
        #expect(modules["CartTests"]?["kind"] == "test")
        #expect(
            modules["Cart"]?["inferredFrom"]
                == "Tuist's common folder convention (Targets/$(target)/Sources/** is $(target))")
        let edges = json["edges"]?["module"]?.array ?? []
        #expect(edges.contains { $0["from"] == "Pay" && $0["to"] == "Cart" })
    }

    @Test func aFunctionTheProjectDeclaresItselfMakesTheTargetsItIsCalledFor() throws {
        let files: [String: String] = [
            "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
            "Project.swift": """
            import ProjectDescription
            let project = Project(
              name: "Shop",
              targets: [
                makeApp(name: "Shop"),
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k", sources: "Kit/Sources/**"),
              ]
            )
            func makeApp(name: String) -> Target {
              .target(name: name, destinations: .iOS, product: .app, bundleId: "x", sources: "App/Sources/**")
            }
            """,
            "App/Sources/ShopApp.swift": "import Kit\n@main struct ShopApp { let item = Item() }\n",
            "Kit/Sources/Item.swift": "public struct Item { public init() {} }\n",
        ]
        let json = try Self.analyze(files)
        #expect(Self.moduleOfFile(json)["App/Sources/ShopApp.swift"] == "Shop")
        #expect(Self.modules(json)["Shop"]?["kind"] == "executable")
    }

    @Test func theModularArchitecturesCompanionTargetsAreNamedForTheirModule() throws {
        // Tuist's modular architecture: each module is `Sources`, `Interface`, `Testing`, `Tests`
        // and an `Example` (or `Demo`) app, named `Songs`, `SongsInterface`, `SongsTesting`, …
        var files: [String: String] = [
            "Tuist/ProjectDescriptionHelpers/Helpers.swift": "import ProjectDescription\npublic let team = \"x\"\n"
        ]
        for module in ["Songs", "Chart"] {
            let root = "Projects/Domains/\(module)"
            files["\(root)/Project.swift"] = "import ProjectDescription\nlet project = Project.module(name: .domain)\n"
            files["\(root)/Interface/\(module)Repository.swift"] = "public protocol \(module)Repository {}\n"
            files["\(root)/Sources/\(module)RepositoryImpl.swift"] =
                "import \(module)Interface\nstruct \(module)RepositoryImpl: \(module)Repository {}\n"
            files["\(root)/Testing/\(module)RepositoryStub.swift"] =
                "import \(module)Interface\nstruct \(module)RepositoryStub: \(module)Repository {}\n"
            files["\(root)/Demo/Sources/AppDelegate.swift"] = "import \(module)Testing\n@main struct DemoApp {}\n"
        }
        let json = try Self.analyze(files)
        let moduleOfFile = Self.moduleOfFile(json)
        for module in ["Songs", "Chart"] {
            let root = "Projects/Domains/\(module)"
            #expect(moduleOfFile["\(root)/Interface/\(module)Repository.swift"] == "\(module)Interface")
            #expect(moduleOfFile["\(root)/Sources/\(module)RepositoryImpl.swift"] == module)
            #expect(moduleOfFile["\(root)/Testing/\(module)RepositoryStub.swift"] == "\(module)Testing")
            #expect(moduleOfFile["\(root)/Demo/Sources/AppDelegate.swift"] == "\(module)Demo")
        }
        // Each module's imports of its interface resolve to that interface, never another's.
        let edges = json["edges"]?["module"]?.array ?? []
        #expect(edges.contains { $0["from"] == "Songs" && $0["to"] == "SongsInterface" })
        #expect(edges.contains { $0["from"] == "Chart" && $0["to"] == "ChartInterface" })
        #expect(Self.modules(json)["SongsDemo"]?["kind"] == "executable")
    }

    /// A helper that makes one name an app or a framework by its arguments lists both
    /// targets: the module's product is not known, and it is no app.
    @Test func aNameAHelperMakesAnAppOrAFrameworkHasNoKnownProduct() throws {
        let helpers = #"""
            import ProjectDescription

            public enum Kind { case app, framework }
            extension Project {
                public static func module(name: String, kinds: [Kind]) -> Project {
                    var targets: [Target] = []
                    if kinds.contains(.app) {
                        targets.append(.target(name: name, destinations: .iOS, product: .app, bundleId: "io.x.\(name)",
                                               sources: ["Sources/**"]))
                    }
                    if kinds.contains(.framework) {
                        targets.append(.target(name: name, destinations: .iOS, product: .framework,
                                               bundleId: "io.x.\(name)", sources: ["Sources/**"]))
                    }
                    return Project(name: name, targets: targets)
                }
            }
            """#
        let json = try Self.analyze([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": helpers,
            "Projects/Core/Project.swift":
                "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
                + "let project = Project.module(name: \"Core\", kinds: [.framework])\n",
            "Projects/Core/Sources/Client.swift": "public struct Client { public init() {} }\n",
        ])
        let core = Self.modules(json)["Core"]
        #expect(core?["product"]?.text == "other", "\(String(describing: core))")
        #expect(core?["kind"]?.text == "regular", "\(String(describing: core))")
    }
}
