import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Flows cut by role inside each feature (`Map/Coordinator/`, `Map/View/`): a coordinator
/// handed the app's container is wiring, and the screens of its feature that keep it are its
/// flow, though they sit beside its folder rather than below it. A coordinator building its
/// screens through a helper it keeps beside it (`ProfileDependencies`) is called back by
/// what that helper builds.
@Suite struct InitFlowFoldersTests {
    static let app: [String: String] = {
        var files: [String: String] = [
            "Talk/Application/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = AppCoordinator(container: AppDIContainer())
            }
            """,
            "Talk/Application/AppCoordinator.swift": """
            final class AppCoordinator {
                let container: AppDIContainer
                init(container: AppDIContainer) { self.container = container }
                func start() {
                    MapCoordinator(container: container).start()
                    ProfileCoordinator(container: container).start()
                }
            }
            """,
            "Talk/Application/DIContainer/AppDIContainer.swift": """
            final class AppDIContainer {
                func makeFriends() -> FriendRepository { DefaultFriendRepository() }
                func makeRooms() -> RoomRepository { DefaultRoomRepository() }
            }
            """,
            "Talk/Domain/Repositories/FriendRepository.swift": "protocol FriendRepository { func all() -> [String] }\n",
            "Talk/Domain/Repositories/RoomRepository.swift": "protocol RoomRepository { func open() }\n",
            "Talk/Data/Repositories/DefaultFriendRepository.swift": """
            import Foundation
            final class DefaultFriendRepository: FriendRepository {
                let session = URLSession.shared
                func all() -> [String] { [] }
            }
            """,
            "Talk/Data/Repositories/DefaultRoomRepository.swift": """
            import Foundation
            final class DefaultRoomRepository: RoomRepository {
                let session = URLSession.shared
                func open() {}
            }
            """,
            // The map's coordinator builds its screen and the chat flow's container.
            "Talk/Presentation/Map/Coordinator/MapCoordinator.swift": """
            import UIKit
            final class MapCoordinator {
                let container: AppDIContainer
                init(container: AppDIContainer) { self.container = container }
                func start() {
                    let screen = MapViewController(viewModel: MapViewModel(rooms: container.makeRooms()), coordinator: self)
                    UINavigationController().pushViewController(screen, animated: true)
                }
                func showRoom() { ChatDIContainer().start() }
            }
            """,
            "Talk/Application/DIContainer/ChatDIContainer.swift": """
            final class ChatDIContainer {
                func start() {}
            }
            """,
            "Talk/Presentation/Map/ViewModel/MapViewModel.swift": """
            final class MapViewModel {
                let rooms: RoomRepository
                init(rooms: RoomRepository) { self.rooms = rooms }
            }
            """,
            "Talk/Presentation/Map/View/MapViewController.swift": """
            import UIKit
            final class MapViewController: UIViewController {
                let viewModel: MapViewModel
                weak var coordinator: MapCoordinator?
                init(viewModel: MapViewModel, coordinator: MapCoordinator) {
                    self.viewModel = viewModel
                    self.coordinator = coordinator
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
                func tapRoom() { coordinator?.showRoom() }
            }
            """,
            // The profile's coordinator builds through the helper it keeps beside it.
            "Talk/Presentation/Profile/Coordinator/ProfileCoordinator.swift": """
            import UIKit
            final class ProfileCoordinator {
                let container: AppDIContainer
                private lazy var dependencies = ProfileDependencies(container: container, coordinator: self)
                init(container: AppDIContainer) { self.container = container }
                func start() { UINavigationController().pushViewController(dependencies.makeScreen(), animated: true) }
                func showMap() { MapCoordinator(container: container).start() }
            }
            """,
            "Talk/Presentation/Profile/Coordinator/ProfileDependencies.swift": """
            import UIKit
            final class ProfileDependencies {
                let container: AppDIContainer
                weak var coordinator: ProfileCoordinator?
                init(container: AppDIContainer, coordinator: ProfileCoordinator) {
                    self.container = container
                    self.coordinator = coordinator
                }
                func makeScreen() -> UIViewController {
                    ProfileViewController(viewModel: ProfileViewModel(friends: container.makeFriends(), coordinator: coordinator))
                }
            }
            """,
            "Talk/Presentation/Profile/ViewModel/ProfileViewModel.swift": """
            final class ProfileViewModel {
                let friends: FriendRepository
                weak var coordinator: ProfileCoordinator?
                init(friends: FriendRepository, coordinator: ProfileCoordinator?) {
                    self.friends = friends
                    self.coordinator = coordinator
                }
                func openMap() { coordinator?.showMap() }
            }
            """,
            "Talk/Presentation/Profile/View/ProfileViewController.swift": """
            import UIKit
            final class ProfileViewController: UIViewController {
                let viewModel: ProfileViewModel
                init(viewModel: ProfileViewModel) {
                    self.viewModel = viewModel
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { nil }
            }
            """,
        ]
        files["Talk/Presentation/Map/View/MapLegendView.swift"] = """
            import UIKit
            final class MapLegendView: UIView {}
            """
        return files
    }()

    @Test func aCoordinatorInItsFeaturesRoleFolderIsWiringAndItsScreensMayKeepIt() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Talk/Presentation/Map/Coordinator/MapCoordinator.swift") == "Composition")
        #expect(fitted.layer("Talk/Presentation/Profile/Coordinator/ProfileCoordinator.swift") == "Composition")
        #expect(fitted.layer("Talk/Presentation/Map/View/MapViewController.swift") == "Presentation")
        #expect(fitted.layer("Talk/Presentation/Profile/ViewModel/ProfileViewModel.swift") == "Presentation")
        let layers = fitted.violations.filter { $0.hasPrefix("clean-layers") }
        #expect(layers.isEmpty, "\(layers)")
    }

    @Test func noLayerClaimsAFolderTwice() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        for layer in fitted.spec["layers"]?.array ?? [] {
            let globs = (layer["paths"]?.array ?? []).compactMap(\.text).filter { $0.hasSuffix("/**") }
            for glob in globs {
                let folder = glob.dropLast(2)
                let around = globs.filter { $0 != glob && folder.hasPrefix($0.dropLast(2)) }
                #expect(around.isEmpty, "\(glob) inside \(around)")
            }
            #expect(Set(globs).count == globs.count, "\(globs)")
        }
    }
}
