import ArchHistCore
import ArchHistReport
import ArchHistSupport
import Testing

/// `explain` says which dependencies were injected through a key path, and through which use.
@Suite struct ExplainInjectedTests {
    /// A feature injected with the client that the Shared module declares, with its key.
    private static func analysis() throws -> Analysis {
        let client = SourceFile(
            path: "Sources/Shared/APIClient.swift",
            facts: FileFacts(
                declarations: [
                    Declaration(kind: .struct, name: "APIClient", line: 2),
                    Declaration(kind: .extension, name: "DependencyValues", line: 5),
                ],
                references: [
                    TypeReference(name: "DependencyValues", line: 5), TypeReference(name: "APIClient", line: 6),
                ],
                extensionProperties: [
                    ExtensionProperty(extended: "DependencyValues", name: "apiClient", type: "APIClient", line: 6)
                ],
                lineCount: 10))
        let feature = SourceFile(
            path: "Sources/Features/Login/Domain/LoginFeature.swift",
            facts: FileFacts(
                imports: [ImportFact(module: "Shared", line: 1)],
                declarations: [Declaration(kind: .struct, name: "LoginFeature", line: 3)],
                references: [TypeReference(name: "Dependency", line: 4)],
                keyPathUses: [KeyPathUse(wrapper: "Dependency", key: "apiClient", line: 4)], lineCount: 8))
        return Analyzer(spec: try Fixtures.spec(), today: Fixtures.today)
            .analyze(files: [client, feature], manifests: [Fixtures.manifest])
    }

    @Test func theTextSaysTheTypeAndTheUseItWasInjectedThrough() throws {
        let analysis = try Self.analysis()
        let feature = try #require(analysis.files.first { $0.path.hasSuffix("LoginFeature.swift") })
        let lines = ExplainFormat.text.render(ExplainReport(file: feature, analysis: analysis)).lines
        let start = try #require(lines.firstIndex { $0.hasPrefix("Depends on") })
        #expect(
            Array(lines[start..<(start + 4)]) == [
                "Depends on (2)",
                "  line  uses" + String(repeating: " ", count: 51) + "target" + String(repeating: " ", count: 26)
                    + "layer   domain",
                "     1  import" + String(repeating: " ", count: 49) + "module Shared                   Shared  -",
                "     4  APIClient (injected through @Dependency(\\.apiClient))  "
                    + "Sources/Shared/APIClient.swift  Shared  -",
            ])
        let client = try #require(analysis.files.first { $0.path.hasSuffix("APIClient.swift") })
        let usedBy = ExplainFormat.text.render(ExplainReport(file: client, analysis: analysis))
        #expect(usedBy.contains("  Sources/Features/Login/Domain/LoginFeature.swift:4  APIClient\n"))
    }

    @Test func theJSONNamesTheUseItWasInjectedThrough() throws {
        let analysis = try Self.analysis()
        let feature = try #require(analysis.files.first { $0.path.hasSuffix("LoginFeature.swift") })
        let json = ExplainFormat.json.render(ExplainReport(file: feature, analysis: analysis))
        #expect(json.contains(#""symbol": "APIClient",\#n"#))
        #expect(json.contains(#""injectedThrough": "@Dependency(\\.apiClient)""#))
        #expect(json.contains(#""injectedThrough": null"#))
    }

    /// A view handed its objects by property wrappers, and one it keeps itself.
    @Test func aTypeUnderAnInjectingWrapperIsInjectedThroughIt() throws {
        let shared = SourceFile(
            path: "Sources/Shared/Session.swift",
            facts: FileFacts(
                declarations: [
                    Declaration(kind: .class, name: "Session", line: 1),
                    Declaration(kind: .class, name: "Model", line: 2),
                    Declaration(kind: .struct, name: "Settings", line: 3),
                ],
                lineCount: 3))
        let view = SourceFile(
            path: "Sources/Features/Login/LoginView.swift",
            facts: FileFacts(
                imports: [ImportFact(module: "Shared", line: 1)],
                declarations: [Declaration(kind: .struct, name: "LoginView", line: 3)],
                memberAttributes: [
                    AttributeUse(name: "EnvironmentObject", line: 4), AttributeUse(name: "ObservedObject", line: 6),
                ],
                references: [
                    TypeReference(name: "Session", line: 4), TypeReference(name: "Settings", line: 5),
                    TypeReference(name: "Model", line: 7),
                ],
                lineCount: 9))
        let analysis = Analyzer(spec: try Fixtures.spec(), today: Fixtures.today)
            .analyze(files: [shared, view], manifests: [Fixtures.manifest])
        let index = try #require(analysis.files.firstIndex { $0.path.hasSuffix("LoginView.swift") })
        var injected: [String: String] = [:]
        for use in analysis.graph.usesByFile[index] {
            if case .file(_, let symbol) = use.target { injected[symbol] = use.injectedThrough ?? "-" }
        }
        #expect(injected == ["Session": "@EnvironmentObject", "Settings": "-", "Model": "@ObservedObject"])
        let text = ExplainFormat.text.render(ExplainReport(file: analysis.files[index], analysis: analysis))
        #expect(text.contains("Session (injected through @EnvironmentObject)"), "\(text)")
    }
}
