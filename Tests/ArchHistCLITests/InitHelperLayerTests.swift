import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A helper by name or folder that speaks in one layer's types only is that layer's helper:
/// a utility knows nothing of the app, so this one is no cross-cutting utility.
@Suite struct InitHelperLayerTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Meals", targets: [.target(name: "Meals")])
        """,
        "Sources/Meals/Protocols/Coordinator.swift": """
        import UIKit
        protocol Coordinator: AnyObject {
            var navigationController: UINavigationController? { get }
            var parent: WeakCoordinatorBox? { get set }
        }
        """,
        // In `Helpers/`, but a weak reference to a coordinator: navigation's own helper.
        "Sources/Meals/Helpers/WeakCoordinatorBox.swift": """
        final class WeakCoordinatorBox { weak var coordinator: Coordinator? }
        """,
        "Sources/Meals/Helpers/Throttle.swift": """
        import Foundation
        final class Throttle { var last = Date() }
        """,
        "Sources/Meals/Scenes/MealsViewController.swift": """
        import UIKit
        final class MealsViewController: UIViewController { let useCase: FetchMealsUseCase? = nil }
        """,
        "Sources/Meals/Domain/UseCases/FetchMealsUseCase.swift": """
        struct FetchMealsUseCase { let repository: MealsRepository; let throttle: Throttle }
        """,
        "Sources/Meals/Domain/Repositories/MealsRepository.swift": "protocol MealsRepository {}\n",
        "Sources/Meals/Data/Repositories/DefaultMealsRepository.swift": """
        import Foundation
        final class DefaultMealsRepository: MealsRepository { let session = URLSession.shared }
        """,
    ]

    @Test func aHelperSpeakingInOneLayersTypesIsThatLayers() throws {
        let fitted = try FittedTree(FittedTree.withScreens(in: "Sources/Meals/Scenes", Self.app), preset: "clean")
        #expect(fitted.layer("Sources/Meals/Helpers/WeakCoordinatorBox.swift") == "Presentation")
        #expect(fitted.layer("Sources/Meals/Protocols/Coordinator.swift") == "Presentation")
        // A helper that speaks in no layer's types stays where the preset puts utilities.
        #expect(fitted.layer("Sources/Meals/Helpers/Throttle.swift") == "Domain")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
