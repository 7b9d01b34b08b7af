import ArchHistCore
import ArchHistReport
import ArchHistSupport
import ArchHistTestSupport
import Testing

@Suite struct ExplainFormatterTests {
    private func file(_ suffix: String, in analysis: Analysis) throws -> AnalyzedFile {
        try #require(analysis.files.first { $0.path.hasSuffix(suffix) })
    }

    private func section(_ title: String, in text: String) -> [String] {
        let lines = text.lines
        guard let start = lines.firstIndex(where: { $0.hasPrefix(title) }) else { return [] }
        let end = lines[start...].firstIndex(of: "") ?? lines.endIndex
        return Array(lines[start..<end])
    }

    @Test func placementAndItsReasons() throws {
        let analysis = try Fixtures.analysis()
        let text = ExplainFormat.text.render(
            ExplainReport(file: try file("LoginView.swift", in: analysis), analysis: analysis))
        #expect(
            section("Sources/Features/Login/UI/LoginView.swift", in: text) == [
                "Sources/Features/Login/UI/LoginView.swift",
                "  Module  Features (regular target declared in Package.swift:5)",
                "  Layer   UI (path matches '**/UI/**')",
                "  Domain  Login (path matches 'Sources/Features/{name}/**')",
                "  Lines   20",
            ])
    }

    @Test func unplacedFilesSayWhy() throws {
        let analysis = try Fixtures.analysis()
        let script = ExplainFormat.text.render(
            ExplainReport(file: try file("gen.swift", in: analysis), analysis: analysis))
        #expect(
            script.contains(
                "  Module  Scripts/ (not compiled: no target of the tree's manifests compiles it; "
                    + "named after its top folder Scripts/)\n"))
        #expect(script.contains("  Layer   none: no layer matched\n"))
        #expect(script.contains("  Domain  none: no domain matched\n"))
        let logger = ExplainFormat.text.render(
            ExplainReport(file: try file("Logger.swift", in: analysis), analysis: analysis))
        #expect(
            logger.contains("  Domain  none: no domain matched; layer Shared is cross-cutting, so none is needed\n"))
        let test = ExplainFormat.text.render(
            ExplainReport(file: try file("LoginTests.swift", in: analysis), analysis: analysis))
        #expect(test.contains("  Module  AppTests (test target declared in Package.swift:10)\n"))
        #expect(test.contains("  Layer   none: test file (in test target AppTests)\n"))
        #expect(
            section("Imports", in: test) == [
                "Imports (1)",
                "  line  import                     condition",
                "     1  @testable import Features  #if DEBUG",
            ])
    }

    @Test func importsDeclarationsAndDependencies() throws {
        let analysis = try Fixtures.analysis()
        let text = ExplainFormat.text.render(
            ExplainReport(file: try file("LoginView.swift", in: analysis), analysis: analysis))
        #expect(
            section("Imports", in: text) == [
                "Imports (2)",
                "  line  import",
                "     1  import SwiftUI",
                "     2  import Shared",
            ])
        #expect(
            section("Declarations", in: text) == [
                "Declarations (1)",
                "  line  kind    name",
                "     4  struct  LoginView",
            ])
        #expect(
            section("Depends on", in: text) == [
                "Depends on (4)",
                "  line  uses          target                                            layer   domain",
                "     2  import        module Shared                                     -       -",
                "     5  LoginUseCase  Sources/Features/Login/Domain/LoginUseCase.swift  Domain  Login",
                "     6  LoginAPI      Sources/Features/Login/Data/LoginAPI.swift        Data    Login",
                "     7  Logger        Sources/Shared/Logger.swift                       Shared  -",
            ])
        #expect(
            section("Used by", in: text) == [
                "Used by (1 use from 1 file)",
                "  Tests/LoginTests.swift:3  LoginView",
                "  Its module Features is imported by 1 file.",
            ])
        #expect(
            section("Violations", in: text) == [
                "Violations (1)",
                "  line 6: layering (error): UI depends on Data (uses LoginAPI from "
                    + "Sources/Features/Login/Data/LoginAPI.swift). UI may depend only on Domain, Shared: "
                    + "depend on an abstraction from an allowed layer and let the composition root "
                    + "supply the implementation",
            ])
    }

    @Test func waivedViolationsOfTheFile() throws {
        let analysis = try Fixtures.analysis()
        let text = ExplainFormat.text.render(
            ExplainReport(file: try file("ProfileView.swift", in: analysis), analysis: analysis))
        #expect(section("Violations", in: text) == ["Violations (0)", "  none"])
        #expect(
            section("Waived", in: text) == [
                "Waived (1)",
                "  line 4: layering → Sources/Features/Login/Data/LoginAPI.swift",
                "    reason: legacy screen, rewrite planned (until 2099-12-31)",
            ])
    }

    @Test func incomingUsesAreCutAtTen() throws {
        let analysis = try Fixtures.big(modules: 30, loose: 0).analysis
        let text = ExplainFormat.text.render(
            ExplainReport(file: try file("Core/Core.swift", in: analysis), analysis: analysis))
        let lines = section("Used by", in: text)
        #expect(lines.first == "Used by (60 uses from 30 files)")
        #expect(lines[1] == "  M00/File.swift:2  Core")
        #expect(lines[2] == "  M01/File.swift:2  Core")
        #expect(lines.count == 1 + 10 + 2)
        #expect(lines[11] == "  … and 50 more (use --format json for all)")
        #expect(lines[12] == "  Its module Core is imported by 30 files.")
    }

    @Test func json() throws {
        let analysis = try Fixtures.analysis()
        let text = ExplainFormat.json.render(
            ExplainReport(file: try file("LoginUseCase.swift", in: analysis), analysis: analysis))
        #expect(text.hasSuffix("}\n"))
        let json = try JSONParser.parse(text)
        #expect(
            json.keys == [
                "schemaVersion", "path", "test", "lines", "module", "modules", "layer", "domain", "imports",
                "declarations",
                "dependencies", "dependents", "violations", "waived",
            ])
        #expect(json["schemaVersion"] == 1)
        #expect(
            json["module"] == [
                "name": "Features", "kind": "regular", "path": "Sources/Features", "manifest": "Package.swift",
                "line": 5,
                "origin": "regular target declared in Package.swift:5", "product": nil,
            ])
        #expect(json["modules"] == ["Features"])
        #expect(json["layer"] == ["name": "Domain", "reason": "path matches '**/Domain/**'"])
        #expect(json["domain"] == ["name": "Login", "reason": "path matches 'Sources/Features/{name}/**'"])
        #expect(json["imports"] == [["module": "SwiftUI", "line": 1, "attributes": [], "condition": nil]])
        #expect(json["dependencies"] == [])
        #expect(
            json["dependents"] == [
                "uses": 3, "files": 3, "moduleImports": 1,
                "examples": [
                    ["file": "Sources/Features/Login/Data/LoginAPI.swift", "line": 4, "symbol": "LoginUseCase"],
                    ["file": "Sources/Features/Login/UI/LoginView.swift", "line": 5, "symbol": "LoginUseCase"],
                    ["file": "Sources/Features/Profile/UI/ProfileView.swift", "line": 3, "symbol": "LoginUseCase"],
                ],
            ])
        #expect(json["violations"]?.array.compactMap { $0["rule"] } == ["pure-domain"])
        #expect(json["waived"] == [])
    }

    @Test func jsonForAFolderModuleAndItsUses() throws {
        let analysis = try Fixtures.analysis()
        let script = try JSONParser.parse(
            ExplainFormat.json.render(ExplainReport(file: try file("gen.swift", in: analysis), analysis: analysis)))
        #expect(script["module"]?["kind"] == "notCompiled")
        #expect(script["module"]?["manifest"] == nil as JSONValue)
        #expect(script["module"]?["line"] == nil as JSONValue)
        #expect(script["layer"] == ["name": nil, "reason": "no layer matched"])

        let view = try JSONParser.parse(
            ExplainFormat.json.render(
                ExplainReport(file: try file("LoginView.swift", in: analysis), analysis: analysis)))
        #expect(
            view["dependencies"]?[0] == [
                "line": 2, "kind": "module", "target": "Shared", "symbol": nil, "injectedThrough": nil, "layer": nil,
                "domain": nil,
            ])
        #expect(
            view["dependencies"]?[1] == [
                "line": 5, "kind": "file", "target": "Sources/Features/Login/Domain/LoginUseCase.swift",
                "symbol": "LoginUseCase", "injectedThrough": nil, "layer": "Domain", "domain": "Login",
            ])
    }
}
