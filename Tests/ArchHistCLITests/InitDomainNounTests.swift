import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Domains are business features in every layer: a feature's use cases, repositories and
/// models in the app's layer folders join it by the noun they carry when they serve it
/// alone; what several features use, and the DI folder that builds them all, join none.
@Suite struct InitDomainNounTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Cinema", targets: [.target(name: "Cinema")])
        """,
        "Sources/Cinema/Application/CinemaApp.swift": """
        import SwiftUI
        @main struct CinemaApp: App {
            let container = AppDIContainer()
            var body: some Scene { WindowGroup { container.moviesScene() } }
        }
        """,
        "Sources/Cinema/Application/DIContainer/AppDIContainer.swift": """
        import SwiftUI
        final class AppDIContainer {
            func makeMoviesRepository() -> MoviesRepository { DefaultMoviesRepository() }
            func makeAccountRepository() -> AccountRepository { DefaultAccountRepository() }
            func moviesScene() -> MoviesListView {
                MoviesListView(viewModel: MoviesListViewModel(search: DefaultSearchMoviesUseCase(
                    repository: makeMoviesRepository()), account: DefaultLoadAccountUseCase()))
            }
            func profileScene() -> ProfileView {
                ProfileView(viewModel: ProfileViewModel(account: DefaultLoadAccountUseCase()))
            }
        }
        """,
        "Sources/Cinema/Presentation/MoviesScene/MoviesListView.swift": """
        import SwiftUI
        struct MoviesListView: View { let viewModel: MoviesListViewModel; var body: some View { Text("") } }
        """,
        "Sources/Cinema/Presentation/MoviesScene/MoviesListViewModel.swift": """
        final class MoviesListViewModel {
            let search: SearchMoviesUseCase
            let account: LoadAccountUseCase
            var movies: [Movie] = []
            init(search: SearchMoviesUseCase, account: LoadAccountUseCase) {
                self.search = search
                self.account = account
            }
        }
        """,
        "Sources/Cinema/Presentation/ProfileScene/ProfileView.swift": """
        import SwiftUI
        struct ProfileView: View { let viewModel: ProfileViewModel; var body: some View { Text("") } }
        """,
        "Sources/Cinema/Presentation/ProfileScene/ProfileViewModel.swift": """
        final class ProfileViewModel {
            let account: LoadAccountUseCase
            init(account: LoadAccountUseCase) { self.account = account }
        }
        """,
        "Sources/Cinema/Domain/Entities/Movie.swift": "struct Movie { let title: String }\n",
        "Sources/Cinema/Domain/UseCases/SearchMoviesUseCase.swift": """
        protocol SearchMoviesUseCase { func run() async throws -> [Movie] }
        struct DefaultSearchMoviesUseCase: SearchMoviesUseCase {
            let repository: MoviesRepository
            func run() async throws -> [Movie] { try await repository.all() }
        }
        """,
        // Named for a noun of the profile, but the movies' screens use it too: shared.
        "Sources/Cinema/Domain/UseCases/LoadAccountUseCase.swift": """
        protocol LoadAccountUseCase {}
        struct DefaultLoadAccountUseCase: LoadAccountUseCase {}
        """,
        "Sources/Cinema/Domain/Repositories/MoviesRepository.swift": """
        protocol MoviesRepository { func all() async throws -> [Movie] }
        """,
        "Sources/Cinema/Domain/Repositories/AccountRepository.swift": "protocol AccountRepository {}\n",
        "Sources/Cinema/Data/Repositories/DefaultAccountRepository.swift": """
        import Foundation
        struct DefaultAccountRepository: AccountRepository { let session = URLSession.shared }
        """,
        "Sources/Cinema/Data/Repositories/DefaultMoviesRepository.swift": """
        import Foundation
        struct DefaultMoviesRepository: MoviesRepository {
            let session = URLSession.shared
            func all() async throws -> [Movie] { [] }
        }
        """,
    ]

    @Test func aFeaturesUseCasesRepositoriesAndModelsJoinItByItsNoun() throws {
        let files = FittedTree.withScreens(in: "Sources/Cinema/Presentation/MoviesScene", Self.app)
        let fitted = try FittedTree(files, preset: "clean")
        let domainOf = { (path: String) in fitted.file(path)?["domain"]?.text }
        for path in [
            "Sources/Cinema/Domain/Entities/Movie.swift", "Sources/Cinema/Domain/UseCases/SearchMoviesUseCase.swift",
            "Sources/Cinema/Domain/Repositories/MoviesRepository.swift",
            "Sources/Cinema/Data/Repositories/DefaultMoviesRepository.swift",
        ] {
            #expect(domainOf(path) == "Movies", "\(path)")
        }
        #expect(domainOf("Sources/Cinema/Domain/UseCases/LoadAccountUseCase.swift") == nil)
        #expect(domainOf("Sources/Cinema/Application/DIContainer/AppDIContainer.swift") == nil)
        let names = (fitted.spec["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(Set(names) == ["Movies", "Profile"])
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
