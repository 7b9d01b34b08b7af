import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Modules named for clean's layers (`DomainLayer`, `DataLayer`, `PresentationLayer`) are those
/// layers: the repository protocols in the domain module's `Repositories/` folder are the
/// domain's ports, not its data, so the app is clean, with data depending on the domain.
@Suite struct InitLayerNamedModulesTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "DomainLayer"),
            .target(name: "DataLayer", dependencies: ["DomainLayer"]),
            .target(name: "PresentationLayer", dependencies: ["DomainLayer"]),
            .executableTarget(name: "App", dependencies: ["DataLayer", "PresentationLayer"]),
        ])
        """,
        "Sources/DomainLayer/Models/Product.swift": "public struct Product { public let id: Int }\n",
        "Sources/DomainLayer/Models/Basket.swift": "public struct Basket { public let products: [Product] }\n",
        "Sources/DomainLayer/Repositories/ProductRepository.swift": """
        public protocol ProductRepository { func all() async throws -> [Product] }
        """,
        "Sources/DomainLayer/Repositories/BasketRepository.swift": """
        public protocol BasketRepository { func basket() async throws -> Basket }
        """,
        "Sources/DomainLayer/UseCases/GetProductsUseCase.swift": """
        public struct GetProductsUseCase {
            let repository: ProductRepository
            public init(repository: ProductRepository) { self.repository = repository }
            public func callAsFunction() async throws -> [Product] { try await repository.all() }
        }
        """,
        "Sources/DomainLayer/UseCases/GetBasketUseCase.swift": """
        public struct GetBasketUseCase {
            let repository: BasketRepository
            public init(repository: BasketRepository) { self.repository = repository }
            public func callAsFunction() async throws -> Basket { try await repository.basket() }
        }
        """,
        "Sources/DataLayer/Network/ProductDTO.swift": """
        import DomainLayer
        struct ProductDTO: Decodable { let id: Int; var product: Product { Product(id: id) } }
        """,
        "Sources/DataLayer/Repositories/ProductRepositoryImpl.swift": """
        import DomainLayer
        import Foundation
        public struct ProductRepositoryImpl: ProductRepository {
            public init() {}
            public func all() async throws -> [Product] {
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://shop")!)
                return try JSONDecoder().decode([ProductDTO].self, from: data).map(\\.product)
            }
        }
        """,
        "Sources/DataLayer/Repositories/BasketRepositoryImpl.swift": """
        import DomainLayer
        public struct BasketRepositoryImpl: BasketRepository {
            public init() {}
            public func basket() async throws -> Basket { Basket(products: []) }
        }
        """,
        "Sources/DataLayer/Providers/Network/NetworkProvider.swift":
            "public protocol NetworkProvider { func run() }\n",
        "Sources/DataLayer/Providers/Network/SystemNetworkProvider.swift": """
        import Foundation
        public final class SystemNetworkProvider: NetworkProvider {
            let io = URLSession.shared
            public init() {}
            public func run() {}
        }
        """,
        "Sources/DataLayer/Providers/Database/DatabaseProvider.swift":
            "public protocol DatabaseProvider { func run() }\n",
        "Sources/DataLayer/Providers/Database/SystemDatabaseProvider.swift": """
        import Foundation
        public final class SystemDatabaseProvider: DatabaseProvider {
            let io = FileManager.default
            public init() {}
            public func run() {}
        }
        """,
        "Sources/DataLayer/Providers/Keychain/KeychainProvider.swift":
            "public protocol KeychainProvider { func run() }\n",
        "Sources/DataLayer/Providers/Keychain/SystemKeychainProvider.swift": """
        import Foundation
        public final class SystemKeychainProvider: KeychainProvider {
            let io = UserDefaults.standard
            public init() {}
            public func run() {}
        }
        """,
        "Sources/DataLayer/Providers/Analytics/AnalyticsProvider.swift":
            "public protocol AnalyticsProvider { func run() }\n",
        "Sources/DataLayer/Providers/Analytics/SystemAnalyticsProvider.swift": """
        import Foundation
        public final class SystemAnalyticsProvider: AnalyticsProvider {
            let io = NotificationCenter.default
            public init() {}
            public func run() {}
        }
        """,
        // Registers for pushes with the application object: UIKit, but no screen.
        "Sources/DataLayer/Providers/Push/PushProvider.swift": """
        import UIKit
        public final class PushProvider {
            public init() {}
            public func register(_ application: UIApplication) { application.registerForRemoteNotifications() }
        }
        """,
        "Sources/DataLayer/DependencyInjection/ProviderDependency.swift": """
        public struct ProviderDependency {
            public let network: NetworkProvider = SystemNetworkProvider()
            public let database: DatabaseProvider = SystemDatabaseProvider()
            public init() {}
        }
        """,
        "Sources/PresentationLayer/Products/ProductsView.swift": """
        import DomainLayer
        import SwiftUI
        public struct ProductsView: View {
            let viewModel: ProductsViewModel
            public init(viewModel: ProductsViewModel) { self.viewModel = viewModel }
            public var body: some View { Text("\\(viewModel.products.count)") }
        }
        """,
        "Sources/PresentationLayer/Products/ProductsViewModel.swift": """
        import DomainLayer
        import Observation
        @Observable public final class ProductsViewModel {
            var products: [Product] = []
            let getProducts: GetProductsUseCase
            public init(getProducts: GetProductsUseCase) { self.getProducts = getProducts }
        }
        """,
        "Sources/App/ShopApp.swift": """
        import DataLayer
        import DomainLayer
        import PresentationLayer
        import SwiftUI
        @main struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    ProductsView(viewModel: ProductsViewModel(
                        getProducts: GetProductsUseCase(repository: ProductRepositoryImpl())))
                }
            }
        }
        """,
    ]

    @Test func modulesNamedForLayersAreThoseLayers() throws {
        let fitted = try FittedTree(Self.app)
        #expect(fitted.spec["description"]?.text?.contains("no preset fits") == false)
        #expect(fitted.layer("Sources/DomainLayer/Repositories/ProductRepository.swift") == "Domain")
        #expect(fitted.layer("Sources/DomainLayer/UseCases/GetProductsUseCase.swift") == "Domain")
        #expect(fitted.layer("Sources/DataLayer/Repositories/ProductRepositoryImpl.swift") == "Data")
        #expect(fitted.layer("Sources/PresentationLayer/Products/ProductsViewModel.swift") == "Presentation")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    /// A folder named for the kind of code it holds is no business feature.
    @Test func aFolderOfProvidersIsNoDomain() throws {
        let fitted = try FittedTree(Self.app)
        let domains = (fitted.spec["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(domains.isEmpty, "\(domains)")
        #expect(fitted.file("Sources/DataLayer/Providers/Database/DatabaseProvider.swift")?["domain"]?.text == nil)
    }
}
