import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A library is one unit, unless its team drew layers inside it too: folders named for two
/// of the preset's layers keep their files apart; a folder of a kind inside a data module
/// (`Local/Entities/`) does not split it.
@Suite struct InitLayerFoldersInModuleTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Movies", targets: [
            .target(name: "Storage"),
            .target(name: "MoviesModule", dependencies: ["Storage"]),
            .target(name: "App", dependencies: ["MoviesModule"]),
        ])
        """,
        "Sources/MoviesModule/Presentation/Views/MoviesView.swift": """
        import SwiftUI
        public struct MoviesView: View { let viewModel: MoviesViewModel; public var body: some View { Text("") } }
        """,
        "Sources/MoviesModule/Presentation/ViewModel/MoviesViewModel.swift": """
        final class MoviesViewModel {
            let useCase: MoviesUseCase
            init(useCase: MoviesUseCase) { self.useCase = useCase }
        }
        """,
        "Sources/MoviesModule/Domain/UseCase/MoviesUseCase.swift": """
        protocol MoviesRepositoryPort { func all() -> [String] }
        struct MoviesUseCase { let repository: MoviesRepositoryPort }
        """,
        "Sources/MoviesModule/Data/Repository/MoviesRepository.swift": """
        import Storage
        struct MoviesRepository: MoviesRepositoryPort { let store: Store; func all() -> [String] { [] } }
        """,
        "Sources/MoviesModule/Data/Models/MovieRecord.swift": "struct MovieRecord { let id: Int }\n",
        "Sources/MoviesModule/Data/Models/MoviePage.swift": "struct MoviePage { let records: [MovieRecord] }\n",
        "Sources/MoviesModule/Data/Models/MovieGenre.swift": "struct MovieGenre { let id: Int }\n",
        "Sources/MoviesModule/Data/Models/MovieCast.swift": "struct MovieCast { let id: Int }\n",
        "Sources/MoviesModule/Data/Network/MoviesAPIClient.swift": """
        import Foundation
        final class MoviesAPIClient { let session = URLSession.shared }
        """,
        "Sources/Storage/Data/Store.swift": """
        import Foundation
        public final class Store { let session = URLSession.shared; public init() {} }
        """,
        "Sources/Storage/Data/Local/Entities/StoredMovie.swift": """
        import Foundation
        final class StoredMovie { let store: Store? = nil }
        """,
        "Sources/App/MoviesApp.swift": """
        import MoviesModule
        import SwiftUI
        @main struct MoviesApp: App { var body: some Scene { WindowGroup { Text("") } } }
        """,
    ]

    @Test func layerFoldersInsideALibraryKeepTheirLayers() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Sources/MoviesModule/Presentation/Views/MoviesView.swift") == "Presentation")
        #expect(fitted.layer("Sources/MoviesModule/Presentation/ViewModel/MoviesViewModel.swift") == "Presentation")
        #expect(fitted.layer("Sources/MoviesModule/Domain/UseCase/MoviesUseCase.swift") == "Domain")
        #expect(fitted.layer("Sources/MoviesModule/Data/Repository/MoviesRepository.swift") == "Data")
        // The data module's own entities stay with it, though clean names `Entities/` folders Domain.
        #expect(fitted.layer("Sources/Storage/Data/Local/Entities/StoredMovie.swift") == "Data")
    }
}
