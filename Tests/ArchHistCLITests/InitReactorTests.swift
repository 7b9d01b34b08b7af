import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A ReactorKit reactor is a screen's logic, whatever it builds: one that makes its own
/// repositories reaches past their protocols, a finding, not the app's composition root.
@Suite struct InitReactorTests {
    static let app: [String: String] = [
        "Bibbi/App/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = SplashViewControllerWrapper().make() }
        }
        """,
        "Bibbi/App/Wrapper/SplashViewControllerWrapper.swift": """
        import UIKit
        final class SplashViewControllerWrapper {
            func make() -> UIViewController {
                let screen = SplashViewController()
                screen.reactor = SplashReactor()
                return screen
            }
        }
        """,
        "Bibbi/Presentation/Splash/SplashReactor.swift": """
        import ReactorKit
        import RxSwift
        final class SplashReactor: Reactor {
            enum Action { case load }
            struct State { var signedIn = false }
            let initialState = State()
            private let users: UserRepository = DefaultUserRepository()
            private let tokens: TokenRepository = DefaultTokenRepository()
        }
        """,
        "Bibbi/Presentation/Splash/SplashViewController.swift": """
        import UIKit
        final class SplashViewController: UIViewController {
            var reactor: AnyObject?
        }
        """,
        "Bibbi/Domain/Interface/UserRepository.swift": "protocol UserRepository { func name() -> String }\n",
        "Bibbi/Domain/Interface/TokenRepository.swift": "protocol TokenRepository { func token() -> String? }\n",
        "Bibbi/Data/Repository/DefaultUserRepository.swift": """
        import Foundation
        final class DefaultUserRepository: UserRepository {
            let session = URLSession.shared
            func name() -> String { "" }
        }
        """,
        "Bibbi/Data/Repository/DefaultTokenRepository.swift": """
        import Foundation
        final class DefaultTokenRepository: TokenRepository {
            let defaults = UserDefaults.standard
            func token() -> String? { nil }
        }
        """,
    ]

    @Test func aReactorBuildingItsRepositoriesIsScreenLogicThatReachesPastThem() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Bibbi/Presentation/Splash/SplashReactor.swift") == "Presentation")
        let reaches = fitted.violations.filter {
            $0.hasPrefix("clean-layers Bibbi/Presentation/Splash/SplashReactor.swift: Presentation depends on Data")
        }
        #expect(reaches.count == 2, "\(fitted.violations)")
    }
}
