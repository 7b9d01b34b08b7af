import Testing

/// Clean architecture's `DataSources/` folders hold the remote and local sources a
/// repository reads; UIKit's table and collection data sources are view code, wherever
/// the app keeps them.
@Suite struct InitAmbiguousFolderTests {
    static let app: [String: String] = [
        "Movies/App/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            let repository = DefaultMoviesRepository(remote: MoviesRemoteDataSource())
        }
        """,
        "Movies/Domain/Entities/Movie.swift": "struct Movie { let title: String }\n",
        "Movies/Domain/Entities/Genre.swift": "struct Genre { let name: String }\n",
        "Movies/Domain/UseCases/FetchMoviesUseCase.swift": """
        struct FetchMoviesUseCase {
            let repository: MoviesRepository
            func run() async throws -> [Movie] { try await repository.movies() }
        }
        """,
        "Movies/Domain/Interfaces/MoviesRepository.swift": """
        protocol MoviesRepository { func movies() async throws -> [Movie] }
        """,
        "Movies/Data/Repositories/DefaultMoviesRepository.swift": """
        struct DefaultMoviesRepository: MoviesRepository {
            let remote: MoviesRemoteDataSource
            func movies() async throws -> [Movie] { try await remote.fetch() }
        }
        """,
        "Movies/Data/DataSources/MoviesRemoteDataSource.swift": """
        import Foundation
        final class MoviesRemoteDataSource {
            let session = URLSession.shared
            func fetch() async throws -> [Movie] { [] }
        }
        """,
        "Movies/Data/DataSources/GenresRemoteDataSource.swift": """
        import Foundation
        final class GenresRemoteDataSource {
            let session = URLSession.shared
            func fetch() async throws -> [Genre] { [] }
        }
        """,
        "Movies/Presentation/Scenes/MovieCell.swift": """
        import UIKit
        final class MovieCell: UITableViewCell { func show(_ movie: Movie) {} }
        """,
        "Movies/Presentation/Scenes/MoviesViewController.swift": """
        import UIKit
        final class MoviesViewController: UIViewController {
            var useCase: FetchMoviesUseCase?
            let source = SimpleTableViewDataSource(movies: [])
        }
        """,
        "Movies/ViewComponents/DataSources/SimpleTableViewDataSource.swift": """
        import UIKit
        final class SimpleTableViewDataSource: NSObject, UITableViewDataSource {
            let movies: [Movie]
            init(movies: [Movie]) { self.movies = movies }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { movies.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = MovieCell()
                cell.show(movies[indexPath.row])
                return cell
            }
        }
        """,
    ]

    /// The protocol the app's table data sources share, kept beside them.
    static let prefetching: [String: String] = [
        "Movies/ViewComponents/DataSources/DataSourcePrefetching.swift": """
        import Foundation
        protocol DataSourcePrefetching {
            var cellCount: Int { get }
            func prefetchIfNeeded(for indexPaths: [IndexPath])
        }
        """,
        "Movies/ViewComponents/DataSources/TableView/TableViewDataSourcePrefetching.swift": """
        import UIKit
        protocol TableViewDataSourcePrefetching: DataSourcePrefetching, UITableViewDataSourcePrefetching {}
        """,
        "Movies/ViewComponents/DataSources/PagedTableViewDataSource.swift": """
        import UIKit
        final class PagedTableViewDataSource: NSObject, UITableViewDataSource, TableViewDataSourcePrefetching {
            var movies: [Movie] = []
            var cellCount: Int { movies.count }
            func prefetchIfNeeded(for indexPaths: [IndexPath]) {}
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { movies.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                MovieCell()
            }
        }
        """,
        "Movies/Presentation/Scenes/PagedMoviesViewController.swift": """
        import UIKit
        final class PagedMoviesViewController: UIViewController {
            var useCase: FetchMoviesUseCase?
            var prefetching: DataSourcePrefetching = PagedTableViewDataSource()
        }
        """,
    ]

    /// A protocol that only view code adopts (here through a UIKit protocol refining it)
    /// is view code too, in the same folder: the screens that hold one of those data
    /// sources by its protocol use no data source.
    @Test func aProtocolOnlyTheTablesDataSourcesAdoptIsViewCode() throws {
        let fitted = try FittedTree(Self.app.merging(Self.prefetching) { first, _ in first }, preset: "clean")
        #expect(fitted.layer("Movies/ViewComponents/DataSources/DataSourcePrefetching.swift") == "Presentation")
        #expect(fitted.layer("Movies/Data/DataSources/MoviesRemoteDataSource.swift") == "Data")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    @Test func aTablesDataSourceInADataSourcesFolderIsViewCode() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Movies/Data/DataSources/MoviesRemoteDataSource.swift") == "Data")
        #expect(fitted.layer("Movies/ViewComponents/DataSources/SimpleTableViewDataSource.swift") == "Presentation")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
