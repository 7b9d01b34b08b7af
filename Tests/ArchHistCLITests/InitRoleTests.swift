import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Roles `init` reads from what code does, not from its names or imports: the
/// composition root, platform shims, test support.
@Suite struct InitRoleTests {
    /// A clean app whose screens get their repositories from a container folder.
    static let containerApp: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Movies", targets: [.target(name: "App")])
        """,
        "Sources/App/Application/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            let container = AppContainer()
            var coordinator: AppFlow?
            func start() { coordinator = AppFlow(container: container); coordinator?.start() }
        }
        """,
        "Sources/App/Application/AppFlow.swift": """
        import UIKit
        final class AppFlow {
            let container: AppContainer
            init(container: AppContainer) { self.container = container }
            func start() { _ = container.makeMoviesScene().makeListViewController() }
        }
        """,
        "Sources/App/Application/DI/AppContainer.swift": """
        import Foundation
        final class AppContainer {
            lazy var transfer: DataTransfer = DefaultDataTransfer()
            func makeMoviesScene() -> MoviesSceneContainer { MoviesSceneContainer(transfer: transfer) }
        }
        """,
        "Sources/App/Application/DI/MoviesSceneContainer.swift": """
        import UIKit
        final class MoviesSceneContainer {
            let transfer: DataTransfer
            init(transfer: DataTransfer) { self.transfer = transfer }
            func makeRepository() -> MoviesRepository { DefaultMoviesRepository(transfer: transfer) }
            func makeQueries() -> QueriesRepository { DefaultQueriesRepository() }
            func makeListViewController() -> MoviesListViewController {
                MoviesListViewController(viewModel: MoviesListViewModel(search: SearchMovies(movies: makeRepository())))
            }
        }
        """,
        "Sources/App/Domain/Entities/Movie.swift": "struct Movie { let title: String }",
        "Sources/App/Domain/Interfaces/MoviesRepository.swift": """
        protocol MoviesRepository { func movies() -> [Movie] }
        protocol QueriesRepository { func recent() -> [String] }
        """,
        "Sources/App/Domain/UseCases/SearchMovies.swift": """
        struct SearchMovies { let movies: MoviesRepository }
        """,
        "Sources/App/Data/Network/DataTransfer.swift": """
        import Foundation
        protocol DataTransfer { func get(_ url: URL) -> Data? }
        final class DefaultDataTransfer {}
        extension DefaultDataTransfer: DataTransfer { func get(_ url: URL) -> Data? { nil } }
        """,
        "Sources/App/Data/Repositories/DefaultMoviesRepository.swift": """
        final class DefaultMoviesRepository: MoviesRepository {
            let transfer: DataTransfer
            init(transfer: DataTransfer) { self.transfer = transfer }
            func movies() -> [Movie] { [] }
        }
        """,
        "Sources/App/Data/Repositories/DefaultQueriesRepository.swift": """
        final class DefaultQueriesRepository: QueriesRepository { func recent() -> [String] { [] } }
        """,
        "Sources/App/Presentation/MoviesList/MoviesListViewModel.swift": """
        final class MoviesListViewModel {
            let search: SearchMovies
            init(search: SearchMovies) { self.search = search }
        }
        """,
        "Sources/App/Presentation/MoviesList/MoviesListViewController.swift": """
        import UIKit
        final class MoviesListViewController: UIViewController {
            let viewModel: MoviesListViewModel
            init(viewModel: MoviesListViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
        }
        """,
        // A view model that builds a concrete repository itself: the one real finding.
        "Sources/App/Presentation/Details/MovieDetailsViewModel.swift": """
        final class MovieDetailsViewModel {
            let repository = DefaultMoviesRepository(transfer: DefaultDataTransfer())
        }
        """,
        // A platform shim: its UIKit import is for one platform, it draws no screen.
        "Sources/App/Domain/Entities/PlatformImage.swift": """
        #if os(iOS)
        import UIKit
        typealias PlatformImage = UIImage
        #else
        import AppKit
        typealias PlatformImage = NSImage
        #endif
        """,
        "Sources/App/Data/Repositories/PosterRepository.swift": """
        final class PosterRepository { var posters: [PlatformImage] = [] }
        """,
    ]

    @Test func theContainersThatBuildTheScreensAreTheCompositionRoot() throws {
        let fitted = try FittedTree(Self.containerApp)
        for path in [
            "Sources/App/Application/DI/AppContainer.swift", "Sources/App/Application/DI/MoviesSceneContainer.swift",
            "Sources/App/Application/AppFlow.swift", "Sources/App/Application/AppDelegate.swift",
        ] {
            #expect(fitted.layer(path) == "Composition", "\(path)")
        }
        let layering = fitted.violations.filter { $0.hasPrefix("clean-layers") }.map {
            $0.components(separatedBy: ". ")[0]
        }
        #expect(
            layering == [
                "clean-layers Sources/App/Presentation/Details/MovieDetailsViewModel.swift: Presentation depends on "
                    + "Data (uses DefaultMoviesRepository from Sources/App/Data/Repositories/"
                    + "DefaultMoviesRepository.swift)",
                "clean-layers Sources/App/Presentation/Details/MovieDetailsViewModel.swift: Presentation depends on "
                    + "Data (uses DefaultDataTransfer from Sources/App/Data/Network/DataTransfer.swift)",
            ], "\(fitted.violations)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(
            description.contains("Composition: 3 files (AppFlow, AppContainer, MoviesSceneContainer)"), "\(description)"
        )
        // The container folder builds every feature and is none of them.
        let domains = (fitted.spec["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(!domains.contains("DI"), "\(domains)")
    }

    @Test func aPlatformShimImportingUIKitUnderIfOsIsNoViewCode() throws {
        let fitted = try FittedTree(Self.containerApp)
        #expect(fitted.layer("Sources/App/Domain/Entities/PlatformImage.swift") == "Domain")
    }

    @Test func aCacheOfBytesUnderAnUnusedUIKitImportIsNoViewCode() throws {
        var files = Self.containerApp
        files["Sources/App/Cache/ImageCache.swift"] = """
            import UIKit
            final class ImageCache {
                static let shared = ImageCache()
                private let cache = NSCache<NSURL, NSData>()
                func data(for key: NSURL) -> NSData? { cache.object(forKey: key) }
            }
            """
        files["Sources/App/Data/Repositories/DefaultQueriesRepository.swift"] = """
            final class DefaultQueriesRepository: QueriesRepository {
                func recent() -> [String] { _ = ImageCache.shared; return [] }
            }
            """
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Sources/App/Cache/ImageCache.swift") == "Data")
        #expect(!fitted.violations.contains { $0.contains("ImageCache") }, "\(fitted.violations)")
    }
}

/// What ships in no build of the app is kept out of the layers.
@Suite struct InitNotTheAppTests {
    @Test func mocksPreviewContentAndTemplatesAreNoProductionCode() throws {
        var app = InitRoleTests.containerApp
        app["Sources/App/Presentation/MoviesList/Mocks/MoviesRepositoryMock.swift"] = """
            final class MoviesRepositoryMock: MoviesRepository {
                let real = DefaultMoviesRepository(transfer: DefaultDataTransfer())
                func movies() -> [Movie] { [] }
            }
            """
        app["Sources/App/Presentation/Preview Content/PreviewMovies.swift"] = """
            let previewRepository = DefaultQueriesRepository()
            """
        let fitted = try FittedTree(app)
        let tests = (fitted.spec["tests"]?.array ?? []).compactMap(\.text)
        #expect(tests.contains("**/Mocks/**") && tests.contains("**/Preview Content/**"), "\(tests)")
        #expect(
            fitted.violations.allSatisfy { !$0.contains("Mock") && !$0.contains("Preview") }, "\(fitted.violations)")
        #expect(fitted.file("Sources/App/Presentation/MoviesList/Mocks/MoviesRepositoryMock.swift")?["test"] == true)
    }

    @Test func filesNoTargetCompilesAreExcluded() throws {
        var app = InitRoleTests.containerApp
        // An Xcode file template beside the package: no target compiles it.
        app["Templates/MVVM.xctemplate/___FILEBASENAME___ViewModel.swift"] = """
            final class ___VARIABLE_name___ViewModel { let repository = DefaultMoviesRepository(transfer: nil) }
            """
        let fitted = try FittedTree(app)
        let exclude = (fitted.spec["exclude"]?.array ?? []).compactMap(\.text)
        #expect(exclude.contains("Templates/**"), "\(exclude)")
        #expect(fitted.violations.allSatisfy { !$0.contains("Templates") }, "\(fitted.violations)")
        #expect(fitted.spec["description"]?.text?.lowercased().contains("files no target compiles") == true)
        // Nor does a domain name their module: it would match no module the spec keeps.
        let modules = (fitted.spec["domains"]?.array ?? []).flatMap { $0["modules"]?.array ?? [] }.compactMap(\.text)
        #expect(modules.allSatisfy { !$0.hasPrefix("Templates") }, "\(modules)")
    }

    @Test func templatesAndTheBuildsDescriptionAreNoCodeOfTheAppWhateverModuleHoldsThem() throws {
        // A Tuist tree whose targets a helper makes: a folder no target is read for is guessed a
        // module of its own, as if compiled.
        var app = TuistHelperConventionTests.tree
        app["Xcode Templates/Screen.xctemplate/___FILEBASENAME___View.swift"] = """
            import SwiftUI
            struct ___VARIABLE_name___View: View { let feed = Feed(); var body: some View { Text("") } }
            """
        // A Tuist plugin: the build's description, beside the app's code.
        app["Plugin/ModulesPlugin/ProjectDescriptionHelpers/ModulePaths.swift"] = """
            public enum ModulePaths: String { case home = "Home" }
            """
        app["Plugin/ModulesPlugin/Plugin.swift"] = """
            import ProjectDescription
            let plugin = Plugin(name: "ModulesPlugin")
            """
        let fitted = try FittedTree(app)
        let exclude = (fitted.spec["exclude"]?.array ?? []).compactMap(\.text)
        #expect(exclude.contains("Xcode Templates/**") && exclude.contains("Plugin/**"), "\(exclude)")
        let layered = (fitted.spec["layers"]?.array ?? []).flatMap {
            ($0["paths"]?.array ?? []) + ($0["modules"]?.array ?? [])
        }
        .compactMap(\.text)
        #expect(layered.allSatisfy { !$0.contains("Templates") && !$0.contains("Plugin") }, "\(layered)")
    }
}

/// The build's own graph outranks a guessed layering.
@Suite struct InitDeclaredDependencyTests {
    @Test func aDependencyTheManifestDeclaresIsNoFindingOfAnInitSpec() throws {
        let fitted = try FittedTree(
            [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "CartFeature", dependencies: ["OrdersRepository"]),
                    .target(name: "OrdersRepository"),
                ])
                """,
                "Sources/CartFeature/CartView.swift": """
                import SwiftUI
                struct CartView: View {
                    let orders: OrdersRepository
                    var body: some View { Text("\\(orders.count)") }
                }
                """,
                "Sources/CartFeature/CartViewModel.swift": """
                import Foundation
                final class CartViewModel { let orders = OrdersRepository() }
                """,
                "Sources/OrdersRepository/OrdersRepository.swift": """
                import Foundation
                public final class OrdersRepository {
                    public init() {}
                    public var count: Int { 0 }
                    let session = URLSession.shared
                }
                """,
            ], preset: "clean")
        #expect(fitted.layer("Sources/CartFeature/CartView.swift") == "Presentation")
        #expect(fitted.layer("Sources/OrdersRepository/OrdersRepository.swift") == "Data")
        #expect(fitted.rule(kind: "layers")?["allowDeclared"] == true)
        #expect(fitted.violations.allSatisfy { !$0.hasPrefix("clean-layers") }, "\(fitted.violations)")
    }
}

/// A file's role from what it declares: observable models, ports, flat folders.
@Suite struct InitDeclaredRoleTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Reader", targets: [.target(name: "App")])
        """

    @Test func anObservableObjectIsAViewModelAndAProtocolFileIsAPort() throws {
        let fitted = try FittedTree(
            [
                "Package.swift": Self.package,
                "Sources/App/Services/Protocols/SettingsService.swift": """
                protocol SettingsService { var source: String? { get } }
                enum SettingsError: Error { case missing }
                """,
                "Sources/App/Services/FileSettingsService.swift": """
                import Foundation
                final class FileSettingsService: SettingsService {
                    let files = FileManager.default
                    var source: String? { nil }
                }
                """,
                "Sources/App/Services/SyncController.swift": """
                final class SyncController {
                    let service: SettingsService
                    init(service: SettingsService) { self.service = service }
                    var pending: [String] = []
                }
                """,
                "Sources/App/Folders/FolderModel.swift": """
                import Combine
                final class FolderModel: ObservableObject {
                    @Published var name = ""
                    let settings: SettingsService
                    init(settings: SettingsService) { self.settings = settings }
                }
                """,
                "Sources/App/Folders/FolderView.swift": """
                import SwiftUI
                struct FolderView: View {
                    @ObservedObject var model: FolderModel
                    var body: some View { Text(model.name) }
                }
                """,
            ], preset: "clean")
        #expect(fitted.layer("Sources/App/Services/Protocols/SettingsService.swift") == "Domain")
        // A *Controller that declares no screen is no view: its folder says what it is.
        #expect(fitted.layer("Sources/App/Services/SyncController.swift") == "Data")
        #expect(fitted.layer("Sources/App/Services/FileSettingsService.swift") == "Data")
        #expect(fitted.layer("Sources/App/Folders/FolderModel.swift") == "Presentation")
        #expect(fitted.violations.allSatisfy { !$0.hasPrefix("clean-layers") }, "\(fitted.violations)")
    }

    @Test func aFileOfALargeFlatFolderIsPlacedOnlyOnEvidence() throws {
        var files = ["Package.swift": Self.package]
        for number in 0..<45 {
            files["Sources/App/Thing\(number)Manager.swift"] = "final class Thing\(number)Manager { var count = 0 }"
        }
        files["Sources/App/FeedViewController.swift"] = """
            import UIKit
            final class FeedViewController: UIViewController { let manager = Thing1Manager() }
            """
        files["Sources/App/FeedDownloader.swift"] = """
            import Foundation
            final class FeedDownloader { let session = URLSession.shared; let manager = Thing2Manager() }
            """
        files["Sources/App/UIView+Layout.swift"] = """
            import UIKit
            extension UIView { func pin(to other: UIView) {} }
            """
        files["Sources/App/FolderModel.swift"] = """
            import Combine
            final class FolderModel: ObservableObject { @Published var name = "" }
            """
        let fitted = try FittedTree(files, preset: "clean")
        #expect(fitted.layer("Sources/App/UIView+Layout.swift") == "Presentation")
        #expect(fitted.layer("Sources/App/FolderModel.swift") == "Presentation")
        #expect(fitted.layer("Sources/App/FeedViewController.swift") == "Presentation")
        #expect(fitted.layer("Sources/App/FeedDownloader.swift") == "Data")
        #expect(fitted.layer("Sources/App/Thing1Manager.swift") == nil)
        #expect(fitted.violations.allSatisfy { !$0.hasPrefix("clean-layers") }, "\(fitted.violations)")
        #expect(fitted.spec["description"]?.text?.contains("Left without a layer: 45 files") == true)
        // discover asks about them, rather than archhist guessing.
        let questions = CLIHarness(directory: fitted.tree.path).run("discover").stdout
        #expect(questions.contains("45 files in Sources/App have no layer under the spec"), "\(questions)")
    }
}

/// In TCA, what speaks in a reducer's State or Action is that feature's.
@Suite struct InitReducerHelperTests {
    @Test func anEffectFactoryOfOneReducerSitsWithItsFeature() throws {
        let fitted = try FittedTree(
            [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Cards", targets: [
                    .target(name: "HomeFeature", dependencies: ["SharedModels"]), .target(name: "SharedModels"),
                ])
                """,
                "Sources/HomeFeature/Home.swift": """
                import ComposableArchitecture
                @Reducer public struct Home {
                    public struct State: Equatable { var count = 0 }
                    public enum Action { case tapped, loaded(Int) }
                }
                """,
                "Sources/SharedModels/User.swift": "public struct User: Equatable { public let name: String }",
                "Sources/SharedModels/Settings.swift": "public struct Settings: Equatable { public let dark: Bool }",
                // Values by shape, but an effect factory of Home's by what it speaks in.
                "Sources/SharedModels/HomeEffects.swift": """
                import ComposableArchitecture
                public enum HomeEffects {
                    public static func load() -> Effect<Home.Action> { .none }
                }
                """,
            ], preset: "harness")
        let home = fitted.layer("Sources/HomeFeature/Home.swift")
        #expect(home != nil && home != "Types")
        #expect(fitted.layer("Sources/SharedModels/User.swift") == "Types")
        #expect(fitted.layer("Sources/SharedModels/HomeEffects.swift") == home)
    }
}
