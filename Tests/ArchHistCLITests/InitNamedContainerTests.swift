import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A container the app names so (`Application/DIContainer/AppDIContainer.swift`) is the
/// composition root though it builds one implementation only, and the app flow coordinator
/// handed it is wiring with it.
@Suite struct InitNamedContainerTests {
    static let app: [String: String] = [
        "Villains/Application/SceneDelegate.swift": """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            let coordinator = AppFlowCoordinator(container: AppDIContainer())
        }
        """,
        "Villains/Application/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
        """,
        "Villains/Application/AppFlowCoordinator.swift": """
        import UIKit
        final class AppFlowCoordinator {
            let container: AppDIContainer
            init(container: AppDIContainer) { self.container = container }
            func start() -> UIViewController { container.villainsScene() }
        }
        """,
        "Villains/Application/DIContainer/AppDIContainer.swift": """
        import UIKit
        final class AppDIContainer {
            lazy var repository: VillainsRepository = DefaultVillainsRepository()
            func villainsScene() -> UIViewController {
                let useCase = FetchVillainsUseCase(repository: repository)
                return VillainsViewController(viewModel: VillainsViewModel(useCase: useCase))
            }
        }
        """,
        "Villains/Presentation/Villains/VillainsViewController.swift": """
        import UIKit
        final class VillainsViewController: UIViewController {
            let viewModel: VillainsViewModel
            init(viewModel: VillainsViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
        }
        """,
        "Villains/Presentation/Villains/VillainsViewModel.swift": """
        final class VillainsViewModel {
            let useCase: FetchVillainsUseCase
            init(useCase: FetchVillainsUseCase) { self.useCase = useCase }
        }
        """,
        "Villains/Domain/UseCases/FetchVillainsUseCase.swift": """
        struct FetchVillainsUseCase { let repository: VillainsRepository }
        """,
        "Villains/Domain/Repositories/VillainsRepository.swift": "protocol VillainsRepository {}\n",
        "Villains/Domain/Entities/Villain.swift": "struct Villain { let name: String }\n",
        "Villains/Data/Repositories/DefaultVillainsRepository.swift": """
        import Foundation
        final class DefaultVillainsRepository: VillainsRepository { let session = URLSession.shared }
        """,
        "Villains/Data/Storages/VillainsStorage.swift": "protocol VillainsStorage {}\n",
        "Villains/Data/Storages/MemoryVillainsStorage.swift": "final class MemoryVillainsStorage: VillainsStorage {}\n",
    ]

    @Test func aContainerTheAppNamesSoAndTheFlowCoordinatorHandedItAreWiring() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Villains/Application/DIContainer/AppDIContainer.swift") == "Composition")
        #expect(fitted.layer("Villains/Application/AppFlowCoordinator.swift") == "Composition")
        #expect(fitted.layer("Villains/Presentation/Villains/VillainsViewModel.swift") == "Presentation")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
