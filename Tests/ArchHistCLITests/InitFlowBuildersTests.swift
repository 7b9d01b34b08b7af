import ArchHistSupport
import ArchHistTestSupport
import Testing

/// An app without a container, whose flow coordinators each build their screens' use cases
/// and the same repositories: every one of them is the composition root of its flow,
/// however many name each repository. A view model keeping the coordinator that built it,
/// to ask for the next screen, calls back its builder: no finding. A view model building a
/// repository itself still is one.
@Suite struct InitFlowBuildersTests {
    static let app: [String: String] = {
        var files: [String: String] = [
            "Trips/App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = AppCoordinator(UINavigationController())
            }
            """,
            "Trips/Presenter/Common/Coordinator.swift": """
            import UIKit
            protocol Coordinator: AnyObject {
                var navigationController: UINavigationController { get }
                func start()
            }
            """,
            "Trips/App/AppCoordinator.swift": """
            import UIKit
            final class AppCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(_ controller: UINavigationController) { navigationController = controller }
                func start() { AuthCoordinator(navigationController).start() }
            }
            """,
            "Trips/Domain/Repositories/UserRepository.swift": "protocol UserRepository { func name() -> String }\n",
            "Trips/Domain/Repositories/TripRepository.swift": "protocol TripRepository { func all() -> [String] }\n",
            "Trips/Domain/Repositories/ChatRepository.swift": "protocol ChatRepository { func send() }\n",
            "Trips/Data/Repositories/DefaultUserRepository.swift": """
            import Foundation
            final class DefaultUserRepository: UserRepository {
                let session = URLSession.shared
                func name() -> String { "" }
            }
            """,
            "Trips/Data/Repositories/DefaultTripRepository.swift": """
            import Foundation
            final class DefaultTripRepository: TripRepository {
                let session = URLSession.shared
                func all() -> [String] { [] }
            }
            """,
            "Trips/Data/Repositories/DefaultChatRepository.swift": """
            import Foundation
            final class DefaultChatRepository: ChatRepository {
                let session = URLSession.shared
                func send() {}
            }
            """,
            // Builds a repository itself: the one real finding.
            "Trips/Presenter/Splash/SplashViewModel.swift": """
            final class SplashViewModel {
                private let users = DefaultUserRepository()
            }
            """,
        ]
        for flow in ["Auth", "Trip", "Chat", "Profile"] {
            files["Trips/Domain/UseCases/\(flow)UseCase.swift"] = """
                protocol \(flow)UseCase { func run() }
                final class Default\(flow)UseCase: \(flow)UseCase {
                    let users: UserRepository
                    let trips: TripRepository
                    let chats: ChatRepository
                    init(users: UserRepository, trips: TripRepository, chats: ChatRepository) {
                        self.users = users
                        self.trips = trips
                        self.chats = chats
                    }
                    func run() {}
                }
                """
            files["Trips/Presenter/\(flow)/Coordinator/\(flow)Coordinator.swift"] = """
                import UIKit
                final class \(flow)Coordinator: Coordinator {
                    let navigationController: UINavigationController
                    init(_ navigationController: UINavigationController) {
                        self.navigationController = navigationController
                    }
                    func start() {
                        let viewModel = \(flow)ViewModel(useCase: makeUseCase(), coordinator: self)
                        let screen = \(flow)ViewController(viewModel: viewModel)
                        navigationController.pushViewController(screen, animated: true)
                    }
                    private func makeUseCase() -> \(flow)UseCase {
                        Default\(flow)UseCase(
                            users: makeUsers(), trips: makeTrips(), chats: DefaultChatRepository())
                    }
                    private func makeUsers() -> UserRepository { DefaultUserRepository() }
                    private func makeTrips() -> TripRepository { DefaultTripRepository() }
                }
                """
            files["Trips/Presenter/\(flow)/\(flow)ViewModel.swift"] = """
                final class \(flow)ViewModel {
                    let useCase: \(flow)UseCase
                    weak var coordinator: \(flow)Coordinator?
                    init(useCase: \(flow)UseCase, coordinator: \(flow)Coordinator) {
                        self.useCase = useCase
                        self.coordinator = coordinator
                    }
                    func next() { coordinator?.start() }
                }
                """
            files["Trips/Presenter/\(flow)/\(flow)ViewController.swift"] = """
                import UIKit
                final class \(flow)ViewController: UIViewController {
                    let viewModel: \(flow)ViewModel
                    init(viewModel: \(flow)ViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { nil }
                }
                """
        }
        return files
    }()

    @Test func everyFlowCoordinatorBuildingRepositoriesIsWiringAndItsViewModelMayKeepIt() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        for flow in ["Auth", "Trip", "Chat", "Profile"] {
            #expect(fitted.layer("Trips/Presenter/\(flow)/Coordinator/\(flow)Coordinator.swift") == "Composition")
            #expect(fitted.layer("Trips/Presenter/\(flow)/\(flow)ViewModel.swift") == "Presentation")
        }
        let layers = fitted.violations.filter { $0.hasPrefix("clean-layers") }
        #expect(layers.count == 1, "\(layers)")
        #expect(layers.allSatisfy { $0.contains("SplashViewModel.swift") && $0.contains("DefaultUserRepository") })
        #expect(fitted.rule(kind: "layers")?["allowBuiltBy"] == .array([.string("Composition")]))
    }
}
