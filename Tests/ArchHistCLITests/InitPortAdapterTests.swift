import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A type that implements a port another module declares is that port's adapter, on the
/// data side, even where its name and folder say nothing and it bears the port's own name;
/// a subclass that says nothing of itself does its superclass's work.
@Suite struct InitPortAdapterTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Movies", targets: [
            .target(name: "MoviesDomain"),
            .target(name: "MoviesAPI", dependencies: ["MoviesDomain"]),
            .target(name: "MoviesFeature", dependencies: ["MoviesDomain"]),
            .target(name: "Monitoring", dependencies: ["MoviesAPI"]),
        ])
        """,
        "Sources/MoviesDomain/Gateway/DiscoverMoviesGateway.swift": """
        public protocol DiscoverMoviesGateway { func fetch() async throws -> [Movie] }
        """,
        "Sources/MoviesDomain/Entities/Movie.swift": "public struct Movie { public let title: String }\n",
        "Sources/MoviesDomain/UseCases/DiscoverMoviesUseCase.swift": """
        public struct DiscoverMoviesUseCase {
            let gateway: DiscoverMoviesGateway
            public func run() async throws -> [Movie] { try await gateway.fetch() }
        }
        """,
        "Sources/MoviesDomain/UseCases/SearchMoviesUseCase.swift": """
        public struct SearchMoviesUseCase { let gateway: DiscoverMoviesGateway }
        """,
        // Same name as the port, in a folder that says nothing: the port's adapter.
        "Sources/MoviesAPI/Gateways/DiscoverMoviesGateway.swift": """
        import MoviesDomain
        public final class DiscoverMoviesGateway: MoviesDomain.DiscoverMoviesGateway {
            public func fetch() async throws -> [Movie] { [] }
        }
        """,
        "Sources/MoviesAPI/Gateways/TrendingMoviesGateway.swift": """
        import MoviesDomain
        public final class TrendingMoviesGateway: MoviesDomain.DiscoverMoviesGateway {
            public func fetch() async throws -> [Movie] { [] }
        }
        """,
        "Sources/MoviesAPI/Reachability/Reachability.swift": """
        import Foundation
        open class Reachability { let session = URLSession.shared }
        """,
        // A subclass that says nothing of itself does its superclass's work.
        "Sources/Monitoring/LoggingReachability.swift": """
        import MoviesAPI
        final class LoggingReachability: Reachability { func log() {} }
        """,
        "Sources/MoviesFeature/MoviesView.swift": """
        import MoviesDomain
        import SwiftUI
        struct MoviesView: View { let useCase: DiscoverMoviesUseCase; var body: some View { Text("") } }
        """,
    ]

    @Test func aClassImplementingAnotherModulesPortOrSubclassingAnAdapterIsData() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Sources/MoviesAPI/Gateways/DiscoverMoviesGateway.swift") == "Data")
        #expect(fitted.layer("Sources/MoviesAPI/Gateways/TrendingMoviesGateway.swift") == "Data")
        #expect(fitted.layer("Sources/MoviesDomain/Gateway/DiscoverMoviesGateway.swift") == "Domain")
        #expect(fitted.layer("Sources/Monitoring/LoggingReachability.swift") == "Data")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
