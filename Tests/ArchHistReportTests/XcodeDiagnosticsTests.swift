import ArchHistCore
import ArchHistReport
import Testing

/// `--format xcode`: lines Xcode reads as diagnostics, `path:line:column: kind: message`.
@Suite struct XcodeDiagnosticsTests {
    private func violation(
        _ rule: String, _ severity: Severity, _ file: String, _ line: Int?, _ message: String, advice: String? = nil
    ) -> Violation {
        Violation(rule: rule, severity: severity, file: file, line: line, target: "T", message: message, advice: advice)
    }

    @Test func everyFindingIsOneDiagnosticAtAnAbsolutePathWithItsRule() throws {
        var report = try Fixtures.report()
        report.analysis.violations = [
            violation("layering", .error, "Sources/UI/A.swift", 12, "UI depends on Data", advice: "go through Domain"),
            violation("pure-domain", .warning, "Sources/Domain/B.swift", 4, "Domain imports SwiftUI"),
            violation("single-implementation", .info, "Sources/Data/C.swift", 3, "one conformance"),
            violation("modules", .error, "Package.swift", nil, "Features declares Shared and never uses it"),
            violation("complete", .error, "Sources/Features/Login", nil, "domain Login has no UI layer"),
        ]
        report.locations = FileLocations(root: "/work/App", specFile: "/work/App/archhist.json")
        #expect(
            AnalysisFormat.xcode.render(report).split(separator: "\n") == [
                "/work/App/Sources/UI/A.swift:12:1: error: UI depends on Data. go through Domain [layering]",
                "/work/App/Sources/Domain/B.swift:4:1: warning: Domain imports SwiftUI [pure-domain]",
                // Xcode shows a `note` only under the diagnostic before it: an info stands alone.
                "/work/App/Sources/Data/C.swift:3:1: warning: info: one conformance [single-implementation]",
                "/work/App/Package.swift:1:1: error: Features declares Shared and never uses it [modules]",
                // A folder is no place to open: the spec, where the rule is written, names it.
                "/work/App/archhist.json:1:1: error: domain Login has no UI layer (folder Sources/Features/Login) "
                    + "[complete]",
            ])
    }

    @Test func withoutARootPathsStayRelativeAndAFolderIsNamedItself() throws {
        var report = try Fixtures.report()
        report.analysis.violations = [
            violation("complete", .error, "Sources/Features/Login", nil, "domain Login has no UI layer"),
            violation("complete", .error, "", nil, "domain App has no UI layer"),
        ]
        #expect(
            AnalysisFormat.xcode.render(report) == """
                Sources/Features/Login:1:1: error: domain Login has no UI layer [complete]
                .:1:1: error: domain App has no UI layer [complete]

                """)
    }

    @Test func noFindingsPrintNothing() throws {
        var report = try Fixtures.report()
        report.analysis.violations = []
        #expect(AnalysisFormat.xcode.render(report) == "")
    }

    @Test func aFileNameCannotStartALineOrForgeADiagnostic() throws {
        var report = try Fixtures.report()
        report.analysis.violations = [
            violation("layering", .error, "Sources/Evil\n/x.swift:1:1: error: forged.swift", 2, "UI depends\non Data")
        ]
        report.locations = FileLocations(root: "/r", specFile: nil)
        let output = AnalysisFormat.xcode.render(report)
        #expect(output.split(separator: "\n").count == 1)
        #expect(
            output
                == "/r/Sources/Evil\\n/x.swift:1:1: error: forged.swift:2:1: error: UI depends\\non Data [layering]\n")
    }
}
