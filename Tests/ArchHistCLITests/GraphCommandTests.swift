import ArchHistCLI
import ArchHistTestSupport
import Foundation
import Testing

/// `archhist graph`: DOT and Mermaid with violating edges and new crossings marked.
@Suite struct GraphCommandTests {
    @Test func test_graph_marksViolatingEdgesAndNewCrossings() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("start")
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        try repo.commit("shortcut")
        let cli = CLIHarness(directory: repo.root)

        let dot = cli.run("graph", "--by", "layer", "--since", "HEAD~1", "--format", "dot")
        #expect(dot.exitCode == .ok, "\(dot.stderr)")
        let lines = dot.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "digraph archhist {")
        #expect(lines.last == "}")
        #expect(
            lines.contains(
                "  \"Config\" -> \"Repo\" [label=\"1 ✗ harness-layers\", color=red, fontcolor=red, penwidth=2];"))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "  \"Service\" -> \"Repo\" [label=\"2 ✗ harness-layers ×2, service-repo-wall ×2 (new)\"")
                    && $0.contains("style=dashed")
            })
        #expect(lines.contains("  \"Service\" -> \"Config\" [label=\"3\"];"))

        // `--level`, the grain's former name, still draws the same graph: scripts keep working.
        #expect(cli.run("graph", "--level", "layer", "--since", "HEAD~1", "--format", "dot").stdout == dot.stdout)
        #expect(cli.run("backfill").exitCode == .ok)
        let boundaries = cli.run("boundaries", "--by", "layer")
        #expect(boundaries.exitCode == .ok && boundaries.stdout.contains("Service"), "\(boundaries.stderr)")
        #expect(cli.run("boundaries", "--level", "layer").stdout == boundaries.stdout)
        for command in ["graph", "boundaries"] {
            let help = cli.run(command, "--help").stdout
            #expect(help.contains("--by <grain>") && !help.contains("--level"), "\(help)")
        }

        let mermaid = cli.run("graph", "--by", "domain").stdout
        #expect(mermaid.contains("flowchart LR"))
        #expect(mermaid.contains("[\"Payments\"]") && mermaid.contains("[\"Booking\"]"))
        // Five uses (`BookingFeature.State` in CheckoutFeature uses `BookingFeature` too),
        // three of which break a rule: only those are red, with their count per rule.
        #expect(mermaid.contains("n1 -->|\"2\"| n0"))
        #expect(mermaid.contains("n1 -->|\"3 ✗ cross-domain-imports-are-clean ×2, service-repo-wall ×1\"| n0"))
        #expect(mermaid.contains("linkStyle 1 stroke:#d00,stroke-width:2px"))
        #expect(!mermaid.contains("linkStyle 0 "))
    }

    /// A module named by a folder holding a quote and a line break: Mermaid and DOT
    /// labels stay one quoted label each, and no name starts a line.
    @Test func aFolderNameCannotBreakAGraphLabel() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        let evil = "Ev\"il\nflowchart LR"
        try repo.write("App/A.swift", "struct A { let e: Evil }\n")
        try repo.write("\(evil)/Evil.swift", "struct Evil {}\n")
        try repo.commit("start")
        let cli = CLIHarness(directory: repo.root)
        let mermaid = cli.run("graph", "--by", "module")
        #expect(mermaid.exitCode == .ok, "\(mermaid.stderr)")
        let lines = mermaid.stdout.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("flowchart") }.count == 1, "\(mermaid.stdout)")
        #expect(mermaid.stdout.contains("[\"Ev#quot;il\\nflowchart LR\"]"), "\(mermaid.stdout)")
        let dot = cli.run("graph", "--by", "module", "--format", "dot").stdout
        #expect(!dot.split(separator: "\n").contains { $0.hasPrefix("flowchart") }, "\(dot)")
        #expect(dot.contains("\"Ev\\\"il\\nflowchart LR\""), "\(dot)")
    }
}
