import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

@testable import ArchHistReport

@Suite struct JSONFormatterTests {
    private func document(_ report: AnalysisReport) throws -> JSONValue {
        try JSONParser.parse(AnalysisFormat.json.render(report))
    }

    @Test func eachFormatRendersWithItsOwnRenderer() throws {
        #expect(AnalysisFormat.allCases.map(\.rawValue) == ["text", "json", "xcode"])
        #expect(AnalysisFormat(rawValue: "json") == .json)
        let report = try Fixtures.report()
        #expect(AnalysisFormat.json.render(report) == AnalysisJSONFormatter().format(report))
        #expect(AnalysisFormat.text.render(report) == AnalysisTextFormatter().format(report))
        #expect(AnalysisFormat.json.render(report) != AnalysisFormat.text.render(report))
    }

    @Test func topLevelKeysComeInAFixedOrder() throws {
        let report = try Fixtures.report()
        let text = AnalysisFormat.json.render(report)
        #expect(text.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"tool\": \"archhist\",\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(text == AnalysisFormat.json.render(report))
        let json = try JSONParser.parse(text)
        #expect(
            json.keys == [
                "schemaVersion", "tool", "spec", "summary", "modules", "matrix", "files", "edges", "violations",
                "waived", "notes",
            ])
        #expect(json == AnalysisJSONFormatter().value(of: report))
    }

    @Test func spec() throws {
        let json = try document(Fixtures.report())
        #expect(
            json["spec"] == [
                "description": "archhist.json",
                "preset": nil,
                "layers": ["UI", "Domain", "Data", "Shared"],
                "rules": [
                    ["id": "layering", "kind": "layers", "severity": "error"],
                    ["id": "pure-domain", "kind": "imports", "severity": "warning"],
                ],
            ])
    }

    @Test func presetIsNamedWhenTheSpecExtendsOne() throws {
        var report = try Fixtures.report()
        report.analysis.spec.preset = "clean"
        report.specDescription = "archhist.json (extends preset clean)"
        let json = try document(report)
        #expect(json["spec"]?["preset"] == "clean")
        #expect(json["spec"]?["description"] == "archhist.json (extends preset clean)")
    }

    @Test func summary() throws {
        let json = try document(Fixtures.report())
        #expect(
            json["summary"] == [
                "files": 9,
                "testFiles": 1,
                "lines": 84,
                "modules": 4,
                "domains": 2,
                "layers": 4,
                "uncoveredFiles": 2,
                "filesWithoutDomain": 1,
                "notCompiledFiles": 1,
                "violations": ["error": 1, "warning": 1, "info": 0],
                "waived": 1,
                "references": ["resolved": 7, "local": 1, "ambiguous": 1, "unresolved": 1],
            ])
    }

    @Test func modulesSayWhereTheyComeFrom() throws {
        let json = try document(Fixtures.report())
        #expect(
            json["modules"] == [
                [
                    "name": "Features", "kind": "regular", "path": "Sources/Features", "product": nil,
                    "manifest": "Package.swift", "targets": ["Features"], "files": 5, "dependencies": ["Shared"],
                    "unreadableDependencies": 0, "inferredFrom": nil,
                ],
                [
                    "name": "Shared", "kind": "regular", "path": "Sources/Shared", "product": nil,
                    "manifest": "Package.swift", "targets": ["Shared"], "files": 2, "dependencies": [],
                    "unreadableDependencies": 0, "inferredFrom": nil,
                ],
                [
                    "name": "AppTests", "kind": "test", "path": "Tests", "product": nil, "manifest": "Package.swift",
                    "targets": ["AppTests"], "files": 1, "dependencies": ["Features"],
                    "unreadableDependencies": 0, "inferredFrom": nil,
                ],
                // The package declares targets, and none compiles the script.
                [
                    "name": "Scripts/", "kind": "notCompiled", "path": "Scripts", "product": nil, "manifest": nil,
                    "targets": [], "files": 1, "dependencies": [], "unreadableDependencies": 0, "inferredFrom": nil,
                ],
            ])
    }

    @Test func matrixListsNonEmptyCellsWithNullForNone() throws {
        let json = try document(Fixtures.report())
        #expect(
            json["matrix"] == [
                "domains": ["Login", "Profile"],
                "layers": ["UI", "Domain", "Data", "Shared"],
                "cells": [
                    ["domain": "Login", "layer": "UI", "files": 1],
                    ["domain": "Login", "layer": "Domain", "files": 1],
                    ["domain": "Login", "layer": "Data", "files": 1],
                    ["domain": "Profile", "layer": "UI", "files": 1],
                    ["domain": "Profile", "layer": nil, "files": 1],
                    ["domain": nil, "layer": "UI", "files": 1],
                    ["domain": nil, "layer": "Shared", "files": 1],
                    ["domain": nil, "layer": nil, "files": 1],
                ],
            ])
    }

    @Test func filesAreOrderedByPathWithEveryKey() throws {
        var report = try Fixtures.report()
        report.analysis.files.reverse()
        let files = try document(report)["files"]?.array ?? []
        #expect(
            files.compactMap { $0["path"] } == [
                "Scripts/gen.swift",
                "Sources/Features/Login/Data/LoginAPI.swift",
                "Sources/Features/Login/Domain/LoginUseCase.swift",
                "Sources/Features/Login/UI/LoginView.swift",
                "Sources/Features/Profile/Misc.swift",
                "Sources/Features/Profile/UI/ProfileView.swift",
                "Sources/Shared/Logger.swift",
                "Sources/Shared/UI/Banner.swift",
                "Tests/LoginTests.swift",
            ])
        #expect(
            files[0] == [
                "path": "Scripts/gen.swift", "module": "Scripts/", "modules": ["Scripts/"], "domain": nil, "layer": nil,
                "test": false, "lines": 4,
                "imports": [], "declarations": [], "references": [],
            ])
        #expect(
            files[1] == [
                "path": "Sources/Features/Login/Data/LoginAPI.swift", "module": "Features", "modules": ["Features"],
                "domain": "Login", "layer": "Data",
                "test": false, "lines": 15,
                "imports": [["module": "Foundation", "line": 1, "attributes": [], "condition": nil]],
                "declarations": [["kind": "class", "name": "LoginAPI", "line": 3]],
                "references": [["name": "LoginUseCase", "line": 4]],
            ])
        #expect(files[8]["test"] == true)
        #expect(
            files[8]["imports"] == [
                ["module": "Features", "line": 1, "attributes": ["testable"], "condition": "DEBUG"]
            ])
    }

    @Test func edgesAtEveryLevelWithAnExample() throws {
        let json = try document(Fixtures.report())
        #expect(json["edges"]?.keys == ["module", "layer", "domain"])
        #expect(
            json["edges"]?["module"] == [
                [
                    "from": "Features", "to": "Shared", "count": 2,
                    "example": ["file": "Sources/Features/Login/UI/LoginView.swift", "line": 2, "target": "Shared"],
                ]
            ])
        #expect(
            json["edges"]?["layer"]?.array.map { "\($0["from"]!)>\($0["to"]!)=\($0["count"]!)" } == [
                #""Data">"Domain"=1"#, #""UI">"Data"=2"#, #""UI">"Domain"=2"#, #""UI">"Shared"=1"#,
            ])
        #expect(
            json["edges"]?["domain"] == [
                [
                    "from": "Profile", "to": "Login", "count": 2,
                    "example": [
                        "file": "Sources/Features/Profile/UI/ProfileView.swift", "line": 3,
                        "target": "Sources/Features/Login/Domain/LoginUseCase.swift",
                    ],
                ]
            ])
    }

    @Test func violationsKeepTheirOrderAndNullLines() throws {
        var report = try Fixtures.report()
        report.analysis.violations.append(
            Violation(
                rule: "completeness", severity: .info, file: "Sources/Features/Profile", line: nil, target: "Data",
                message: "domain Profile has no Data layer"))
        let violations = try document(report)["violations"]?.array ?? []
        #expect(violations.count == 3)
        #expect(violations.compactMap { $0["rule"] } == ["layering", "pure-domain", "completeness"])
        #expect(
            violations[1] == [
                "rule": "pure-domain", "severity": "warning",
                "file": "Sources/Features/Login/Domain/LoginUseCase.swift",
                "line": 1, "target": "SwiftUI",
                "message": .string(
                    "Domain imports SwiftUI. SwiftUI is forbidden in Domain: move the code that needs it to an "
                        + "outer layer"),
                "fingerprint": .string(
                    Fingerprint.of(
                        rule: "pure-domain", file: "Sources/Features/Login/Domain/LoginUseCase.swift", target: "SwiftUI"
                    )),
            ])
        #expect(violations[2].keys == ["rule", "severity", "file", "line", "target", "message", "fingerprint"])
        #expect(violations[2]["line"] == nil as JSONValue)
        #expect(violations[2]["severity"] == "info")
    }

    @Test func waivedViolationsCarryTheirException() throws {
        var report = try Fixtures.report()
        var forever = report.analysis.waived[0]
        forever.file = "Sources/Other.swift"
        forever.waivedBy?.expires = nil
        report.analysis.waived.append(forever)
        let waived = try document(report)["waived"]?.array ?? []
        #expect(waived.count == 2)
        #expect(
            waived[0].keys == [
                "rule", "severity", "file", "line", "target", "message", "fingerprint", "reason", "expires",
            ])
        #expect(waived[0]["file"] == "Sources/Features/Profile/UI/ProfileView.swift")
        #expect(waived[0]["line"] == 4)
        #expect(waived[0]["reason"] == "legacy screen, rewrite planned")
        #expect(waived[0]["expires"] == "2099-12-31")
        #expect(waived[1]["expires"] == nil as JSONValue)
    }

    @Test func notesAreStrings() throws {
        var report = try Fixtures.report()
        report.analysis.notes = ["a.swift:3: unterminated string literal", "exception for x matches no violation"]
        #expect(
            try document(report)["notes"] == [
                "a.swift:3: unterminated string literal", "exception for x matches no violation",
            ])
    }
}
