import ArchHistCore
import ArchHistSupport
import Testing

@Suite struct DriftTests {
    private func violation(_ target: String, line: Int) -> Violation {
        Violation(rule: "r", severity: .error, file: "a.swift", line: line, target: target, message: "m")
    }

    private func analysis(_ files: [String: String], violations: [Violation] = []) throws -> Analysis {
        let spec = try SpecDecoder.decode(
            Array(
                """
                {"layers": [{"name": "Domain", "paths": ["App/Domain/**"]}, {"name": "Data", "paths": ["App/Data/**"]}],
                 "rules": [{"id": "layers", "kind": "layers", "allow": {"Domain": [], "Data": ["Domain"]}}]}
                """.utf8), file: "spec")
        let sources = files.map { path, uses in
            SourceFile(
                path: path,
                facts: FileFacts(
                    declarations: [
                        Declaration(kind: .struct, name: String(path.split(separator: "/").last!.dropLast(6)), line: 1)
                    ],
                    references: uses.isEmpty ? [] : [TypeReference(name: uses, line: 2)], lineCount: 2))
        }
        var result = Analyzer(spec: spec, today: Day(year: 2026, month: 1, day: 1)).analyze(
            files: sources, manifests: [])
        result.violations += violations
        return result
    }

    @Test func aMovedLineIsNotANewViolation_andRepeatsMatchAsCountedGroups() throws {
        let before = try analysis(
            [:], violations: [violation("X", line: 3), violation("X", line: 9), violation("Y", line: 4)])
        let after = try analysis([:], violations: [violation("X", line: 30), violation("Z", line: 1)])
        let drift = Drift(from: before, to: after)
        #expect(drift.persisting.map(\.line) == [30])
        #expect(drift.introduced.map(\.target) == ["Z"])
        #expect(drift.fixed.map { "\($0.target):\($0.line ?? 0)" } == ["X:9", "Y:4"])
    }

    @Test func filesThatCameWentOrMovedAndEdgesThatChanged() throws {
        // One module, App: the files see each other without imports.
        let before = try analysis([
            "App/Domain/User.swift": "", "App/Data/Api.swift": "User", "App/Domain/Old.swift": "",
        ])
        let after = try analysis([
            "App/Data/User.swift": "", "App/Domain/New.swift": "Api", "App/Data/Api.swift": "User",
        ])
        let drift = Drift(from: before, to: after)
        #expect(drift.addedFiles == ["App/Data/User.swift", "App/Domain/New.swift"])
        #expect(drift.removedFiles == ["App/Domain/Old.swift", "App/Domain/User.swift"])
        let layerChanges = drift.edgeChanges.filter { $0.level == .layer }.map {
            "\($0.from)→\($0.to) \($0.before)→\($0.after)"
        }
        #expect(layerChanges == ["Data→Domain 1→0", "Domain→Data 0→1"])
        #expect(drift.introduced.map(\.file) == ["App/Domain/New.swift"])
        #expect(!drift.specChanged)
        #expect(drift.before.files == 3 && drift.after.files == 3)
    }
}
