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

    /// Keys set rather than read: a member taking a key path of the values, and the
    /// values handed to a `withDependencies` (or `.transformDependency(\.self)`) closure,
    /// its own `$0` (also in an `if` or `switch` block) or named parameter, each key
    /// once; `$0` of a closure nested in it, a collection's key path and the function's
    /// own declaration are none.
    @Test func membersAndClosuresSettingValuesAreRecorded() {
        let source = """
            struct Feature: Reducer {
                var body: some ReducerOf<Self> {
                    Reduce { _, _ in .none }
                        .dependency(\\.apiClient, .mock)
                        .transformDependency(\\.speechClient) { $0.recognize = {} }
                }
            }
            struct V: View {
                var body: some View {
                    Text("").environment(\\.theme, .dark)
                        .environment(\\EnvironmentValues.router, Router())
                        .transformEnvironment(\\.locale) { _ in }
                        .foo(\\.bar, 1)
                }
                var ids: [Int] { items.map(\\.id) }
            }
            let store = Store(initialState: F.State()) {
                F()
            } withDependencies: {
                $0.apiClient.fetch = { 1 }
                $0.apiClient.other = { 2 }
                $0.clock = { $0.now }
            }
            func run() {
                withDependencies {
                    $0.date = .constant(.now)
                    if isTesting { $0.uuid = .incrementing }
                    switch mode {
                    case .live: break
                    default: $0.speechClient.start = { $0.finish() }
                    }
                } operation: {
                    Model()
                }
                prepareDependencies { values in values.defaultDatabase = try! database() }
                withDependencies(from: self) { $0.context = .preview }
                _ = Game().transformDependency(\\.self) { $0.storeKit = .noop }
            }
            func withDependencies(_ update: (inout DependencyValues) -> Void) {}
            """
        #expect(
            uses(source) == [
                ".dependency(\\.apiClient)@4", ".transformDependency(\\.speechClient)@5",
                ".environment(\\.theme)@10", ".environment(\\EnvironmentValues.router)@11",
                ".transformEnvironment(\\.locale)@12", "withDependencies { $0.apiClient }@20",
                "withDependencies { $0.clock }@22", "withDependencies { $0.date }@26",
                "withDependencies { $0.uuid }@27", "withDependencies { $0.speechClient }@30",
                "prepareDependencies { $0.defaultDatabase }@35", "withDependencies { $0.context }@36",
                "transformDependency { $0.storeKit }@37",
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
