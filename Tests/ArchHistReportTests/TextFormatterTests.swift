import ArchHistCore
import ArchHistReport
import Testing

@Suite struct TextFormatterTests {
    /// The lines of one section: from its title to the blank line after it.
    private func section(_ title: String, in text: String) -> [String] {
        let lines = text.lines
        guard let start = lines.firstIndex(where: { $0.hasPrefix(title) }) else { return [] }
        let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
        return Array(lines[start..<end])
    }

    @Test func headerNamesTheRootAndTheSpec() throws {
        var report = try Fixtures.report()
        report.specDescription = "preset harness, inferred: 84% of files matched its layers (clean 20%, modular 5%)"
        let lines = AnalysisFormat.text.render(report).lines
        #expect(
            Array(lines.prefix(3)) == [
                "archhist report for Demo",
                "spec: preset harness, inferred: 84% of files matched its layers (clean 20%, modular 5%)",
                "",
            ])
    }

    @Test func summary() throws {
        let text = AnalysisFormat.text.render(try Fixtures.report())
        #expect(
            section("Summary", in: text) == [
                "Summary",
                "  Files       9 (1 test file)",
                "  Lines       84",
                "  Modules     4 (2 regular, 1 test)",
                "  Not built   1 file no target compiles",
                "    Scripts/gen.swift",
                "  Domains     2",
                "  Layers      4",
                "  No layer    2 files in no layer",
                "    Scripts/gen.swift",
                "    Sources/Features/Profile/Misc.swift",
                "  No domain   1 file in a layer but no domain",
                "    Sources/Shared/UI/Banner.swift",
                "  References  7 to another file, 1 within their own file, 1 ambiguous, 1 unresolved",
            ])
    }

    @Test func summaryListsAtMostTenPaths() throws {
        let text = AnalysisFormat.text.render(try Fixtures.big(modules: 3, loose: 12))
        let summary = section("Summary", in: text)
        #expect(summary.contains("  No layer    13 files in no layer"))
        #expect(summary.contains("    Loose/File08.swift"))
        #expect(!summary.contains("    Loose/File09.swift"))
        #expect(summary.count { $0.hasPrefix("    ") } == 11)
        #expect(summary.contains("    … and 3 more"))
        // A spec without domains has no "No domain" line.
        #expect(!summary.contains { $0.hasPrefix("  No domain") })
    }

    @Test func matrixIsAlignedWithTotals() throws {
        let text = AnalysisFormat.text.render(try Fixtures.report())
        #expect(
            section("Files by domain and layer", in: text) == [
                "Files by domain and layer (test files left out)",
                "               UI  Domain  Data  Shared  (none)  Total",
                "  Login         1       1     1       -       -      3",
                "  Profile       1       -     -       -       1      2",
                "  (no domain)   1       -     -       1       1      3",
                "  Total         3       1     1       1       2      8",
            ])
    }

    @Test func matrixOmitsEmptyRowsAndTheNoneColumnWhenAllIsCovered() throws {
        var report = try Fixtures.report()
        report.analysis.files.removeAll { !$0.isTest && ($0.layer == nil || $0.domain == nil) }
        let text = AnalysisFormat.text.render(report)
        #expect(
            section("Files by domain and layer", in: text) == [
                "Files by domain and layer (test files left out)",
                "           UI  Domain  Data  Shared  Total",
                "  Login     1       1     1       -      3",
                "  Profile   1       -     -       -      1",
                "  Total     2       1     1       0      4",
            ])
    }

    @Test func dependenciesBetweenLayersFollowTheSpecOrder() throws {
        let text = AnalysisFormat.text.render(try Fixtures.report())
        #expect(
            section("Dependencies between layers", in: text) == [
                "Dependencies between layers",
                "  UI    → Domain  2  e.g. Sources/Features/Login/UI/LoginView.swift:5 → LoginUseCase.swift",
                "  UI    → Data    2  e.g. Sources/Features/Login/UI/LoginView.swift:6 → LoginAPI.swift",
                "  UI    → Shared  1  e.g. Sources/Features/Login/UI/LoginView.swift:7 → Logger.swift",
                "  Data  → Domain  1  e.g. Sources/Features/Login/Data/LoginAPI.swift:4 → LoginUseCase.swift",
            ])
        #expect(
            section("Dependencies between domains", in: text) == [
                "Dependencies between domains",
                "  Profile  → Login  2  e.g. Sources/Features/Profile/UI/ProfileView.swift:3 → LoginUseCase.swift",
            ])
        #expect(
            section("Dependencies between modules", in: text) == [
                "Dependencies between modules",
                "  Features  → Shared  2  e.g. Sources/Features/Login/UI/LoginView.swift:2 → Shared",
            ])
    }

    @Test func moduleEdgesAreTheBusiestTwenty() throws {
        let text = AnalysisFormat.text.render(try Fixtures.big(modules: 60, loose: 0))
        let lines = section("Dependencies between modules", in: text)
        #expect(lines.first == "Dependencies between modules (busiest 20 of 60)")
        #expect(lines.count == 22)
        // Weight 4 for every n % 3 == 2: exactly twenty of them, by name.
        let expected = stride(from: 2, to: 60, by: 3).map {
            "  \(Fixtures.module($0))  → Core  4  e.g. \(Fixtures.module($0))/File.swift:1 → Core"
        }
        #expect(Array(lines[1...20]) == expected)
        #expect(lines.last == "  … and 40 more (use --format json for all)")
        #expect(section("Dependencies between layers", in: text) == ["Dependencies between layers", "  none"])
    }

    @Test func violationsAreGroupedByRuleAndSortedByFileThenLine() throws {
        var report = try Fixtures.report()
        report.analysis.violations += [
            Violation(rule: "tidy", severity: .info, file: "b.swift", line: 9, target: "x", message: "third"),
            Violation(rule: "tidy", severity: .info, file: "a.swift", line: 12, target: "y", message: "second"),
            Violation(rule: "tidy", severity: .info, file: "a.swift", line: 3, target: "z", message: "first"),
            Violation(
                rule: "complete", severity: .error, file: "Sources/Features/Profile", line: nil, target: "Data",
                message: "domain Profile has no Data layer"),
        ]
        let text = AnalysisFormat.text.render(report)
        #expect(
            section("Violations", in: text) == [
                "Violations",
                "  layering (error): 1 violation",
                "    UI may depend only on Domain, Shared: depend on an abstraction from an allowed layer and "
                    + "let the composition root supply the implementation",
                "    Sources/Features/Login/UI/LoginView.swift:6  UI depends on Data (uses LoginAPI from "
                    + "Sources/Features/Login/Data/LoginAPI.swift)",
                "  complete (error): 1 violation",
                "    Sources/Features/Profile  domain Profile has no Data layer",
                "  pure-domain (warning): 1 violation",
                "    SwiftUI is forbidden in Domain: move the code that needs it to an outer layer",
                "    Sources/Features/Login/Domain/LoginUseCase.swift:1  Domain imports SwiftUI",
                "  tidy (info): 3 violations",
                "    a.swift:3  first",
                "    a.swift:12  second",
                "    b.swift:9  third",
            ])
        #expect(text.lines.last(where: { !$0.isEmpty }) == "6 violations (2 errors, 1 warning, 3 infos)")
    }

    @Test func atMostFiftyFindingsPerRule() throws {
        let text = AnalysisFormat.text.render(try Fixtures.big(modules: 60, loose: 0, distinct: true))
        let lines = section("Violations", in: text)
        #expect(lines[1] == "  no-core (error): 60 violations")
        #expect(
            lines[2]
                == "    M00/File.swift:1  Any imports Core0. Core0 is forbidden in Any: "
                + "move the code that needs it to an outer layer"
        )
        #expect(lines.count == 2 + 50 + 1)
        #expect(lines[51].hasPrefix("    M49/File.swift:1  "))
        #expect(lines.last == "    … and 10 more (use --format json for all)")
        #expect(text.hasSuffix("\n60 violations (60 errors, 0 warnings, 0 infos)\n"))
    }

    @Test func oneFindingInManyFilesIsSaidOnce() throws {
        let text = AnalysisFormat.text.render(try Fixtures.big(modules: 60, loose: 0))
        let lines = section("Violations", in: text)
        #expect(lines[1] == "  no-core (error): 60 violations as 1 finding")
        // The advice every violation of the rule shares is said once, under the rule.
        #expect(lines[2] == "    Core is forbidden in Any: move the code that needs it to an outer layer")
        #expect(lines[3] == "    Any imports Core: 60 places")
        #expect(lines[4] == "      M00/File.swift:1, M01/File.swift:1, M02/File.swift:1 and 57 more")
        #expect(lines.count == 5)
        #expect(text.hasSuffix("\n60 violations (60 errors, 0 warnings, 0 infos)\n"))
    }

    @Test func waivedViolationsAndNotes() throws {
        var report = try Fixtures.report()
        report.analysis.notes = ["exception for x (a → b) matches no violation: remove it from the spec"]
        let text = AnalysisFormat.text.render(report)
        #expect(
            section("Waived", in: text) == [
                "Waived by exceptions: 1 violation",
                "  layering  Sources/Features/Profile/UI/ProfileView.swift:4 → "
                    + "Sources/Features/Login/Data/LoginAPI.swift",
                "    reason: legacy screen, rewrite planned (until 2099-12-31)",
            ])
        #expect(
            section("Notes", in: text) == [
                "Notes",
                "  - exception for x (a → b) matches no violation: remove it from the spec",
            ])
        #expect(text.hasSuffix("\n\n2 violations (1 error, 1 warning, 0 infos)\n"))
    }

    @Test func cleanTreeSaysNoViolations() throws {
        var report = try Fixtures.report()
        report.analysis.violations = []
        report.analysis.waived = []
        let text = AnalysisFormat.text.render(report)
        #expect(text.hasSuffix("\n\nNo violations.\n"))
        #expect(section("Violations", in: text).isEmpty)
        #expect(section("Waived", in: text).isEmpty)
        #expect(section("Notes", in: text).isEmpty)
    }

    @Test func verdictUsesSingularForOne() throws {
        var report = try Fixtures.report()
        report.analysis.violations.removeLast()
        #expect(AnalysisFormat.text.render(report).hasSuffix("\n1 violation (1 error, 0 warnings, 0 infos)\n"))
    }
}
