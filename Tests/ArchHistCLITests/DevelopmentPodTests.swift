import ArchHistSupport
import Testing

/// An app split into development pods: each podspec names the files its module
/// compiles, and the pods' declared dependencies say which way the layers go.
@Suite struct DevelopmentPodTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Movies", targets: [.executableTarget(name: "Movies", path: "Movies")])
        """,
        "Podfile": """
        target 'Movies' do
          pod 'MoviesDomain', :path => 'MoviesDomain/'
          pod 'MoviesData', :path => 'MoviesData/'
          pod 'Network', :path => 'Network/'
        end
        """,
        "MoviesDomain/MoviesDomain.podspec": """
        Pod::Spec.new do |s|
          s.name = 'MoviesDomain'
          s.source_files = 'MoviesDomain/Core/**/*.swift'
        end
        """,
        "MoviesDomain/MoviesDomain/Core/Entities/Movie.swift": "public struct Movie { public let title: String }\n",
        "MoviesDomain/MoviesDomain/Core/UseCases/MovieUseCaseProtocol.swift": """
        public protocol MovieUseCaseProtocol { func movies() async throws -> [Movie] }
        """,
        "MoviesData/MoviesData.podspec": """
        Pod::Spec.new do |s|
          s.name = 'MoviesData'
          s.source_files = 'MoviesData/Core/**/*.{swift}'
          s.dependency 'MoviesDomain'
        end
        """,
        "MoviesData/MoviesData/Core/DataSources/MovieRemoteDataSourceProtocol.swift": """
        import MoviesDomain
        public protocol MovieRemoteDataSourceProtocol { func movies() async throws -> [Movie] }
        """,
        "MoviesData/MoviesData/Core/Repositories/MovieRepository.swift": """
        import MoviesDomain
        public final class MovieRepository: MovieUseCaseProtocol {
            let remote: MovieRemoteDataSourceProtocol
            public init(remote: MovieRemoteDataSourceProtocol) { self.remote = remote }
            public func movies() async throws -> [Movie] { try await remote.movies() }
        }
        """,
        // The infrastructure pod: its `Entities/` are its own transfer values, not the domain's.
        "Network/Network.podspec": """
        Pod::Spec.new do |s|
          s.name = 'Network'
          s.source_files = 'Network/Core/**/*.swift'
          s.dependency 'MoviesDomain'
          s.dependency 'MoviesData'
        end
        """,
        "Network/Network/Core/Entities/MovieResult.swift": """
        struct MovieResult: Decodable { let title: String }
        """,
        "Network/Network/Core/Entities/GenreResult.swift": "struct GenreResult: Decodable { let name: String }\n",
        "Network/Network/Core/Entities/ReviewResult.swift": "struct ReviewResult: Decodable { let text: String }\n",
        "Network/Network/Core/Entities/VideoResult.swift": "struct VideoResult: Decodable { let key: String }\n",
        "Network/Network/Core/Entities/PageResult.swift": """
        struct PageResult: Decodable {
            let movies: [MovieResult]
            let genres: [GenreResult]
            let reviews: [ReviewResult]
            let videos: [VideoResult]
        }
        """,
        "Network/Network/Core/APIClient.swift": """
        import Foundation
        final class APIClient {
            let session = URLSession.shared
            func get(_ path: String) async throws -> [MovieResult] { [] }
            func page(_ path: String) async throws -> PageResult? { nil }
        }
        """,
        "Network/Network/Core/MovieRemoteDataSource.swift": """
        import MoviesData
        import MoviesDomain
        public final class MovieRemoteDataSource: MovieRemoteDataSourceProtocol {
            let client = APIClient()
            public init() {}
            public func movies() async throws -> [Movie] { try await client.get("movies").map { Movie(title: $0.title) } }
        }
        """,
        "Movies/MoviesApp.swift": """
        import MoviesData
        import Network
        import SwiftUI
        @main struct MoviesApp: App {
            var body: some Scene {
                WindowGroup { MoviesView(useCase: MovieRepository(remote: MovieRemoteDataSource())) }
            }
        }
        """,
        "Movies/Scenes/MoviesView.swift": """
        import MoviesDomain
        import SwiftUI
        struct MoviesView: View {
            let useCase: MovieUseCaseProtocol
            var body: some View { Text("Movies") }
        }
        """,
    ]

    @Test func eachPodIsTheModuleOfTheFilesItsPodspecNames() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.file("MoviesDomain/MoviesDomain/Core/Entities/Movie.swift")?["module"]?.text == "MoviesDomain")
        #expect(
            fitted.file("MoviesData/MoviesData/Core/Repositories/MovieRepository.swift")?["module"]?.text
                == "MoviesData")
        #expect(fitted.file("Network/Network/Core/Entities/MovieResult.swift")?["module"]?.text == "Network")
        #expect(fitted.file("Movies/Scenes/MoviesView.swift")?["module"]?.text == "Movies")
    }

    @Test func anInfrastructurePodTheBuildPutsAboveDataIsDataWithItsEntities() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("MoviesDomain/MoviesDomain/Core/Entities/Movie.swift") == "Domain")
        #expect(fitted.layer("Network/Network/Core/APIClient.swift") == "Data")
        #expect(fitted.layer("Network/Network/Core/Entities/MovieResult.swift") == "Data")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
