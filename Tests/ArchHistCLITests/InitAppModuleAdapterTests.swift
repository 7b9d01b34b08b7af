import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Adapter units seen from the build: the app's own target, where the program starts and
/// its flows are wired, is no adapter however much I/O it does; a network module whose
/// session is wrapped behind the app's protocol (`extension URLSession: URLSessionable`) is
/// one; and a module another declares as its dependency is used by design.
@Suite struct InitAppModuleAdapterTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Study", targets: [
            .executableTarget(name: "StudyApp", dependencies: ["Presentation", "Data", "Domain", "Transport"]),
            .target(name: "Presentation", dependencies: ["Domain", "DesignKit"]),
            .target(name: "DesignKit", dependencies: ["ImageLoader"]),
            .target(name: "ImageLoader"),
            .target(name: "Domain"),
            .target(name: "Data", dependencies: ["Domain", "Transport"]),
            .target(name: "Transport"),
        ])
        """,
        "Sources/StudyApp/StudyApp.swift": """
        import SwiftUI
        import Presentation
        @main struct StudyApp: App {
            let coordinator = AppCoordinator(container: AppContainer())
            var body: some Scene { WindowGroup { coordinator.start() } }
        }
        """,
        "Sources/StudyApp/AppContainer.swift": """
        import Data
        import Domain
        import Transport
        final class AppContainer {
            func makeTimers() -> TimerRepository { DefaultTimerRepository(provider: Provider(session: .shared)) }
            func makeUsers() -> UserRepository { DefaultUserRepository(provider: Provider(session: .shared)) }
        }
        """,
        "Sources/StudyApp/AppCoordinator.swift": """
        import SwiftUI
        import Presentation
        final class AppCoordinator {
            let container: AppContainer
            init(container: AppContainer) { self.container = container }
            func start() -> TimerView { TimerView(model: TimerModel(timers: container.makeTimers())) }
        }
        """,
        "Sources/StudyApp/LaunchCache.swift": """
        import Foundation
        final class LaunchCache { let files = FileManager.default }
        """,
        "Sources/Domain/TimerRepository.swift": "public protocol TimerRepository { func start() }\n",
        "Sources/Domain/UserRepository.swift": "public protocol UserRepository { func name() -> String }\n",
        "Sources/Data/DefaultTimerRepository.swift": """
        import Domain
        import Transport
        public final class DefaultTimerRepository: TimerRepository {
            let provider: Provider
            public init(provider: Provider) { self.provider = provider }
            public func start() { provider.send(Endpoint(path: "start", method: .post)) }
        }
        """,
        "Sources/Data/DefaultUserRepository.swift": """
        import Domain
        import Transport
        public final class DefaultUserRepository: UserRepository {
            let provider: Provider
            public init(provider: Provider) { self.provider = provider }
            public func name() -> String { "" }
        }
        """,
        "Sources/Transport/URLSessionable.swift": """
        import Foundation
        public protocol URLSessionable { func load(_ request: URLRequest) async throws -> Data }
        extension URLSession: URLSessionable {
            public func load(_ request: URLRequest) async throws -> Data { try await data(for: request).0 }
        }
        """,
        "Sources/Transport/Provider.swift": """
        import Foundation
        public struct Provider {
            let session: URLSessionable
            public init(session: URLSessionable) { self.session = session }
            public func send(_ endpoint: Endpoint) {}
        }
        """,
        "Sources/Transport/Endpoint.swift": """
        public struct Endpoint { public let path: String; public let method: HTTPMethod
            public init(path: String, method: HTTPMethod) { self.path = path; self.method = method } }
        """,
        "Sources/Transport/HTTPMethod.swift": "public enum HTTPMethod { case get, post }\n",
        "Sources/ImageLoader/ImageDownloader.swift": """
        import Foundation
        public final class ImageDownloader {
            let session = URLSession.shared
            public init() {}
        }
        """,
        "Sources/ImageLoader/ImageCacheable.swift":
            "public protocol ImageCacheable { func image(for key: String) -> Int? }\n",
        "Sources/DesignKit/UIImageView+Remote.swift": """
        import UIKit
        import ImageLoader
        public extension UIImageView { func load(_ url: URL) { _ = ImageDownloader() } }
        """,
        "Sources/DesignKit/Palette.swift": """
        import UIKit
        public enum Palette { public static let tint = UIColor.red }
        """,
        "Sources/Presentation/TimerView.swift": """
        import SwiftUI
        import DesignKit
        public struct TimerView: View {
            let model: TimerModel
            public init(model: TimerModel) { self.model = model }
            public var body: some View { Text("timer") }
        }
        """,
        "Sources/Presentation/TimerModel.swift": """
        import Domain
        public final class TimerModel {
            let timers: TimerRepository
            public init(timers: TimerRepository) { self.timers = timers }
        }
        """,
    ]

    @Test func theAppsOwnTargetIsWiringAndAWrappedSessionsModuleIsData() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        for file in ["StudyApp", "AppContainer", "AppCoordinator"] {
            #expect(fitted.layer("Sources/StudyApp/\(file).swift") != "Data", "\(file)")
        }
        #expect(fitted.layer("Sources/StudyApp/AppContainer.swift") == "Composition")
        for file in ["URLSessionable", "Provider", "Endpoint", "HTTPMethod"] {
            #expect(fitted.layer("Sources/Transport/\(file).swift") == "Data", "\(file)")
        }
        #expect(fitted.layer("Sources/ImageLoader/ImageCacheable.swift") == "Data")
        let layers = fitted.violations.filter { $0.hasPrefix("clean-layers") }
        #expect(layers.isEmpty, "\(layers)")
    }
}
