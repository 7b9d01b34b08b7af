import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// What the harness spec `init` writes says of code whose role its names or folders
/// would misstate: a protocol named like a repository, a view kept beside the entry
/// point, a reducer whose package declares the storage it reaches.
@Suite struct InitHarnessTrustTests {
    static let todos: [String: String] = [
        "Todo/App/TodoApp.swift": """
        import SwiftUI
        import ComposableArchitecture
        @main struct TodoApp: App {
            var body: some Scene { WindowGroup { TodosView(store: Store(initialState: Todos.State()) { Todos() }) } }
        }
        """,
        // A view kept beside the entry point, which a feature's screen shows.
        "Todo/App/UpdateBanner.swift": """
        import SwiftUI
        struct UpdateBanner: View { var body: some View { Text("Update") } }
        """,
        "Todo/Features/Todos/Todos.swift": """
        import ComposableArchitecture
        @Reducer struct Todos {
            @ObservableState struct State { var items: [String] = [] }
            enum Action { case load }
            @Dependency(\\.todoClient) var todoClient
            var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }
        """,
        "Todo/Features/Todos/TodosView.swift": """
        import SwiftUI
        import ComposableArchitecture
        struct TodosView: View {
            let store: StoreOf<Todos>
            var body: some View { UpdateBanner() }
        }
        """,
        "Todo/Clients/TodoClient.swift": """
        import Dependencies
        import DependenciesMacros
        @DependencyClient struct TodoClient { var load: () async throws -> [String] }
        extension TodoClient: DependencyKey { static let liveValue = TodoClient(load: { [] }) }
        extension DependencyValues { var todoClient: TodoClient { self[TodoClient.self] } }
        """,
        // The port: a protocol, whatever its name says.
        "Todo/Domain/TodoRepository.swift": "protocol TodoRepository { func load() -> [String] }\n",
        "Todo/Live/RemoteTodoRepository.swift": """
        import Foundation
        final class RemoteTodoRepository: TodoRepository {
            let session = URLSession.shared
            func load() -> [String] { [] }
        }
        """,
        "Todo/Live/FileTodoRepository.swift": """
        import Foundation
        final class FileTodoRepository: TodoRepository {
            let files = FileManager.default
            func load() -> [String] { [] }
        }
        """,
    ]

    @Test func reducersWithoutTheClientsOfTheHarnessChainAreNoHarness() throws {
        // A reducer and one client: the Composable Architecture, not the harness's layering.
        let fitted = try FittedTree(Self.todos)
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("1 reducer and 1 dependency client (harness needs a reducer and three clients)"))
        #expect(fitted.rule(kind: "levels") != nil)
    }

    @Test func aProtocolNamedLikeARepositoryIsThePortNotAnAdapter() throws {
        let fitted = try FittedTree(Self.todos, preset: "harness")
        #expect(fitted.spec["description"]?.text?.contains("Preset harness") == true)
        #expect(fitted.layer("Todo/Domain/TodoRepository.swift") == "Config")
        #expect(fitted.layer("Todo/Live/RemoteTodoRepository.swift") == "Repo")
    }

    @Test func aViewBesideTheEntryPointThatAFeatureShowsIsNoWiring() throws {
        let fitted = try FittedTree(Self.todos, preset: "harness")
        #expect(fitted.layer("Todo/App/TodoApp.swift") == "AppWiring")
        #expect(fitted.layer("Todo/App/UpdateBanner.swift") == "UI")
        #expect(!fitted.violations.contains { $0.contains("UpdateBanner") }, "\(fitted.violations)")
    }

    @Test func aHolderBesideTheEntryPointThatSaysNoRoleIsLeftWithoutALayer() throws {
        // A class holding the main run loop, kept beside the entry point, which a screen uses:
        // not the wiring, and which layer it serves its code does not say.
        var files = Self.todos
        files["Todo/App/MainQueue.swift"] = """
            import Foundation
            final class MainQueue { static var scheduler = RunLoop.main }
            """
        files["Todo/Features/Todos/TodosView.swift"] = """
            import SwiftUI
            import ComposableArchitecture
            struct TodosView: View {
                let store: StoreOf<Todos>
                var body: some View { UpdateBanner().onAppear { _ = MainQueue.scheduler } }
            }
            """
        let fitted = try FittedTree(files, preset: "harness")
        #expect(fitted.layer("Todo/App/TodoApp.swift") == "AppWiring")
        #expect(fitted.layer("Todo/App/MainQueue.swift") == nil)
        #expect(!fitted.violations.contains { $0.contains("MainQueue") }, "\(fitted.violations)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Left without a layer: 1 file (MainQueue) beside the AppWiring"))
        let discovered = CLIHarness(directory: fitted.tree.path).run("discover").stdout
        #expect(discovered.contains("1 file in Todo/App has no layer under the spec: which layer is it?"))
    }

    @Test func aPresetTheAppBreaksInOneFileOfTenIsNoFit() throws {
        // Dependency clients that build their stores themselves, six of them: the harness's
        // Config never uses Repo, so each is an error, in half the app. Not built to it.
        var files: [String: String] = [
            "Shop/Features/Cart/Cart.swift": """
            import ComposableArchitecture
            @Reducer struct Cart {
                struct State {}
                enum Action { case load }
                var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
            }
            """
        ]
        for name in ["Cart", "Catalog", "Checkout", "Orders", "Profile", "Search"] {
            files["Shop/Clients/\(name)Client.swift"] = """
                import Dependencies
                struct \(name)Client { var load: () -> [String] }
                extension \(name)Client: DependencyKey {
                    static let liveValue = \(name)Client(load: { \(name)Store().load() })
                }
                """
            files["Shop/Stores/\(name)Store.swift"] = """
                import Foundation
                final class \(name)Store {
                    let files = FileManager.default
                    func load() -> [String] { [] }
                }
                """
        }
        let fitted = try FittedTree(files)
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("no preset fits this app with confidence"), "\(description)")
        #expect(description.contains("harness was tried, but its error rules break in 6 of the app's 13 files (46%)"))
        #expect(fitted.rule(kind: "levels") != nil)
        // Named with --preset, it is kept, findings and all.
        let named = try FittedTree(files, preset: "harness")
        #expect(named.rule(kind: "levels") == nil)
        #expect(named.violations.filter { $0.hasPrefix("harness-layers") }.count == 6, "\(named.violations)")
    }

    @Test func aWallNeverReportsAChainThatStartsAlongADeclaredDependency() throws {
        let fitted = try FittedTree(
            [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Todo", targets: [
                    .target(name: "TodoStorage"),
                    .target(name: "TodoReducers", dependencies: ["TodoStorage"]),
                ])
                """,
                "Sources/TodoStorage/FileTodoStore.swift": """
                import Foundation
                public final class FileTodoStore {
                    let files = FileManager.default
                    public init() {}
                    public func load() -> [String] { [] }
                }
                """,
                "Sources/TodoReducers/Todos.swift": """
                import ComposableArchitecture
                import TodoStorage
                @Reducer public struct Todos {
                    @ObservableState public struct State { var items: [String] = [] }
                    public enum Action { case load }
                    let store = FileTodoStore()
                    public var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
                }
                """,
            ], preset: "harness")
        let wall = fitted.rule(kind: "wall")
        #expect(wall?["allowDeclared"] == true, "\(String(describing: wall))")
        #expect(fitted.layer("Sources/TodoStorage/FileTodoStore.swift") == "Repo")
        #expect(!fitted.violations.contains { $0.hasPrefix("service-repo-wall") }, "\(fitted.violations)")
    }
}
