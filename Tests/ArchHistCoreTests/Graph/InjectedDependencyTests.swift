import ArchHistSwift
import Testing

@testable import ArchHistCore

/// Dependencies injected through key paths become edges to the file declaring the
/// key and to the file declaring its type, on Swift written as apps write it.
@Suite struct InjectedDependencyTests {
    /// `from -> to (symbol via use)` for every injected dependency of the tree,
    /// files in folder modules as a tree without manifests has them.
    private static func injected(_ sources: [String: String]) -> Set<String> {
        let paths = sources.keys.sorted()
        let files = paths.map { path in
            AnalyzedFile(
                path: path, module: String(path.split(separator: "/")[0]), placement: Placement(isTest: false),
                facts: SwiftScanner.scan(Array(sources[path]!.utf8)))
        }
        let resolution = ReferenceResolver(files: files).resolve(files: files, workers: 1)
        let injected = InjectedDependencies.resolve(files: files, resolutions: resolution.files)
        return Set(
            injected.map {
                "\(paths[$0.from]) -> \(paths[$0.to]) (\($0.symbol) via \($0.injectedThrough ?? "-"))"
            })
    }

    static let clients = [
        "Clients/APIClient.swift": """
        import Dependencies
        public struct APIClient: Sendable { public var fetch: @Sendable () async throws -> Int }
        extension APIClient: DependencyKey { public static let liveValue = APIClient(fetch: { 1 }) }
        extension DependencyValues {
            public var apiClient: APIClient {
                get { self[APIClient.self] }
                set { self[APIClient.self] = newValue }
            }
        }
        """,
        "Clients/SpeechClient.swift": """
        public struct SpeechClient: Sendable {}
        """,
        "Clients/SpeechKey.swift": """
        import Dependencies
        extension DependencyValues {
            var speechClient: SpeechClient? { get { nil } set {} }
        }
        """,
        "Theme/Theme.swift": """
        import SwiftUI
        public struct Theme: Sendable { public static let standard = Theme() }
        public final class Router {}
        """,
        "Theme/Environment.swift": """
        import SwiftUI
        extension EnvironmentValues {
            @Entry public var theme: Theme = .standard
            @Entry public var router = Router()
        }
        """,
        "Theme/Container.swift": """
        import Factory
        extension Container {
            var analytics: Factory<Analytics> { self { Analytics() } }
        }
        final class Analytics {}
        """,
    ]

    @Test func everyKeyFormIsAnEdgeToItsKeyAndItsType() {
        let feature = """
            import Clients
            import Theme
            import SwiftUI
            struct Feature {
                @Dependency(\\.apiClient) var apiClient
                @Dependency(\\.speechClient.recognize) var recognize
                @Dependency(\\.continuousClock) var clock
                func run() { _ = Dependency(\\DependencyValues.apiClient).wrappedValue }
            }
            struct FeatureView: View {
                @Environment(\\.theme) private var theme
                @Environment(\\.router) var router
                @Environment(\\.dismiss) var dismiss
                @Injected(\\.analytics) var analytics
                @Injected(\\Container.analytics) var sameAnalytics
                var body: some View { EmptyView() }
            }
            """
        let edges = Self.injected(Self.clients.merging(["App/Feature.swift": feature]) { $1 })
        #expect(
            edges == [
                "App/Feature.swift -> Clients/APIClient.swift (APIClient via @Dependency(\\.apiClient))",
                "App/Feature.swift -> Clients/SpeechClient.swift (SpeechClient via @Dependency(\\.speechClient))",
                "App/Feature.swift -> Clients/SpeechKey.swift "
                    + "(DependencyValues.speechClient via @Dependency(\\.speechClient))",
                "App/Feature.swift -> Clients/APIClient.swift "
                    + "(APIClient via Dependency(\\DependencyValues.apiClient))",
                "App/Feature.swift -> Theme/Theme.swift (Theme via @Environment(\\.theme))",
                "App/Feature.swift -> Theme/Environment.swift (EnvironmentValues.theme via @Environment(\\.theme))",
                "App/Feature.swift -> Theme/Theme.swift (Router via @Environment(\\.router))",
                "App/Feature.swift -> Theme/Environment.swift (EnvironmentValues.router via @Environment(\\.router))",
                "App/Feature.swift -> Theme/Container.swift (Analytics via @Injected(\\.analytics))",
                "App/Feature.swift -> Theme/Container.swift (Analytics via @Injected(\\Container.analytics))",
            ])
    }

    /// A key is looked for in the modules the file sees: an app that does not import
    /// the module declaring it has no such key, and two declarations in sight are
    /// ambiguous, as a type name declared twice is.
    @Test func aKeyOutOfSightOrDeclaredTwiceDrawsNoEdge() {
        let unimported = "struct F {\n    @Dependency(\\.apiClient) var apiClient\n}\n"
        #expect(Self.injected(Self.clients.merging(["App/F.swift": unimported]) { $1 }).isEmpty)
        let twice = """
            import Dependencies
            extension DependencyValues { var apiClient: Int { 0 } }
            """
        let user = "import Clients\nstruct F {\n    @Dependency(\\.apiClient) var apiClient\n}\n"
        let edges = Self.injected(
            Self.clients.merging(["Clients/Again.swift": twice, "App/F.swift": user]) { $1 })
        #expect(edges.isEmpty)
    }

    /// Values set rather than read are the same keys: `.environment(\.key, value)` on a
    /// view, `.dependency(\.key, value)` on a reducer, and the `inout` values a
    /// `withDependencies` closure is handed (`$0.key = value`).
    @Test func valuesSetByMembersAndClosuresAreEdgesToo() {
        let app = """
            import Clients
            import Theme
            struct AppView: View {
                var body: some View { Text("").environment(\\.theme, .standard) }
            }
            let store = Store(initialState: F.State()) { F() } withDependencies: {
                $0.apiClient.fetch = { 2 }
                $0.continuousClock = .immediate
            }
            let reducer = F().dependency(\\.speechClient, nil)
            """
        let edges = Self.injected(Self.clients.merging(["App/App.swift": app]) { $1 })
        #expect(
            edges == [
                "App/App.swift -> Theme/Theme.swift (Theme via .environment(\\.theme))",
                "App/App.swift -> Theme/Environment.swift (EnvironmentValues.theme via .environment(\\.theme))",
                "App/App.swift -> Clients/APIClient.swift (APIClient via withDependencies { $0.apiClient })",
                "App/App.swift -> Clients/SpeechClient.swift (SpeechClient via .dependency(\\.speechClient))",
                "App/App.swift -> Clients/SpeechKey.swift "
                    + "(DependencyValues.speechClient via .dependency(\\.speechClient))",
            ])
    }

    /// A file sees the keys of every module its module loads, as Swift shows the
    /// extension members of modules imported only through another one.
    @Test func aKeyOfAModuleLoadedThroughAnotherIsInSight() {
        let feature = "import Clients\nstruct Feature {}\n"
        let app = "import Feature\nstruct AppReducer {\n    @Dependency(\\.apiClient) var apiClient\n}\n"
        let edges = Self.injected(Self.clients.merging(["Feature/F.swift": feature, "App/A.swift": app]) { $1 })
        #expect(edges == ["App/A.swift -> Clients/APIClient.swift (APIClient via @Dependency(\\.apiClient))"])
    }

    /// A wrapper of another library takes key paths that inject nothing.
    @Test func keyPathsOfOtherWrappersAreNoInjection() {
        let user = "import Clients\nlet sort = SortDescriptor(\\.apiClient)\n"
        #expect(Self.injected(Self.clients.merging(["App/F.swift": user]) { $1 }).isEmpty)
    }

    /// Wrappers that name their type (`@EnvironmentObject var x: T`, `@Environment(T.self)`,
    /// `@ObservedObject`, `@StateObject`, `@Dependency(T.self)`) are plain type references.
    @Test func wrappersNamingTheirTypeAreTypeEdges() {
        let view = """
            import Theme
            import Clients
            struct V: View {
                @EnvironmentObject var theme: Theme
                @Environment(Router.self) private var router
                @ObservedObject var speech: SpeechClient
                @StateObject var model = Analytics()
                @Dependency(APIClient.self) var api
            }
            """
        var sources = Self.clients
        sources["App/V.swift"] = view
        sources["Theme/Container.swift"] = "public final class Analytics {}"
        let paths = sources.keys.sorted()
        let files = paths.map { path in
            AnalyzedFile(
                path: path, module: String(path.split(separator: "/")[0]), placement: Placement(isTest: false),
                facts: SwiftScanner.scan(Array(sources[path]!.utf8)))
        }
        let tree = ReferenceResolver(files: files).resolve(files: files, workers: 1)
        let edges = Set(
            tree.dependencies.filter { paths[$0.from] == "App/V.swift" }.map { "\(paths[$0.to]) (\($0.symbol))" })
        #expect(
            edges == [
                "Theme/Theme.swift (Theme)", "Theme/Theme.swift (Router)", "Clients/SpeechClient.swift (SpeechClient)",
                "Theme/Container.swift (Analytics)", "Clients/APIClient.swift (APIClient)",
            ])
    }
}
