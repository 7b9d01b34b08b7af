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

    @Test func aFeaturePackageKeptInAFeaturesFolderKeepsItsLayerFolders() throws {
        // The package sits in `Modules/Features/`, a folder clean names for Presentation: the
        // folders inside the module, nearer the files, say what they are.
        var files: [String: String] = [:]
        for (path, text) in Self.app {
            if path == "Package.swift" {
                files[path] = text.replacingOccurrences(
                    of: #".target(name: "MoviesModule", dependencies: ["Storage"]),"#,
                    with: #".target(name: "MoviesModule", dependencies: ["Storage"], "#
                        + #"path: "Modules/Features/Movies/Sources/MoviesModule"),"#)
            } else if path.hasPrefix("Sources/MoviesModule/") {
                files["Modules/Features/Movies/" + path] = text
            } else {
                files[path] = text
            }
        }
        let fitted = try FittedTree(files, preset: "clean")
        let root = "Modules/Features/Movies/Sources/MoviesModule/"
        #expect(fitted.layer(root + "Presentation/Views/MoviesView.swift") == "Presentation")
        #expect(fitted.layer(root + "Domain/UseCase/MoviesUseCase.swift") == "Domain")
        #expect(fitted.layer(root + "Data/Repository/MoviesRepository.swift") == "Data")
    }

    /// A design system the features share keeps its components together, whatever its folders are
    /// called: its module's own folder (`Sources/DesignSystem/`) and its `Views/` draw no layer inside it.
    static let sharedDesignSystem: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Movies", targets: [
            .target(name: "Models"),
            .target(name: "DesignSystem", dependencies: ["Models"]),
            .target(name: "SearchFeature", dependencies: ["DesignSystem", "Models"], path: "Sources/Features/Search"),
            .target(name: "HomeFeature", dependencies: ["DesignSystem", "Models"], path: "Sources/Features/Home"),
            .target(name: "DetailsFeature", dependencies: ["DesignSystem", "Models"], path: "Sources/Features/Details"),
        ])
        """,
        "Sources/Models/Movie.swift": "public struct Movie { public let title: String }\n",
        "Sources/Models/Genre.swift": "public struct Genre { public let name: String }\n",
        "Sources/DesignSystem/Views/MovieRow.swift": """
        import SwiftUI
        public struct MovieRow: View { let title: String; public var body: some View { Text(title) } }
        """,
        "Sources/DesignSystem/Views/Pager.swift": """
        import SwiftUI
        public struct Pager: View { public var body: some View { EmptyView() } }
        """,
        "Sources/DesignSystem/Modifiers/CardStyle.swift": """
        import SwiftUI
        struct CardStyle: ViewModifier {
            func body(content: Content) -> some View { content.contextMenu { MovieRow(title: "") } }
        }
        extension View { public func cardStyle() -> some View { modifier(CardStyle()) } }
        """,
        "Sources/DesignSystem/Types/Section.swift": "public enum Section { case popular, upcoming }\n",
    ].merging(["Search", "Home", "Details"].flatMap(feature)) { first, _ in first }

    /// A feature of the Composable Architecture showing the design system's components.
    static func feature(_ name: String) -> [(String, String)] {
        [
            (
                "Sources/Features/\(name)/\(name)Feature.swift",
                """
                import ComposableArchitecture
                import Models
                @Reducer public struct \(name)Feature {
                    @ObservableState public struct State { var movies: [Movie] = [] }
                    public enum Action { case load }
                    public var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
                }
                """
            ),
            (
                "Sources/Features/\(name)/\(name)View.swift",
                """
                import ComposableArchitecture
                import DesignSystem
                import SwiftUI
                struct \(name)View: View {
                    let store: StoreOf<\(name)Feature>
                    var body: some View { MovieRow(title: "").cardStyle() }
                }
                """
            ),
        ]
    }

    @Test func aSharedDesignSystemIsOneUnitWhateverItsFoldersAreCalled() throws {
        let fitted = try FittedTree(Self.sharedDesignSystem, preset: "harness")
        let components = [
            "Sources/DesignSystem/Views/MovieRow.swift", "Sources/DesignSystem/Views/Pager.swift",
            "Sources/DesignSystem/Modifiers/CardStyle.swift",
        ]
        #expect(components.map { fitted.layer($0) } == Array(repeating: "DesignSystem", count: 3))
        #expect(!fitted.violations.contains { $0.contains("CardStyle") }, "\(fitted.violations)")
    }
}
