import ArchHistCore
import ArchHistSwift
import Testing

/// Key paths given to wrappers, and the extension properties they can name: the facts
/// injected dependencies are resolved from.
@Suite struct KeyPathTests {
    private func scan(_ source: String) -> FileFacts { SwiftScanner.scan(Array(source.utf8)) }

    private func uses(_ source: String) -> [String] {
        scan(source).keyPathUses.map { "\($0.written)@\($0.line)" }
    }

    @Test func wrappersTakingAKeyPathAreRecordedWithTheirKey() {
        let source = """
            struct Feature {
                @Dependency(\\.apiClient) var apiClient
                @Environment(\\.theme) private var theme
                @Injected(\\Container.analytics) var analytics
                @Dependency(\\.apiClient.fetch) var fetch
                @Dependency(\\DependencyValues.date.now) var now
                @Environment(\\.self) var environment
                @Environment(Router.self) var router
                func run() {
                    let clock = Dependency(\\.continuousClock).wrappedValue
                    items.map(\\.id)
                }
            }
            """
        #expect(
            uses(source) == [
                "@Dependency(\\.apiClient)@2", "@Environment(\\.theme)@3", "@Injected(\\Container.analytics)@4",
                "@Dependency(\\.apiClient)@5", "@Dependency(\\DependencyValues.date)@6",
                "Dependency(\\.continuousClock)@10",
            ])
    }

    @Test func aTypeKeyStaysAReference() {
        let facts = scan("struct F {\n    @Dependency(APIClient.self) var client\n}\n")
        #expect(facts.keyPathUses.isEmpty)
        #expect(facts.references.map(\.name).contains("APIClient"))
    }

    @Test func instancePropertiesOfExtensionsAreRecordedWithTheirType() {
        let source = """
            extension DependencyValues {
                public var apiClient: APIClient {
                    get { self[APIClient.self] }
                    set { self[APIClient.self] = newValue }
                }
                static var ignored: Int { 0 }
                var optional: Speech.Client? { nil }
            }
            extension EnvironmentValues {
                @Entry var theme: Theme = .default
                @Entry var router = Router()
                @Entry var inferred = .standard
            }
            extension Container {
                var analytics: Factory<Analytics> { self { Analytics() } }
            }
            struct NotAnExtension { var name: String }
            extension Other {
                func make() { var local: Local }
            }
            """
        let properties = scan(source).extensionProperties.map {
            "\($0.extended).\($0.name): \($0.type ?? "-")@\($0.line)"
        }
        #expect(
            properties == [
                "DependencyValues.apiClient: APIClient@2", "DependencyValues.optional: Speech.Client?@7",
                "EnvironmentValues.theme: Theme@10", "EnvironmentValues.router: Router@11",
                "EnvironmentValues.inferred: -@12", "Container.analytics: Factory<Analytics>@15",
            ])
    }
}
