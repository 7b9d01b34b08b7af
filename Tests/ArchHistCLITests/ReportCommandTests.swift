import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// `archhist report`: the HTML page reads top-down and is rendered in a real headless
/// browser at two widths, whose screenshots must show the report and its charts;
/// Markdown holds the same findings in the same order.
@Suite struct ReportCommandTests {
    private func makeHistory() throws -> (GitSandbox, CLIHarness) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("start")
        try repo.git("tag", "v1.0")
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        try repo.commit("take a shortcut")
        try repo.write(
            "Sources/PaymentsService/Refunds.swift", "import PaymentsTypes\nstruct Refunds { let payment: Payment }\n")
        try repo.commit("refunds")
        try repo.write(
            "migration.json",
            """
            {"name": "Walls", "milestones": [
              {"id": "wall", "measure": {"kind": "violations", "rule": "service-repo-wall"}, "due": "2027-06-30"}]}
            """)
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("backfill").exitCode == .ok)
        return (repo, cli)
    }

    @Test func theReportReadsTopDownAndRendersInAHeadlessBrowserAt1280And800Pixels() throws {
        let (repo, cli) = try makeHistory()
        let output = cli.run(
            "report", "--from", "v1.0", "--to", "HEAD", "--plan", "migration.json", "--out", "release.html")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let html = try String(contentsOfFile: repo.root + "/release.html", encoding: .utf8)
        #expect(!html.contains("<script"), "no script")
        #expect(
            html.components(separatedBy: "http://").count
                == html.components(separatedBy: "http://www.w3.org/2000/svg").count,
            "the only URL is the SVG namespace: nothing is fetched")
        #expect(!html.contains("https://"))
        // Cards, then what needs attention, then the charts, then the folded details.
        let order = ["class=\"cards\"", "<h2>Needs attention</h2>", "<svg", "<h2>Details</h2>"].map { marker in
            html.range(of: marker).map { html.distance(from: html.startIndex, to: $0.lowerBound) } ?? -1
        }
        #expect(order.allSatisfy { $0 >= 0 } && order == order.sorted(), "\(order)")
        #expect(html.contains("layer <strong>Service</strong> → <strong>Repo</strong>"))
        #expect(html.contains("<td>layer</td><td>Service</td><td>Repo</td>"), "the whole list, in the details")
        #expect(html.contains("<h3>Violations introduced, by rule (3)</h3>"))
        #expect(html.components(separatedBy: "<svg").count - 1 == 4, "two trends, one burndown, the domain graph")
        #expect(!html[html.range(of: "<h2>Details</h2>")!.lowerBound...].contains("<svg"), "no chart in the details")

        for width in [1280, 800] {
            let screenshot = repo.root + "/release-\(width).png"
            let browser = Process()
            browser.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            browser.arguments = [
                "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=1", "--window-size=\(width),3000", "--screenshot=\(screenshot)",
                "file://\(repo.root)/release.html",
            ]
            browser.standardOutput = FileHandle.nullDevice
            browser.standardError = FileHandle.nullDevice
            try browser.run()
            browser.waitUntilExit()
            #expect(browser.terminationStatus == 0, "chromium (Debian's package) renders the report")
            // Not blank; the palette's blue lines and boxes; red where a rule is broken; not all
            // white; nothing drawn in the rightmost 4 px (the page does not overflow the window).
            let check = """
                import sys
                from PIL import Image
                image = Image.open(sys.argv[1]).convert("RGB")
                width, height = image.size
                pixels = list(image.getdata())
                def near(c, t): return all(abs(a - b) < 40 for a, b in zip(c, t))
                print(len(set(pixels)) > 200)
                print(sum(1 for p in pixels if near(p, (0, 114, 178))) > 800)
                print(sum(1 for p in pixels if near(p, (192, 57, 43))) > 100)
                print(sum(1 for p in pixels if p == (255, 255, 255)) < len(pixels) * 0.97)
                edge = [image.getpixel((x, y)) for x in range(width - 4, width) for y in range(height)]
                print(all(p in ((255, 255, 255), (246, 247, 249)) for p in edge))
                """
            let python = Process()
            python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            python.arguments = ["python3", "-c", check, screenshot]
            let out = Pipe()
            python.standardOutput = out
            python.standardError = FileHandle.nullDevice
            try python.run()
            let verdict = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            python.waitUntilExit()
            #expect(
                verdict == "True\nTrue\nTrue\nTrue\nTrue\n",
                "the screenshot at \(width) px (python3 with Pillow reads it) shows the report: \(verdict)")
        }
    }

    @Test func test_report_inMarkdownHoldsTheFindings() throws {
        let (repo, cli) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let markdown = cli.run("report", "--from", "v1.0", "--format", "markdown").stdout
        #expect(markdown.hasPrefix("## Architecture report: v1.0"))
        #expect(markdown.contains("| layer | Service | Repo |"))
        #expect(markdown.contains("Violations: 3 introduced, 0 fixed, 8 persisting."))
        let order = ["| violations |", "### Needs attention", "### Trends", "### Details"].map { marker in
            markdown.range(of: marker).map { markdown.distance(from: markdown.startIndex, to: $0.lowerBound) } ?? -1
        }
        #expect(order.allSatisfy { $0 >= 0 } && order == order.sorted(), "the HTML page's order: \(order)")
        #expect(markdown.contains("| layer **Service** → **Repo** | "))
        #expect(markdown.contains("<details><summary>Violations introduced (3)</summary>\n\n- `"))
        #expect(markdown.contains("```mermaid\n---\ntitle: domains"))
        let unrecorded = cli.run("report", "--from", "HEAD~5")
        #expect(unrecorded.exitCode == .usage)
    }

    @Test func theReportsBurndownIsTheBurndownCommandsWhateverTheReportsRange() throws {
        let (repo, cli) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        // The report covers the last commit alone; the plan's range is all three.
        let markdown = cli.run("report", "--from", "HEAD~1", "--plan", "migration.json", "--format", "markdown")
        #expect(markdown.exitCode == .ok, "\(markdown.stderr)")
        let burndown = try JSONParser.parse(cli.run("burndown", "--plan", "migration.json", "--format", "json").stdout)
        let milestone = try #require(burndown["milestones"]?.array.first)
        guard case .number(let number)? = milestone["now"], let now = number.intValue else {
            Issue.record("no current value: \(milestone)")
            return
        }
        let status = try #require(milestone["status"]?.text)
        #expect(milestone["points"]?.array.count == 3)
        #expect(markdown.stdout.contains("Measured as `archhist burndown` measures it: 3 recorded runs"))
        #expect(markdown.stdout.contains("| wall | \(now) | 0 | "))
        #expect(markdown.stdout.contains("| 2027-06-30 | "))
        #expect(markdown.stdout.contains(" | \(status) |"))
    }
}
