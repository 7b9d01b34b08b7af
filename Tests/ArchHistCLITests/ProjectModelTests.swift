import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A real iOS app's structure as its build describes it: the modules `analyze`,
/// `explain` and `record` see come from Tuist and Xcode targets, not folders.
@Suite struct ProjectModelTests {
    static let tuistTree: [String: String] = [
        "Tuist/ProjectDescriptionHelpers/Helpers.swift": "import ProjectDescription\npublic let team = \"x\"\n",
        "Workspace.swift":
            "import ProjectDescription\nlet workspace = Workspace(name: \"App\", projects: [\"Projects/*\"])\n",
        "Projects/App/Project.swift": """
        import ProjectDescription

        let project = Project(
            name: "App",
            targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
                        sources: ["Sources/**"], dependencies: [.project(target: "Booking", path: "../Booking")]),
                .target(name: "AppTests", destinations: .iOS, product: .unitTests, bundleId: "a.t",
                        sources: ["Tests/**"], dependencies: [.target(name: "App")]),
            ]
        )
        """,
        "Projects/App/Sources/AppMain.swift":
            "import SwiftUI\nimport Booking\n@main struct AppMain: App { let s = BookingService() }\n",
        "Projects/App/Tests/AppTests.swift":
            "import XCTest\n@testable import App\nfinal class AppTests: XCTestCase {}\n",
        "Projects/Booking/Project.swift": """
        import ProjectDescription

        let project = Project(
            name: "Booking",
            targets: [
                .target(name: "Booking", destinations: .iOS, product: .framework, bundleId: "b",
                        sources: [.glob("Sources/**", excluding: ["Sources/Legacy/**"])]),
            ]
        )
        """,
        "Projects/Booking/Sources/BookingService.swift": "public struct BookingService { public init() {} }\n",
        "Projects/Booking/Sources/Legacy/OldBooking.swift": "struct OldBooking {}\n",
    ]

    /// A spec whose only rule is the modules rule, allowing every dependency: what is
    /// left to find are the imports a target does not declare.
    static let everyModuleAllowed = """
        {"layers": [{"name": "All", "paths": ["**"]}],
         "rules": [{"id": "modules", "kind": "modules", "allow": {"*": ["*"]}}]}
        """

    /// A third project, Payments, that nothing declares a dependency on.
    static let paymentsProject: [String: String] = [
        "Projects/Payments/Project.swift": """
        import ProjectDescription
        let project = Project(name: "Payments", targets: [
            .target(name: "Payments", destinations: .iOS, product: .framework, bundleId: "p",
                    sources: ["Sources/**"]),
        ])
        """,
        "Projects/Payments/Sources/Pay.swift": "public struct Pay {}\n",
    ]

    @Test func aTuistTreeHasTheModulesItsProjectsDeclareAndItsManifestsAreNoSource() throws {
        let tree = try TemporaryTree(Self.tuistTree)
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.exitCode == .ok)
        let json = try JSONParser.parse(output.stdout)
        let files = json["files"]?.array ?? []
        #expect(
            files.compactMap { $0["path"]?.text }.sorted() == [
                "Projects/App/Sources/AppMain.swift", "Projects/App/Tests/AppTests.swift",
                "Projects/Booking/Sources/BookingService.swift", "Projects/Booking/Sources/Legacy/OldBooking.swift",
            ])
        let moduleOf = Dictionary(
            uniqueKeysWithValues: files.compactMap { file in
                file["path"]?.text.flatMap { path in file["module"]?.text.map { (path, $0) } }
            })
        #expect(moduleOf["Projects/App/Sources/AppMain.swift"] == "App")
        #expect(moduleOf["Projects/App/Tests/AppTests.swift"] == "AppTests")
        #expect(moduleOf["Projects/Booking/Sources/BookingService.swift"] == "Booking")
        // Excluded by its target's glob: compiled by nothing.
        #expect(moduleOf["Projects/Booking/Sources/Legacy/OldBooking.swift"] == "Projects/")
        #expect(json["summary"]?["notCompiledFiles"] == 1)
        let modules = json["modules"]?.array ?? []
        let booking = modules.first { $0["name"] == "Booking" }
        #expect(booking?["product"] == "framework")
        #expect(booking?["manifest"] == "Projects/Booking/Project.swift")
        #expect(modules.first { $0["name"] == "AppTests" }?["kind"] == "test")
        // The import of another project's target is a module edge.
        let moduleEdges = json["edges"]?["module"]?.array ?? []
        #expect(moduleEdges.contains { $0["from"] == "App" && $0["to"] == "Booking" })
    }

    @Test func importingATargetTheProjectDoesNotDependOnIsAFindingOfTheModulesRule() throws {
        var files = Self.tuistTree.merging(Self.paymentsProject) { _, payments in payments }
        files["Projects/Booking/Sources/Checkout.swift"] = "import Payments\nstruct Checkout { let pay: Pay }\n"
        files["archhist.json"] = Self.everyModuleAllowed
        let tree = try TemporaryTree(files)
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let found = try Finding.all(inJSON: output.stdout)
        // App declares its dependency on Booking; Booking never declared Payments.
        #expect(found == [Finding("modules", "Projects/Booking/Sources/Checkout.swift", "Payments")])
    }

    @Test func aTargetWithADependencyOnlyTuistCouldNameIsNotJudgedOnItsImports() throws {
        var files = Self.tuistTree.merging(Self.paymentsProject) { _, payments in payments }
        files["Projects/App/Project.swift"] = files["Projects/App/Project.swift"]!.replacing(
            "dependencies: [.project(target: \"Booking\", path: \"../Booking\")]",
            with: "dependencies: [.project(target: \"Booking\", path: \"../Booking\"), .feature(.payments)]")
        files["Projects/App/Sources/Pay+App.swift"] = "import Payments\nextension Pay {}\n"
        files["archhist.json"] = Self.everyModuleAllowed
        let tree = try TemporaryTree(files)
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        // `.feature(.payments)` may well be Payments: App's imports are not judged.
        #expect(try Finding.all(inJSON: output.stdout).isEmpty)
        let app = try JSONParser.parse(output.stdout)["modules"]?.array.first { $0["name"]?.text == "App" }
        #expect(app?["unreadableDependencies"] == .int(1))
    }

    @Test func theModuleGraphDrawsDeclaredDependenciesBesideTheUses() throws {
        var files = Self.tuistTree.merging(Self.paymentsProject) { _, payments in payments }
        files["Projects/App/Project.swift"] = files["Projects/App/Project.swift"]!.replacing(
            "dependencies: [.project(target: \"Booking\", path: \"../Booking\")]",
            with: "dependencies: [.project(target: \"Booking\", path: \"../Booking\"), "
                + ".project(target: \"Payments\", path: \"../Payments\")]")
        files["Projects/Booking/Sources/Checkout.swift"] = "import Payments\nstruct Checkout { let pay: Pay }\n"
        let repo = try GitSandbox(clock: .hourPerGitRun)
        for (path, text) in files { try repo.write(path, text) }
        try repo.commit("start")

        let dot = CLIHarness(directory: repo.root).run("graph", "--by", "module", "--format", "dot")
        #expect(dot.exitCode == .ok, "\(dot.stderr)")
        let lines = Set(dot.stdout.split(separator: "\n").map(String.init))
        // App uses Booking as declared; it declares Payments and uses it nowhere;
        // Booking uses Payments without declaring it.
        #expect(lines.contains("  \"App\" -> \"Booking\" [label=\"2\"];"))
        #expect(
            lines.contains(
                "  \"App\" -> \"Payments\" [label=\"declared, unused\", style=dotted, color=gray, fontcolor=gray];"))
        #expect(lines.contains("  \"Booking\" -> \"Payments\" [label=\"2, not declared\"];"))

        let mermaid = CLIHarness(directory: repo.root).run("graph", "--by", "module").stdout
        #expect(mermaid.contains("-.->|\"declared, unused\"|"))
    }

    @Test func aFileTwoTargetsCompileUsesAsAMemberOfEachOnlyWhatThatTargetSees() throws {
        let tree = try TemporaryTree([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Project.swift": """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
                        sources: ["App/**", "Common/**"]),
                .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "a.w",
                        sources: ["Widget/**", "Common/**"]),
            ])
            """,
            "App/Opener.swift": "struct Opener { static func open() {} }\n",
            "Widget/Timeline.swift": "struct Timeline { static let now = 0 }\n",
            "Common/Action.swift": """
            struct Action {
                func run() {
                    #if WIDGET
                    _ = Timeline.now
                    #else
                    Opener.open()
                    #endif
                }
            }
            """,
        ])
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let json = try JSONParser.parse(output.stdout)
        // Each use is inside the target that declares it: neither target uses the other.
        #expect(json["edges"]?["module"]?.array.isEmpty == true)
        let action = json["files"]?.array.first { $0["path"]?.text == "Common/Action.swift" }
        #expect(action?["modules"]?.array.count == 2)
    }

    @Test func explainNamesTheTargetAndTheManifestThatDeclaresIt() throws {
        let tree = try TemporaryTree(Self.tuistTree)
        let output = CLIHarness(directory: tree.path).run("explain", "Projects/Booking/Sources/BookingService.swift")
        #expect(output.exitCode == .ok)
        #expect(output.stdout.contains("Module  Booking (framework target declared in Projects/Booking/Project.swift:"))
        let manifest = CLIHarness(directory: tree.path).run("explain", "Projects/Booking/Project.swift")
        #expect(manifest.exitCode == .usage)
        #expect(
            manifest.stderr.contains(
                "it is a manifest (tuistProject): it declares targets and is compiled into none"))
        let helper = CLIHarness(directory: tree.path).run("explain", "Tuist/ProjectDescriptionHelpers/Helpers.swift")
        #expect(helper.stderr.contains("it is Tuist's build configuration (the tree uses Tuist), not app source"))
        let legacy = CLIHarness(directory: tree.path).run("explain", "Projects/Booking/Sources/Legacy/OldBooking.swift")
        #expect(
            legacy.stdout.contains(
                "Module  Projects/ (not compiled: no target of the tree's manifests compiles it"))
    }
}

/// History keeps the Xcode project's modules: a run stores the project file as a
/// manifest, a commit that changes it places files again, and what `show` rebuilds
/// is what `analyze` gives for the same tree.
@Suite struct XcodeProjectHistoryTests {
    static let sources: [String: String] = [
        "Ledger/LedgerApp.swift": "import SwiftUI\n@main struct LedgerApp: App { let view = BalanceView() }\n",
        "Ledger/BalanceView.swift": "import SwiftUI\nstruct BalanceView: View { let f = AmountFormatter() }\n",
        "Shared/Formatting.swift": "struct AmountFormatter {}\n",
        "LedgerWidget/LedgerWidgetBundle.swift":
            "import WidgetKit\nstruct LedgerWidgetBundle { let f = AmountFormatter() }\n",
        "LedgerTests/BalanceTests.swift":
            "import XCTest\n@testable import Ledger\nfinal class BalanceTests: XCTestCase {}\n",
        "LedgerUITests/LaunchTests.swift": "import XCTest\nfinal class LaunchTests: XCTestCase {}\n",
        "Scripts/Release.swift": "print(\"release\")\n",
    ]

    static func files(_ json: JSONValue) -> [String: [String]] {
        var modules: [String: [String]] = [:]
        for file in json["files"]?.array ?? [] {
            guard let path = file["path"]?.text else { continue }
            modules[path] = file["modules"]?.array.compactMap(\.text)
        }
        return modules
    }

    @Test func recordedRunsKeepTheTargetsOfEveryFileAndFollowTheProjectsChanges() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        for (path, text) in Self.sources { try repo.write(path, text) }
        try repo.write("Ledger.xcodeproj/project.pbxproj", LedgerProject.text)
        try repo.commit("app")
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("record", "--preset", "clean").exitCode == .ok)
        let shown = try JSONParser.parse(cli.run("show", "HEAD", "--format", "json").stdout)
        let modules = Self.files(shown)
        #expect(modules["Shared/Formatting.swift"] == ["Ledger", "LedgerWidgetExtension"])
        #expect(modules["Ledger/BalanceView.swift"] == ["Ledger"])
        #expect(modules["LedgerTests/BalanceTests.swift"] == ["LedgerTests"])
        #expect(modules["Scripts/Release.swift"] == ["Scripts/"])
        let analyzed = try JSONParser.parse(cli.run("analyze", "--preset", "clean", "--format", "json").stdout)
        #expect(Self.files(analyzed) == modules)
        #expect(shown["modules"] == analyzed["modules"])
        #expect(shown["edges"] == analyzed["edges"])

        // The app stops building BalanceView: only the project file changes.
        let dropped = LedgerProject.text.replacingOccurrences(
            of: "\t\t\t\tBF_APP_BALANCE /* BalanceView.swift in Sources */,\n", with: "")
        #expect(dropped != LedgerProject.text)
        try repo.write("Ledger.xcodeproj/project.pbxproj", dropped)
        try repo.commit("drop the balance view")
        // A new process records the child from its parent's run.
        #expect(cli.run("record", "--preset", "clean").exitCode == .ok)
        let child = try JSONParser.parse(cli.run("show", "HEAD", "--format", "json").stdout)
        #expect(Self.files(child)["Ledger/BalanceView.swift"] == ["Ledger/"])
        #expect(child["summary"]?["notCompiledFiles"] == 2)
        let whole = try JSONParser.parse(cli.run("analyze", "--preset", "clean", "--format", "json").stdout)
        #expect(Self.files(whole) == Self.files(child))
        #expect(whole["edges"] == child["edges"])
        #expect(whole["violations"] == child["violations"])
    }
}

/// A workspace ties projects together; one it opens that the repository does not
/// hold leaves its targets unknown, and archhist says so.
@Suite struct XcodeWorkspaceTests {
    @Test func aProjectTheWorkspaceOpensButTheTreeLacksIsNoted() throws {
        var files = XcodeProjectHistoryTests.sources
        files["Ledger.xcodeproj/project.pbxproj"] = LedgerProject.text
        files["Ledger.xcworkspace/contents.xcworkspacedata"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Ledger.xcodeproj"></FileRef>
               <FileRef location = "group:Libraries/Charts.xcodeproj"></FileRef>
               <FileRef location = "group:../Kit/Kit.xcodeproj"></FileRef>
            </Workspace>
            """
        let tree = try TemporaryTree(files)
        let output = CLIHarness(directory: tree.path).run("analyze", "--preset", "clean", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let notes = try JSONParser.parse(output.stdout)["notes"]?.array.compactMap(\.text) ?? []
        let workspaceNotes = notes.filter { $0.hasPrefix("Ledger.xcworkspace/contents.xcworkspacedata: ") }
        #expect(workspaceNotes.count == 2)
        #expect(workspaceNotes.contains { $0.contains("opens Libraries/Charts.xcodeproj, which is not in the tree") })
        #expect(workspaceNotes.contains { $0.contains("opens ../Kit/Kit.xcodeproj, which is outside the repository") })
    }
}
