import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Flow coordinators handed the app's container, which build their screens with it, are
/// the composition root spread along the navigation: their use of the container, and the
/// cycle two of them close by opening each other's flow, are no findings.
@Suite struct InitFlowCoordinatorTests {
    static let movies: [String: String] = {
        var files: [String: String] = [
            "Movies/App/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                let coordinator = AppCoordinator(container: AppContainer())
            }
            """,
            "Movies/DI/AppContainer.swift": """
            final class AppContainer {
                func movies() -> MovieRepository { RemoteMovieRepository() }
                func people() -> PersonRepository { RemotePersonRepository() }
            }
            """,
            "Movies/Domain/MovieRepository.swift": "protocol MovieRepository { func all() -> [String] }\n",
            "Movies/Domain/PersonRepository.swift": "protocol PersonRepository { func all() -> [String] }\n",
            "Movies/Domain/GetMoviesUseCase.swift": "struct GetMoviesUseCase { let movies: MovieRepository }\n",
            "Movies/Domain/GetPeopleUseCase.swift": "struct GetPeopleUseCase { let people: PersonRepository }\n",
            "Movies/Domain/Movie.swift": "struct Movie { let title: String }\n",
            "Movies/Data/RemoteMovieRepository.swift": """
            import Foundation
            final class RemoteMovieRepository: MovieRepository {
                let session = URLSession.shared
                func all() -> [String] { [] }
            }
            """,
            "Movies/Data/RemotePersonRepository.swift": """
            import Foundation
            final class RemotePersonRepository: PersonRepository {
                let session = URLSession.shared
                func all() -> [String] { [] }
            }
            """,
            "Movies/Data/MovieDTO.swift": "struct MovieDTO: Decodable { let title: String }\n",
            "Movies/Presentation/Coordinators/AppCoordinator.swift": """
            enum AppRoute { case home }
            final class AppCoordinator {
                let container: AppContainer
                init(container: AppContainer) { self.container = container }
                func start() -> MoviesCoordinator { MoviesCoordinator(container: container) }
            }
            """,
        ]
        // Each feature's coordinator builds its screen with the container, and opens the other's flow.
        for (feature, repository, other) in [
            ("Movies", "movies", "People"), ("People", "people", "Movies"),
        ] {
            files["Movies/Presentation/Scenes/\(feature)/\(feature)Coordinator.swift"] = """
                enum \(feature)Route { case initial, open\(other) }
                final class \(feature)Coordinator {
                    let container: AppContainer
                    init(container: AppContainer) { self.container = container }
                    func build() -> \(feature)ViewController {
                        \(feature)ViewController(viewModel: \(feature)ViewModel(repository: container.\(repository)()))
                    }
                    func open() -> \(other)Coordinator { \(other)Coordinator(container: container) }
                }
                """
            files["Movies/Presentation/Scenes/\(feature)/\(feature)ViewModel.swift"] = """
                final class \(feature)ViewModel {
                    var route: \(feature)Route = .initial
                    init(repository: Any) {}
                }
                """
            files["Movies/Presentation/Scenes/\(feature)/\(feature)ViewController.swift"] = """
                import UIKit
                final class \(feature)ViewController: UIViewController {
                    init(viewModel: \(feature)ViewModel) { super.init(nibName: nil, bundle: nil) }
                    required init?(coder: NSCoder) { nil }
                }
                """
        }
        return files
    }()

    @Test func aCoordinatorHandedTheContainerIsTheCompositionRoot() throws {
        let fitted = try FittedTree(Self.movies, preset: "clean")
        #expect(fitted.layer("Movies/Presentation/Scenes/Movies/MoviesCoordinator.swift") == "Composition")
        #expect(fitted.layer("Movies/Presentation/Coordinators/AppCoordinator.swift") == "Composition")
        // What it builds stays what it is.
        #expect(fitted.layer("Movies/Presentation/Scenes/Movies/MoviesViewModel.swift") == "Presentation")
        #expect(fitted.layer("Movies/Presentation/Scenes/Movies/MoviesViewController.swift") == "Presentation")
        #expect(!fitted.violations.contains { $0.hasPrefix("clean-layers") }, "\(fitted.violations)")
    }

    @Test func aCycleOnlyTheCompositionRootClosesIsNavigation() throws {
        let fitted = try FittedTree(Self.movies, preset: "clean")
        let cycles = (fitted.spec["rules"]?.array ?? []).first { $0["kind"]?.text == "cycles" }
        #expect(cycles?["ignoreFrom"]?.array.compactMap(\.text) == ["Composition"])
        #expect(!fitted.violations.contains { $0.hasPrefix("feature-cycles") }, "\(fitted.violations)")
    }

    /// A flow whose screens sit in a folder below its coordinator: they are the flow's own,
    /// and one holding the concrete coordinator (not a protocol of it) is the finding. The
    /// flow's file of protocols builds nothing: it is no wiring, whatever it names.
    static let search: [String: String] = {
        var files = movies
        files["Movies/Presentation/Coordinators/AppCoordinator.swift"] = """
            enum AppRoute { case home }
            final class AppCoordinator {
                let container: AppContainer
                init(container: AppContainer) { self.container = container }
                func start() -> MoviesCoordinator { MoviesCoordinator(container: container) }
                func search() -> SearchCoordinator { SearchCoordinator(container: container) }
            }
            """
        files["Movies/Presentation/Scenes/Search/SearchCoordinator.swift"] = """
            final class SearchCoordinator: SearchCoordinatorProtocol {
                let container: AppContainer
                init(container: AppContainer) { self.container = container }
                func build() -> SearchResultController {
                    let screen = SearchResultController(viewModel: SearchResultViewModel(repository: container.movies()))
                    screen.coordinator = self
                    return screen
                }
                func showMovie(_ title: String) {}
            }
            """
        files["Movies/Presentation/Scenes/Search/SearchProtocols.swift"] = """
            protocol SearchCoordinatorProtocol: AnyObject { func showMovie(_ title: String) }
            protocol SearchResultViewModelProtocol {
                var titles: [String] { get }
                func build(with coordinator: SearchCoordinator) -> SearchResultController
            }
            """
        files["Movies/Presentation/Scenes/Search/Result/SearchResultViewModel.swift"] = """
            final class SearchResultViewModel: SearchResultViewModelProtocol {
                var titles: [String] = []
                init(repository: Any) {}
                func build(with coordinator: SearchCoordinator) -> SearchResultController { coordinator.build() }
            }
            """
        files["Movies/Presentation/Scenes/Search/Result/SearchResultController.swift"] = """
            import UIKit
            final class SearchResultController: UIViewController {
                weak var coordinator: SearchCoordinator?
                init(viewModel: SearchResultViewModelProtocol) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """
        return files
    }()

    @Test func aFlowsScreensBelowItsCoordinatorAreItsOwn() throws {
        let fitted = try FittedTree(Self.search, preset: "clean")
        #expect(fitted.layer("Movies/Presentation/Scenes/Search/SearchCoordinator.swift") == "Composition")
        #expect(fitted.layer("Movies/Presentation/Scenes/Search/SearchProtocols.swift") == "Presentation")
        // The findings are the screens naming the concrete coordinator, and only those.
        let layers = fitted.violations.filter { $0.hasPrefix("clean-layers") }
        #expect(layers.allSatisfy { $0.contains("(uses SearchCoordinator from") }, "\(layers)")
        let screen = "SearchResultController.swift: Presentation depends on Composition (uses SearchCoordinator "
        #expect(layers.contains { $0.contains(screen) }, "\(layers)")
    }
}
