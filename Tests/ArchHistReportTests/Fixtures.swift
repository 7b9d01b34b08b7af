import ArchHistCore
import ArchHistReport
import ArchHistSupport
import Testing

/// Small analyses built by hand: facts as the scanner would report them, run
/// through the real analyzer.
enum Fixtures {
    static let today = Day(year: 2025, month: 6, day: 1)

    static let specJSON = #"""
        {
          "tests": ["Tests/**"],
          "layers": [
            {"name": "UI", "paths": ["**/UI/**"]},
            {"name": "Domain", "paths": ["**/Domain/**"]},
            {"name": "Data", "paths": ["**/Data/**"]},
            {"name": "Shared", "crossCutting": true, "paths": ["Sources/Shared/**"]}
          ],
          "domains": [{"paths": ["Sources/Features/{name}/**"]}],
          "rules": [
            {"id": "layering", "kind": "layers",
             "allow": {"UI": ["Domain", "Shared"], "Domain": [], "Data": ["Domain"], "Shared": []}},
            {"id": "pure-domain", "kind": "imports", "severity": "warning", "layers": ["Domain"], "forbid": ["SwiftUI"]}
          ],
          "exceptions": [
            {"rule": "layering", "source": "Sources/Features/Profile/UI/ProfileView.swift",
             "target": "Sources/Features/Login/Data/LoginAPI.swift", "reason": "legacy screen, rewrite planned",
             "expires": "2099-12-31"}
          ]
        }
        """#

    static func spec(_ json: String = specJSON) throws -> ArchitectureSpec {
        try SpecDecoder.decode(Array(json.utf8), file: "archhist.json")
    }

    static let manifest = ManifestFile(
        directory: "",
        manifest: PackageManifest(
            name: "Demo",
            targets: [
                ManifestTarget(
                    name: "Features", kind: .regular, path: "Sources/Features",
                    dependencies: [ManifestDependency(kind: .byName, name: "Shared")], line: 5),
                ManifestTarget(name: "Shared", kind: .regular, path: "Sources/Shared", line: 9),
                ManifestTarget(
                    name: "AppTests", kind: .test, path: "Tests",
                    dependencies: [ManifestDependency(kind: .target, name: "Features")], line: 10),
            ]))

    static func file(
        _ path: String, imports: [ImportFact] = [], declares: [(DeclarationKind, String, Int)] = [],
        references: [(String, Int)] = [], lines: Int = 10
    ) -> SourceFile {
        SourceFile(
            path: path,
            facts: FileFacts(
                imports: imports,
                declarations: declares.map { Declaration(kind: $0.0, name: $0.1, line: $0.2) },
                references: references.map { TypeReference(name: $0.0, line: $0.1) },
                lineCount: lines))
    }

    static let files: [SourceFile] = [
        file(
            "Sources/Features/Login/UI/LoginView.swift",
            imports: [ImportFact(module: "SwiftUI", line: 1), ImportFact(module: "Shared", line: 2)],
            declares: [(.struct, "LoginView", 4)],
            references: [
                ("LoginView", 4), ("LoginUseCase", 5), ("LoginAPI", 6), ("Logger", 7), ("Formatter", 8), ("String", 9),
            ],
            lines: 20),
        file(
            "Sources/Features/Login/Domain/LoginUseCase.swift",
            imports: [ImportFact(module: "SwiftUI", line: 1)],
            declares: [(.struct, "LoginUseCase", 3)], lines: 12),
        file(
            "Sources/Features/Login/Data/LoginAPI.swift",
            imports: [ImportFact(module: "Foundation", line: 1)],
            declares: [(.class, "LoginAPI", 3)], references: [("LoginUseCase", 4)], lines: 15),
        file(
            "Sources/Features/Profile/UI/ProfileView.swift",
            declares: [(.struct, "ProfileView", 2)], references: [("LoginUseCase", 3), ("LoginAPI", 4)], lines: 8),
        file("Sources/Features/Profile/Misc.swift", declares: [(.enum, "Misc", 1)], lines: 3),
        file("Sources/Shared/Logger.swift", declares: [(.struct, "Logger", 1), (.struct, "Formatter", 5)], lines: 9),
        file(
            "Sources/Shared/UI/Banner.swift", declares: [(.struct, "Banner", 1), (.struct, "Formatter", 6)], lines: 7),
        file("Scripts/gen.swift", lines: 4),
        file(
            "Tests/LoginTests.swift",
            imports: [ImportFact(module: "Features", attributes: ["testable"], line: 1, condition: "DEBUG")],
            references: [("LoginView", 3)], lines: 6),
    ]

    static func analysis() throws -> Analysis {
        Analyzer(spec: try spec(), today: today).analyze(files: files, manifests: [manifest])
    }

    static func report() throws -> AnalysisReport {
        AnalysisReport(analysis: try analysis(), specDescription: "archhist.json", root: "Demo")
    }

    /// `M00`, `M01`, …
    static func module(_ n: Int) -> String { "M" + (n < 10 ? "0" : "") + String(n) }

    /// Many folder modules `M00`…, each with a file in layer `Any` that imports the
    /// folder module `Core`: one forbidden import and one module edge per module
    /// (of weight 4 when n % 3 == 2, else less), plus `loose` files in no layer.
    /// `modules` files importing Core, or each its own `CoreN` when `distinct` (one finding each).
    static func big(modules: Int, loose: Int, distinct: Bool = false) throws -> AnalysisReport {
        let forbidden = (["Core"] + (distinct ? (0..<modules).map { "Core\($0)" } : [])).map { "\"\($0)\"" }
        let spec = try spec(
            #"""
            {"layers": [{"name": "Any", "paths": ["M*/**"]}],
             "rules": [{"id": "no-core", "kind": "imports", "layers": ["Any"],
                        "forbid": [\#(forbidden.joined(separator: ", "))]}]}
            """#)
        var files = [
            file("Core/Core.swift", declares: [(.struct, "Core", 1), (.struct, "Core1", 2), (.struct, "Core2", 3)])
        ]
        for n in 0..<modules {
            // 1 to 3 references, so the module edges weigh 2 to 4.
            let references = ["Core", "Core1", "Core2"].prefix(1 + n % 3).enumerated().map { ($1, $0 + 2) }
            files.append(
                file(
                    "\(module(n))/File.swift", imports: [ImportFact(module: distinct ? "Core\(n)" : "Core", line: 1)],
                    references: references))
        }
        for n in 0..<loose {
            files.append(file("Loose/File\(n < 10 ? "0" : "")\(n).swift"))
        }
        let analysis = Analyzer(spec: spec, today: today).analyze(files: files, manifests: [])
        return AnalysisReport(analysis: analysis, specDescription: "archhist.json", root: "Big")
    }
}

extension String {
    var lines: [String] { split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
