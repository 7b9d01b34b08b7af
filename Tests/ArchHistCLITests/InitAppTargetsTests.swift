import ArchHistSupport
import ArchHistTestSupport
import Testing

/// In a modular app, each small app target is the composition root whole: the main app, a
/// feature's demo app with its in-memory repository and sample data, and a module that only
/// the app imports and that builds screens with their repositories.
@Suite struct InitAppTargetsTests {
    static func project(_ name: String, _ targets: String) -> String {
        """
        import ProjectDescription
        let project = Project(name: "\(name)", targets: [
        \(targets)
        ])
        """
    }

    static func target(_ name: String, _ product: String, _ sources: String, _ dependencies: [String] = []) -> String {
        let listed = dependencies.map { ".project(target: \"\($0)\", path: \"../\($0)\")" }.joined(separator: ", ")
        return """
                .target(name: "\(name)", destinations: .iOS, product: .\(product), bundleId: "shop.\(name)",
                        sources: ["\(sources)"], dependencies: [\(listed)]),
            """
    }

    static let app: [String: String] = [
        "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
        "Projects/Domain/Project.swift": project("Domain", target("Domain", "staticFramework", "Sources/**")),
        "Projects/Domain/Sources/Entities/Room.swift": "public struct Room { public let name: String }\n",
        "Projects/Domain/Sources/Entities/RoomKind.swift": """
        public enum RoomKind: String, CaseIterable { case open, closed }
        """,
        "Projects/Domain/Sources/Interface/RoomRepository.swift": """
        public protocol RoomRepository { func rooms() async throws -> [Room] }
        """,
        "Projects/Domain/Sources/UseCases/FetchRoomsUseCase.swift": """
        public final class FetchRoomsUseCase {
            let repository: RoomRepository
            public init(repository: RoomRepository) { self.repository = repository }
        }
        """,
        "Projects/Data/Project.swift": project("Data", target("Data", "staticFramework", "Sources/**", ["Domain"])),
        "Projects/Data/Sources/Repository/DefaultRoomRepository.swift": """
        import Domain
        import Foundation
        public final class DefaultRoomRepository: RoomRepository {
            let session = URLSession.shared
            public init() {}
            public func rooms() async throws -> [Room] { _ = RoomDTO(name: ""); return [] }
        }
        """,
        "Projects/Data/Sources/DTO/RoomDTO.swift": "struct RoomDTO: Decodable { let name: String }\n",
        "Projects/HomeFeature/Project.swift": project(
            "HomeFeature",
            target("HomeFeature", "staticFramework", "Sources/**", ["Domain"])
                + target("HomeFeatureDemo", "app", "Demo/Sources/**", ["HomeFeature", "Domain"])),
        "Projects/HomeFeature/Sources/HomeView.swift": """
        import Domain
        import SwiftUI
        public struct HomeView: View {
            let useCase: FetchRoomsUseCase
            public init(useCase: FetchRoomsUseCase) { self.useCase = useCase }
            public var body: some View { Text("Rooms") }
        }
        """,
        "Projects/HomeFeature/Sources/HomeViewModel.swift": """
        import Domain
        @MainActor final class HomeViewModel { let useCase: FetchRoomsUseCase? = nil; var kind = RoomKind.open }
        """,
        // The demo app: its entry point, its wiring, a stub of the domain's port, its sample data.
        "Projects/HomeFeature/Demo/Sources/HomeDemoApp.swift": """
        import HomeFeature
        import SwiftUI
        @main struct HomeDemoApp: App {
            var body: some Scene { WindowGroup { HomeView(useCase: CompositionRoot.useCase()) } }
        }
        """,
        "Projects/HomeFeature/Demo/Sources/CompositionRoot.swift": """
        import Domain
        enum CompositionRoot {
            static func useCase() -> FetchRoomsUseCase { FetchRoomsUseCase(repository: InMemoryRoomRepository()) }
        }
        """,
        "Projects/HomeFeature/Demo/Sources/InMemoryRoomRepository.swift": """
        import Domain
        import Foundation
        final class InMemoryRoomRepository: RoomRepository {
            let store = FileManager.default
            func rooms() async throws -> [Room] { DemoSamples.rooms }
        }
        """,
        "Projects/HomeFeature/Demo/Sources/DemoSamples.swift": """
        import Domain
        enum DemoSamples { static let rooms = [Room(name: "Lobby")] }
        """,
        // The app itself, and the module only it imports, which builds every screen.
        "Projects/App/Project.swift": project(
            "App", target("ShopApp", "app", "Sources/**", ["Coordinator"])),
        "Projects/App/Sources/ShopApp.swift": """
        import Coordinator
        import SwiftUI
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { AppCoordinator().root() } }
        }
        """,
        "Projects/ProfileFeature/Project.swift": project(
            "ProfileFeature", target("ProfileFeature", "staticFramework", "Sources/**", ["Domain"])),
        "Projects/ProfileFeature/Sources/ProfileView.swift": """
        import SwiftUI
        public struct ProfileView: View { public init() {}; public var body: some View { Text("Me") } }
        """,
        "Projects/Coordinator/Project.swift": project(
            "Coordinator",
            target(
                "Coordinator", "staticFramework", "Sources/**", ["HomeFeature", "ProfileFeature", "Data", "Domain"])),
        "Projects/Coordinator/Sources/AppCoordinator.swift": """
        import Data
        import Domain
        import HomeFeature
        import ProfileFeature
        import SwiftUI
        public struct AppCoordinator {
            public init() {}
            public func root() -> some View {
                HomeView(useCase: FetchRoomsUseCase(repository: DefaultRoomRepository()))
            }
            public func profile() -> some View { ProfileView() }
        }
        """,
    ]

    @Test func aFeaturesDemoAppIsTheCompositionRootWhole() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        for path in Self.app.keys where path.hasPrefix("Projects/HomeFeature/Demo/") {
            #expect(fitted.layer(path) == "Composition", "\(path)")
        }
        #expect(fitted.layer("Projects/App/Sources/ShopApp.swift") == "Composition")
        #expect(fitted.layer("Projects/HomeFeature/Sources/HomeView.swift") == "Presentation")
        #expect(fitted.layer("Projects/Data/Sources/Repository/DefaultRoomRepository.swift") == "Data")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("app targets (HomeFeatureDemo, ShopApp)"), "\(description)")
    }

    @Test func aModuleOnlyTheAppImportsThatBuildsScreensWithRepositoriesIsItsWiring() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Projects/Coordinator/Sources/AppCoordinator.swift") == "Composition")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    /// An enum of raw values is a value, whatever its name: a `…Provider` there names a kind.
    @Test func anEnumOfRawValuesIsAValueWhateverItsSuffix() throws {
        let fitted = try FittedTree(
            [
                "Sources/Auth/AuthProvider.swift":
                    "public enum AuthProvider: String, Sendable, CaseIterable { case kakao, apple }\n",
                "Sources/Auth/AuthClient.swift": """
                import Foundation
                struct AuthClient { var login: (AuthProvider) async throws -> Void; let session = URLSession.shared }
                """,
                "Sources/Login/LoginView.swift": """
                import SwiftUI
                struct LoginView: View {
                    let providers = AuthProvider.allCases
                    var body: some View { Text("Log in") }
                }
                """,
            ], preset: "harness")
        #expect(fitted.layer("Sources/Auth/AuthProvider.swift") == "Types")
    }
}
