import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A repository of example apps, each declaring its own `SpeechClient`: each is a
/// client of its own app, not one client found twice.
@Suite struct DiscoverSameNamedClientsTests {
    static func example(_ name: String, client: String) -> [String: String] {
        [
            "Examples/\(name)/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])
            """,
            "Examples/\(name)/Sources/\(name)/SpeechClient.swift": client,
            "Examples/\(name)/Sources/\(name)/\(name)Feature.swift": """
            import ComposableArchitecture
            @Reducer struct \(name)Feature {
                @Dependency(\\.speechClient) var speechClient
            }
            """,
        ]
    }

    static let repository =
        example(
            "SpeechRecognition",
            client: """
                import Dependencies
                @DependencyClient struct SpeechClient {
                    var requestAuthorization: @Sendable () async -> Bool = { false }
                }
                extension SpeechClient: DependencyKey { static let liveValue = SpeechClient() }
                extension DependencyValues {
                    var speechClient: SpeechClient {
                        get { self[SpeechClient.self] }
                        set { self[SpeechClient.self] = newValue }
                    }
                }
                """
        )
        .merging(
            example(
                "VoiceMemos",
                client: """
                    import Dependencies
                    struct SpeechClient { var transcribe: @Sendable (URL) async throws -> String }
                    extension SpeechClient: DependencyKey {
                        static let liveValue = SpeechClient(transcribe: { _ in "" })
                    }
                    extension DependencyValues {
                        var speechClient: SpeechClient {
                            get { self[SpeechClient.self] }
                            set { self[SpeechClient.self] = newValue }
                        }
                    }
                    """)
        ) { $1 }

    @Test func eachAppsClientIsFoundWithItsOwnVerbs() throws {
        let tree = try TemporaryTree(Self.repository)
        let output = CLIHarness(directory: tree.path).run("discover", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let clients = (try JSONParser.parse(output.stdout))["clients"]?.array ?? []
        let found = clients.compactMap { client -> String? in
            guard client["name"] == "SpeechClient", let file = client["file"]?.text else { return nil }
            return file + ": " + (client["verbs"]?.array.compactMap(\.text) ?? []).joined(separator: ", ")
        }
        #expect(
            found.sorted() == [
                "Examples/SpeechRecognition/Sources/SpeechRecognition/SpeechClient.swift: requestAuthorization",
                "Examples/VoiceMemos/Sources/VoiceMemos/SpeechClient.swift: transcribe",
            ])
    }
}
