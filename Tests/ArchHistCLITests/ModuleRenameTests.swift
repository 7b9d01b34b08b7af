import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// A module renamed with its folder and its target (`Network` → `NetworkClient`) is
/// one module to plans, `burndown`, `boundaries`, `report` and `diff`.
@Suite struct ModuleRenameTests {
    private let spec = """
        {"layers": [{"name": "Feature", "modules": ["App"]}, {"name": "Network", "modules": ["Network*"]},
                    {"name": "Models", "modules": ["Models"]}]}
        """

    private func package(_ network: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Models"),
                .target(name: "\(network)", dependencies: ["Models"]),
                .executableTarget(name: "App", dependencies: ["\(network)", "Models"]),
            ]
        )
        """
    }

    /// start (two uses of Network from App), one more use, the rename, one use fewer.
    private func makeHistory() throws -> (GitSandbox, CLIHarness, [String]) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.write("archhist.json", spec)
        try repo.write("Package.swift", package("Network"))
        try repo.write("Sources/Models/Item.swift", "public struct Item {}\n")
        try repo.write(
            "Sources/Network/Client.swift",
            "import Models\npublic struct Client {\n    public init() {}\n    public func items() -> [Item] { [] }\n}\n"
        )
        try repo.write(
            "Sources/Network/Request.swift", "public struct Request {\n    public let path: String\n}\n")
        try repo.write("Sources/App/Main.swift", "import Network\nlet client = Client()\n")
        var commits = [try repo.commit("start")]
        try repo.write("Sources/App/Orders.swift", "import Network\nlet request = Request(path: \"/orders\")\n")
        commits.append(try repo.commit("orders"))
        try repo.git("mv", "Sources/Network", "Sources/NetworkClient")
        try repo.write("Package.swift", package("NetworkClient"))
        try repo.write("Sources/App/Main.swift", "import NetworkClient\nlet client = Client()\n")
        try repo.write("Sources/App/Orders.swift", "import NetworkClient\nlet request = Request(path: \"/orders\")\n")
        commits.append(try repo.commit("rename Network to NetworkClient"))
        try FileManager.default.removeItem(atPath: repo.root + "/Sources/App/Orders.swift")
        commits.append(try repo.commit("no orders"))
        try repo.write(
            "plan.json",
            """
            {"name": "Decouple", "milestones": [
              {"id": "old-name", "measure": {"kind": "dependencies", "by": "module", "from": "App",
               "to": "Network"}, "due": "2030-01-01"},
              {"id": "new-name", "measure": {"kind": "dependencies", "by": "module", "from": "App",
               "to": "NetworkClient"}, "due": "2030-01-01"}]}
            """)
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("backfill").stdout == "backfill: 4 commits, 4 recorded, 0 already recorded\n")
        return (repo, cli, commits)
    }

    @Test func test_burndown_followsTheRename_underEitherName() throws {
        let (repo, cli, _) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("burndown", "--plan", "plan.json", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let root = try JSONParser.parse(output.stdout)
        for milestone in root["milestones"]?.array ?? [] {
            let values = (milestone["points"]?.array ?? []).map { $0["value"] }
            let id = milestone["id"]?.text ?? ""
            // Uses from App to the one module: 2, 4, 4 across the rename, then 2.
            #expect(values == [2, 4, 4, 2], "\(id)")
            #expect(milestone["status"] != "done" && milestone["status"] != "regressed", "\(id)")
        }
        #expect((root["milestones"]?.array ?? []).count == 2)
    }

    @Test func test_boundaries_followTheRename() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let text = cli.run("boundaries", "--by", "module").stdout
        let rows = text.split(separator: "\n").filter { $0.contains("App") }
        // One boundary, crossed since the start under its newest name; none stopped by the rename.
        #expect(rows.count == 1, "\(text)")
        #expect(rows.first?.contains("NetworkClient") == true)
        #expect(rows.first?.contains(String(commits[0].prefix(12))) == true)
        #expect(rows.first?.contains("crossed (2)") == true)
        let since = cli.run("boundaries", "--since", commits[1], "--by", "module").stdout
        #expect(!since.contains("NetworkClient"), "the rename crosses nothing for the first time: \(since)")
    }

    @Test func test_diff_saysTheModuleWasRenamed_andNoModuleEdgeChanged() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let text = cli.run("diff", commits[1], commits[2]).stdout
        #expect(text.contains("module renamed Network → NetworkClient"), "\(text)")
        let json = try JSONParser.parse(cli.run("diff", commits[1], commits[2], "--format", "json").stdout)
        let renamed = json["files"]?["renamedModules"]?.array ?? []
        #expect(renamed.map { "\($0["from"]?.text ?? "") → \($0["to"]?.text ?? "")" } == ["Network → NetworkClient"])
        let moduleEdges = (json["edges"]?.array ?? []).filter { $0["level"] == "module" }
        #expect(moduleEdges.isEmpty, "\(moduleEdges)")
    }
}
