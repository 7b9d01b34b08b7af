import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A models module whose `Presentation/` folder holds plain values that its network code
/// uses: no view is drawn there, so they are the app's values, and the repository using one
/// is no finding. A real view layer's folder keeps its layer.
@Suite struct InitValueFoldersTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Stores", targets: [
            .target(name: "Model"),
            .target(name: "Networking", dependencies: ["Model"]),
            .target(name: "Home", dependencies: ["Model"]),
        ])
        """,
        "Sources/Model/Domain/Store.swift": "public struct Store { public let name: String }\n",
        "Sources/Model/Domain/StoreRepository.swift": """
        public protocol StoreRepository { func stores(near place: PlaceType) -> [Store] }
        """,
        "Sources/Model/Presentation/PlaceType.swift": "public enum PlaceType: String { case recent }\n",
        "Sources/Model/Presentation/Bank.swift": "public struct Bank { public let code: String }\n",
        "Sources/Model/Presentation/FeedbackType.swift": "public enum FeedbackType { case good, bad }\n",
        "Sources/Model/Presentation/DeepLink.swift": """
        import UIKit
        public struct DeepLink { public let destination: UIViewController? }
        """,
        "Sources/Networking/Repository/DefaultStoreRepository.swift": """
        import Foundation
        import Model
        public final class DefaultStoreRepository: StoreRepository {
            let session = URLSession.shared
            public func stores(near place: PlaceType) -> [Store] { [] }
            func send(_ feedback: FeedbackType, bank: Bank) {}
        }
        """,
        "Sources/Home/Presentation/HomeViewController.swift": """
        import UIKit
        import Model
        final class HomeViewController: UIViewController {
            var stores: [Store] = []
            var place = PlaceType.recent
        }
        """,
        "Sources/Home/Presentation/HomeViewModel.swift": """
        import Model
        final class HomeViewModel { var stores: [Store] = [] }
        """,
        "Sources/Home/Presentation/HomeSection.swift": "struct HomeSection { let title: String }\n",
    ]

    @Test func aViewLayerFolderOfPlainValuesIsTheAppsValues() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        for name in ["PlaceType", "Bank", "FeedbackType", "DeepLink"] {
            #expect(fitted.layer("Sources/Model/Presentation/\(name).swift") == "Domain", "\(name)")
        }
        #expect(fitted.layer("Sources/Home/Presentation/HomeSection.swift") == "Presentation")
        let layers = fitted.violations.filter { $0.hasPrefix("clean-layers") }
        #expect(layers.isEmpty, "\(layers)")
    }
}
