import ArchHistCore
import ArchHistSupport
import Testing

@testable import ArchHistReport

/// `archhist diff` in text: the summary of files agrees with the lines below it.
@Suite struct DriftFormatterTests {
    private func analysis(_ paths: [String]) throws -> Analysis {
        let spec = try SpecDecoder.decode(
            Array(
                """
                {"layers": [{"name": "Domain", "paths": ["App/Domain/**"]}, {"name": "Data", "paths": ["App/Data/**"]}],
                 "rules": [{"id": "layers", "kind": "layers", "allow": {"Domain": [], "Data": ["Domain"]}}]}
                """.utf8), file: "spec")
        let sources = paths.map { path in
            SourceFile(
                path: path,
                facts: FileFacts(
                    declarations: [
                        Declaration(kind: .struct, name: String(path.split(separator: "/").last!.dropLast(6)), line: 1)
                    ], references: [], lineCount: 1))
        }
        return Analyzer(spec: spec, today: Day(year: 2026, month: 1, day: 1)).analyze(files: sources, manifests: [])
    }

    @Test func renamesIntoALayerCountAsChangesOfPlace() throws {
        let before = try analysis(["App/Misc/User.swift", "App/Misc/Order.swift", "App/Data/Api.swift"])
        let after = try analysis(["App/Domain/User.swift", "App/Domain/Order.swift", "App/Domain/Api.swift"])
        let drift = Drift(
            from: before, to: after,
            renames: ["App/Misc/User.swift": "App/Domain/User.swift", "App/Misc/Order.swift": "App/Domain/Order.swift"])
        #expect(drift.placeChanges == 2)
        let text = DriftTextFormatter().format(DriftReport(drift: drift, sides: .init(from: "a", to: "b")))
        #expect(
            text.contains(
                "Files: 1 added, 1 removed, 2 renamed or moved, 2 changed layer or domain (2 of them renamed)"))
        #expect(text.contains("  renamed  App/Misc/User.swift → App/Domain/User.swift  no layer → Domain"))
    }

    @Test func aFileThatStaysInItsLayerIsNoChangeOfPlace() throws {
        let before = try analysis(["App/Domain/User.swift", "App/Data/Api.swift"])
        let after = try analysis(["App/Domain/Person.swift", "App/Domain/Api.swift"])
        let drift = Drift(from: before, to: after, renames: ["App/Domain/User.swift": "App/Domain/Person.swift"])
        let text = DriftTextFormatter().format(DriftReport(drift: drift, sides: .init(from: "a", to: "b")))
        #expect(text.contains("1 renamed or moved, 0 changed layer or domain\n"))
        #expect(text.contains("  renamed  App/Domain/User.swift → App/Domain/Person.swift\n"))
    }
}
