import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Tuist projects that read a helper's property (`let project = Feature.home.project`)
/// or give a helper an enum case (`.module(.designSystem)`) whose raw value names the
/// targets: each target folder is a module of the name the helper gives it, not one
/// module per project.
@Suite struct TuistHelperPropertyTests {
    /// The tree's analysis and its modules, read as the helper-call tests read them.
    typealias Conventions = TuistHelperConventionTests

    @Test func aProjectReadFromAnEnumCasesPropertyGetsItsTargets() throws {
        let files: [String: String] = [
            "Tuist/ProjectDescriptionHelpers/Feature.swift": #"""
            import ProjectDescription

            public enum Feature: String {
                case home = "Home"
                case search

                public var project: Project {
                    Project(
                        name: rawValue,
                        targets: [
                            .target(name: rawValue, destinations: .iOS, product: .staticFramework,
                                    bundleId: "io.x.\(rawValue)", sources: ["Sources/**"]),
                            .target(name: "\(self.rawValue)Tests", destinations: .iOS, product: .unitTests,
                                    bundleId: "io.x.\(rawValue)Tests", sources: ["Tests/**"]),
                        ])
                }
            }
            """#,
            "Projects/HomeFeature/Project.swift":
                "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Feature.home.project\n",
            "Projects/HomeFeature/Sources/HomeView.swift": "public struct HomeView {}\n",
            "Projects/HomeFeature/Tests/HomeViewTests.swift": "import XCTest\n@testable import Home\n",
            "Projects/SearchFeature/Project.swift":
                "import ProjectDescriptionHelpers\nlet project: Project = Feature.search.project\n",
            "Projects/SearchFeature/Sources/SearchView.swift":
                "import Home\nstruct SearchView { let home: HomeView }\n",
        ]
        let json = try Conventions.analyze(files)
        #expect(
            Conventions.moduleOfFile(json) == [
                "Projects/HomeFeature/Sources/HomeView.swift": "Home",
                "Projects/HomeFeature/Tests/HomeViewTests.swift": "HomeTests",
                // No raw value written: the case's name, as Swift gives it.
                "Projects/SearchFeature/Sources/SearchView.swift": "search",
            ])
        let modules = Conventions.modules(json)
        #expect(modules["HomeTests"]?["kind"] == "test")
        #expect(modules["Home"]?["product"] == "staticFramework")
        #expect(
            modules["Home"]?["inferredFrom"]?.text
                == "the Tuist helper's folder convention (`Feature.home.project` of "
                + "Tuist/ProjectDescriptionHelpers/Feature.swift: Sources/** is Home)")
        #expect(modules["HomeFeature"] == nil)
        let edges = json["edges"]?["module"]?.array ?? []
        #expect(edges.contains { $0["from"] == "search" && $0["to"] == "Home" })
    }

    static let moduleHelpers = #"""
        import ProjectDescription

        public enum Module: String, CaseIterable {
            case designSystem = "DesignSystem", network = "Network"
        }

        extension Project {
            public static func module(_ module: Module, product: Product = .framework) -> Project {
                Project(name: module.rawValue, targets: kitTargets(of: module))
            }

            static func kitTargets(of module: Module) -> [Target] {
                [
                    .target(name: "\(module.rawValue)Kit", destinations: .iOS, product: .framework,
                            bundleId: "io.x", sources: ["Sources/**"]),
                    .target(name: "\(module.rawValue)KitTests", destinations: .iOS, product: .unitTests,
                            bundleId: "io.x", sources: ["Tests/**"]),
                ]
            }
        }

        public enum Modules {
            public static let network = Project.module(.network)
        }
        """#

    @Test func anEnumCasesRawValueNamesTheTargetsOfItsFolders() throws {
        let files: [String: String] = [
            "Tuist/ProjectDescriptionHelpers/Module.swift": Self.moduleHelpers,
            "Projects/DesignSystem/Project.swift":
                "import ProjectDescriptionHelpers\nlet project: Project = .module(.designSystem)\n",
            "Projects/DesignSystem/Sources/Button.swift": "public struct Button {}\n",
            "Projects/DesignSystem/Tests/ButtonTests.swift": "import XCTest\n@testable import DesignSystemKit\n",
            "Projects/Network/Project.swift": "import ProjectDescriptionHelpers\nlet project = Modules.network\n",
            "Projects/Network/Sources/Client.swift": "import DesignSystemKit\nstruct Client { let b: Button }\n",
        ]
        let json = try Conventions.analyze(files)
        #expect(
            Conventions.moduleOfFile(json) == [
                "Projects/DesignSystem/Sources/Button.swift": "DesignSystemKit",
                "Projects/DesignSystem/Tests/ButtonTests.swift": "DesignSystemKitTests",
                "Projects/Network/Sources/Client.swift": "NetworkKit",
            ])
        let modules = Conventions.modules(json)
        #expect(modules["DesignSystemKitTests"]?["kind"] == "test")
        #expect(modules["NetworkKit"]?["inferredFrom"]?.text?.contains("`Modules.network` of") == true)
        let edges = json["edges"]?["module"]?.array ?? []
        #expect(edges.contains { $0["from"] == "NetworkKit" && $0["to"] == "DesignSystemKit" })
        // `explain` says the module is inferred: no manifest declares it.
        let tree = try TemporaryTree(files)
        let explained = CLIHarness(directory: tree.path).run("explain", "Projects/DesignSystem/Sources/Button.swift")
        #expect(
            explained.stdout.contains(
                "Module  DesignSystemKit (framework target of Projects/DesignSystem/Project.swift:2, inferred from "
                    + "the Tuist helper's folder convention (`.module(…)` of "))
    }

    /// A Tuist project keeps each target in a folder of its own: where no helper says which,
    /// each folder of the project is a module, not the project as one.
    @Test func aPropertyNoHelperDeclaresMakesAModuleOfEachTargetFolderAndSaysSo() throws {
        let files: [String: String] = [
            "Tuist/ProjectDescriptionHelpers/Team.swift": "import ProjectDescription\npublic let team = \"x\"\n",
            "Projects/Home/Project.swift": "import ProjectDescriptionHelpers\nlet project = Feature.home.project\n",
            "Projects/Home/HomeKit/HomeApp.swift": "import HomeAPI\nstruct HomeApp { let api: HomeClient }\n",
            "Projects/Home/HomeAPI/HomeClient.swift": "public struct HomeClient {}\n",
        ]
        let json = try Conventions.analyze(files)
        #expect(
            Conventions.moduleOfFile(json) == [
                "Projects/Home/HomeKit/HomeApp.swift": "HomeKit", "Projects/Home/HomeAPI/HomeClient.swift": "HomeAPI",
            ])
        let inferred = "a target folder of Projects/Home/Project.swift, whose targets only Tuist can name"
        #expect(Conventions.modules(json)["HomeKit"]?["inferredFrom"]?.text == inferred)
        let edges = json["edges"]?["module"]?.array ?? []
        #expect(edges.contains { $0["from"] == "HomeKit" && $0["to"] == "HomeAPI" })
        let notes = json["notes"]?.array.compactMap(\.text) ?? []
        #expect(
            notes.contains(
                "Projects/Home/Project.swift:2: targets built by `Feature.home.project` cannot be read without "
                    + "running Tuist"))
        #expect(notes.contains("Projects/Home/HomeKit/: module HomeKit inferred from " + inferred))
        let tree = try TemporaryTree(files)
        let explained = CLIHarness(directory: tree.path).run("explain", "Projects/Home/HomeKit/HomeApp.swift")
        let said = "Module  HomeKit (no target archhist can read holds it; inferred from " + inferred
        #expect(explained.stdout.contains(said))
    }
}
