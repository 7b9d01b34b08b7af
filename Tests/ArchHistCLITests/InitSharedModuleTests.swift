import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A module of a bit of everything that layers on both sides of a boundary use is no
/// one layer of the preset: `init` leaves it without a layer.
@Suite struct InitSharedModuleTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Movies", targets: [
            .target(name: "Domain"),
            .target(name: "Data", dependencies: ["Domain", "Utility"]),
            .target(name: "Presentation", dependencies: ["Domain", "Utility"]),
            .target(name: "Utility"),
        ])
        """,
        "Sources/Domain/Entities/Movie.swift": "public struct Movie { public let title: String }\n",
        "Sources/Domain/UseCases/FetchMoviesUseCase.swift": """
        public protocol MoviesRepository { func movies() async throws -> [Movie] }
        public final class FetchMoviesUseCase {
            let repository: MoviesRepository
            public init(repository: MoviesRepository) { self.repository = repository }
        }
        """,
        "Sources/Domain/UseCases/SearchMoviesUseCase.swift": """
        public final class SearchMoviesUseCase { let repository: MoviesRepository? = nil }
        """,
        "Sources/Data/Repositories/DefaultMoviesRepository.swift": """
        import Domain
        import Foundation
        import Utility
        final class DefaultMoviesRepository: MoviesRepository {
            let session = URLSession.shared
            let log = Logger()
            func movies() async throws -> [Movie] { log.write("fetch"); _ = ImageAPI.poster("x"); return [] }
        }
        """,
        "Sources/Data/Repositories/MoviesDTO.swift": "struct MoviesDTO: Decodable { let titles: [String] }\n",
        "Sources/Presentation/MoviesView.swift": """
        import Domain
        import SwiftUI
        import Utility
        struct MoviesView: View {
            let useCase: FetchMoviesUseCase
            var body: some View { HapticButtonView().foregroundColor(.brand) }
        }
        """,
        "Sources/Presentation/MoviesViewModel.swift": """
        import Domain
        import Utility
        final class MoviesViewModel { let useCase: FetchMoviesUseCase? = nil; let log = Logger() }
        """,
        // A logger, a colour, a button, an image endpoint and a preferences store: no one thing.
        "Sources/Utility/PreferenceManager.swift": """
        import Foundation
        public final class PreferenceManager { public init() {}
            let defaults = UserDefaults.standard
            let files = FileManager.default
        }
        """,
        "Sources/Utility/Logger.swift": """
        public final class Logger { public init() {}
            public func write(_ s: String) {}
        }
        """,
        "Sources/Utility/Color+Brand.swift": """
        import SwiftUI
        public extension Color { static let brand = Color.red }
        """,
        "Sources/Utility/HapticButtonView.swift": """
        import SwiftUI
        public struct HapticButtonView: View { public init() {}; public var body: some View { Text("") } }
        """,
        "Sources/Utility/ImageAPI.swift": """
        import Foundation
        public enum ImageAPI { case poster(String)
            public var url: URL { URL(string: "https://example.com")! }
        }
        """,
    ]

    @Test func aModuleOfABitOfEverythingBothSidesUseHasNoLayer() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        for path in [
            "Sources/Utility/Logger.swift", "Sources/Utility/Color+Brand.swift",
            "Sources/Utility/HapticButtonView.swift", "Sources/Utility/ImageAPI.swift",
            "Sources/Utility/PreferenceManager.swift",
        ] {
            #expect(fitted.layer(path) == nil, "\(path): \(String(describing: fitted.layer(path)))")
        }
        #expect(fitted.violations.allSatisfy { !$0.contains("Utility") }, "\(fitted.violations)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Left without a layer: 1 module (Utility)"), "\(description)")
        // The layers the app names keep theirs.
        #expect(fitted.layer("Sources/Data/Repositories/DefaultMoviesRepository.swift") == "Data")
        #expect(fitted.layer("Sources/Presentation/MoviesView.swift") == "Presentation")
    }

    /// A toolbox of extensions to the platform's types has no layer, even where its UIKit
    /// extensions make it look like view code: the data side's date parsing is in it too.
    @Test func aToolboxOfPlatformExtensionsBothSidesUseHasNoLayer() throws {
        var files = Self.app
        for path in files.keys where path.hasPrefix("Sources/Utility/") { files[path] = nil }
        files["Sources/Utility/UIColor+Extensions.swift"] = """
            import UIKit
            public extension UIColor { static let brand = UIColor.red }
            """
        files["Sources/Utility/UIView+Extensions.swift"] = """
            import UIKit
            public extension UIView { func addSubviews(_ views: UIView...) { views.forEach(addSubview) } }
            """
        files["Sources/Utility/String+Extensions.swift"] = """
            import UIKit
            public extension String { func toDate() -> Date? { nil } }
            """
        files["Sources/Data/Repositories/DefaultMoviesRepository.swift"] = """
            import Domain
            import Foundation
            import Utility
            final class DefaultMoviesRepository: MoviesRepository {
                let session = URLSession.shared
                func movies() async throws -> [Movie] { _ = "2024".toDate(); return [] }
            }
            """
        files["Sources/Presentation/MoviesViewModel.swift"] = """
            import Domain
            import Utility
            final class MoviesViewModel { let useCase: FetchMoviesUseCase? = nil }
            """
        let fitted = try FittedTree(files, preset: "clean")
        for path in ["UIColor", "UIView", "String"].map({ "Sources/Utility/\($0)+Extensions.swift" }) {
            #expect(fitted.layer(path) == nil, "\(path): \(String(describing: fitted.layer(path)))")
        }
        #expect(fitted.violations.allSatisfy { !$0.contains("imports Utility") }, "\(fitted.violations)")
    }

    /// A library no one layer fits, whose files would use one another against the layers
    /// (a vendored cast client beside its channels and models), is one unit left without a layer.
    @Test func aLibraryNoOneLayerFitsThatWouldCrossItselfHasNoLayer() throws {
        var files = Self.app
        files["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Movies", targets: [
                .target(name: "Domain"),
                .target(name: "Data", dependencies: ["Domain", "Utility"]),
                .target(name: "Presentation", dependencies: ["Domain", "Utility", "CastKit"]),
                .target(name: "Utility"),
                .target(name: "CastKit"),
            ])
            """
        files["Sources/CastKit/CastClient.swift"] = """
            import Foundation
            public final class CastClient {
                let session = URLSession.shared
                let channel = HeartbeatChannel()
                public var status: CastStatus?
                public init() {}
            }
            """
        files["Sources/CastKit/Channels/HeartbeatChannel.swift"] = """
            import UIKit
            final class HeartbeatChannel { weak var view: UIView?; var client: CastClient? }
            """
        files["Sources/CastKit/Models/CastStatus.swift"] = "public struct CastStatus { public let level: Int }\n"
        files["Sources/Presentation/MoviesViewModel.swift"] = """
            import CastKit
            import Domain
            import Utility
            final class MoviesViewModel { let useCase: FetchMoviesUseCase? = nil; let cast = CastClient() }
            """
        let fitted = try FittedTree(files, preset: "clean")
        for path in ["CastClient", "Channels/HeartbeatChannel", "Models/CastStatus"] {
            let file = "Sources/CastKit/\(path).swift"
            #expect(fitted.layer(file) == nil, "\(file): \(String(describing: fitted.layer(file)))")
        }
        #expect(fitted.violations.allSatisfy { !$0.contains("CastKit") }, "\(fitted.violations)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Left without a layer: 1 library (CastKit)"), "\(description)")
    }

    @Test func aModuleOfValuesBothSidesUseIsTheAppsValues() throws {
        var files = Self.app
        for path in files.keys where path.hasPrefix("Sources/Utility/") { files[path] = nil }
        // Values whose names point every way: a provider, a transfer object, a storage shape.
        files["Sources/Utility/AuthProvider.swift"] = "public enum AuthProvider: String, Codable { case apple }\n"
        files["Sources/Utility/TokenDTO.swift"] = "public struct TokenDTO: Codable { public let value: String }\n"
        files["Sources/Utility/SessionStorage.swift"] = """
            public struct SessionStorage: Codable { public var provider: AuthProvider; public var token: TokenDTO }
            """
        files["Sources/Data/Repositories/DefaultMoviesRepository.swift"] = """
            import Domain
            import Foundation
            import Utility
            final class DefaultMoviesRepository: MoviesRepository {
                let session = URLSession.shared
                var stored: SessionStorage?
                func movies() async throws -> [Movie] { _ = TokenDTO(value: ""); return [] }
            }
            """
        files["Sources/Presentation/MoviesViewModel.swift"] = """
            import Domain
            import Utility
            final class MoviesViewModel { let useCase: FetchMoviesUseCase? = nil; let provider = AuthProvider.apple }
            """
        files["Sources/Presentation/MoviesView.swift"] = """
            import Domain
            import SwiftUI
            struct MoviesView: View { let useCase: FetchMoviesUseCase; var body: some View { Text("") } }
            """
        let fitted = try FittedTree(files, preset: "clean")
        for path in ["AuthProvider", "TokenDTO", "SessionStorage"].map({ "Sources/Utility/\($0).swift" }) {
            #expect(fitted.layer(path) == "Domain", "\(path): \(String(describing: fitted.layer(path)))")
        }
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Domain: 1 module (Utility) of plain values only"), "\(description)")
        #expect(!description.contains("Left without a layer"), "\(description)")
        #expect(fitted.violations.allSatisfy { !$0.contains("clean-layers") }, "\(fitted.violations)")
    }

    @Test func aModuleWhoseFilesAgreeIsItsLayerHoweverItIsUsed() throws {
        var files = Self.app
        // The screens call the network module, which their manifest does not declare: that is a
        // finding, not a shared module.
        files["Package.swift"] = files["Package.swift"]!.replacingOccurrences(
            of: #".target(name: "Presentation", dependencies: ["Domain", "Utility"]),"#,
            with: #".target(name: "Presentation", dependencies: ["Domain"]),"#)
        files["Sources/Utility/Color+Brand.swift"] = nil
        files["Sources/Utility/HapticButtonView.swift"] = nil
        files["Sources/Utility/Logger.swift"] = """
            import Foundation
            public final class Logger { public init() {}
                let session = URLSession.shared
                public func write(_ s: String) {}
            }
            """
        files["Sources/Presentation/MoviesView.swift"] = """
            import Domain
            import SwiftUI
            import Utility
            struct MoviesView: View {
                let useCase: FetchMoviesUseCase
                var body: some View { Text(ImageAPI.poster("x").url.absoluteString) }
            }
            """
        let fitted = try FittedTree(files, preset: "clean")
        #expect(fitted.layer("Sources/Utility/ImageAPI.swift") == "Data")
        #expect(
            fitted.violations.contains { $0.hasPrefix("clean-layers Sources/Presentation/MoviesView.swift") },
            "\(fitted.violations)")
    }
}
