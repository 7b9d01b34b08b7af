import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Roles the build and the call graph decide: a library only tests use, a parent that
/// composes peers of its own kind, a screen's builder that other screens call.
@Suite struct InitBuildRoleTests {
    /// An app over a core library, with a kit of mock factories that tests link, and a
    /// second kit built on it that no test links yet.
    static let appWithTestKits: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .executableTarget(name: "App", dependencies: ["Core"]),
            .target(name: "Core"),
            .target(name: "CoreTestKit", dependencies: ["Core"]),
            .target(name: "CartTestKit", dependencies: ["CoreTestKit"]),
            .testTarget(name: "CoreTests", dependencies: ["Core", "CoreTestKit"]),
        ])
        """,
        "Sources/App/main.swift": """
        import Core
        let cart = Cart(items: [])
        print(cart.items.count)
        """,
        "Sources/Core/Cart.swift": """
        public struct Cart { public var items: [String]; public init(items: [String]) { self.items = items } }
        """,
        "Sources/CoreTestKit/Cart+Mock.swift": """
        @testable import Core
        public extension Cart { static func mock() -> Cart { Cart(items: ["a"]) } }
        """,
        "Sources/CartTestKit/Carts.swift": """
        import Core
        import CoreTestKit
        public enum Carts { public static let two = [Cart.mock(), Cart.mock()] }
        """,
        "Tests/CoreTests/CartTests.swift": """
        import Testing
        import CoreTestKit
        @testable import Core
        @Test func count() { #expect(Cart.mock().items.count == 1) }
        """,
    ]

    @Test func aLibraryOnlyTestsUseIsTestSupportNotProduction() throws {
        let fitted = try FittedTree(Self.appWithTestKits)
        let tests = (fitted.spec["tests"]?.array ?? []).compactMap(\.text)
        #expect(tests.contains("Sources/CoreTestKit/**") && tests.contains("Sources/CartTestKit/**"), "\(tests)")
        #expect(!tests.contains("Sources/Core/**"), "\(tests)")
        #expect(fitted.violations.allSatisfy { !$0.contains("testable") }, "\(fitted.violations)")
        #expect(fitted.file("Sources/CoreTestKit/Cart+Mock.swift")?["test"] == true)
        #expect(fitted.file("Sources/Core/Cart.swift")?["test"] == false)
    }

    @Test func anAppNoManifestHereDeclaresStillMakesItsTestKitsTestSupport() throws {
        // The app's target is in a spec archhist does not read (an XcodeGen spec's included
        // file); its entry point is here all the same, so the packages serve an app.
        var files = Self.appWithTestKits
        files["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Core"),
                .target(name: "CoreTestKit", dependencies: ["Core"]),
                .target(name: "CartTestKit", dependencies: ["CoreTestKit"]),
                .testTarget(name: "CoreTests", dependencies: ["Core", "CoreTestKit"]),
            ])
            """
        files["Sources/App/main.swift"] = nil
        files["App/ShopApp.swift"] = """
            import SwiftUI
            import Core
            @main struct ShopApp: App {
                let cart = Cart(items: [])
                var body: some Scene { WindowGroup { Text("\\(cart.items.count)") } }
            }
            """
        let fitted = try FittedTree(files)
        let tests = (fitted.spec["tests"]?.array ?? []).compactMap(\.text)
        #expect(tests.contains("Sources/CoreTestKit/**") && tests.contains("Sources/CartTestKit/**"), "\(tests)")
        #expect(fitted.violations.allSatisfy { !$0.contains("testable") }, "\(fitted.violations)")
    }

    @Test func inALibraryTreeTheLibraryItsTestsUseStaysProduction() throws {
        var library = Self.appWithTestKits
        library["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Core"),
                .target(name: "CoreTestKit", dependencies: ["Core"]),
                .testTarget(name: "CoreTests", dependencies: ["Core", "CoreTestKit"]),
            ])
            """
        library["Sources/App/main.swift"] = nil
        library["Sources/CartTestKit/Carts.swift"] = nil
        let fitted = try FittedTree(library)
        let tests = (fitted.spec["tests"]?.array ?? []).compactMap(\.text)
        #expect(tests.allSatisfy { !$0.hasPrefix("Sources/") }, "\(tests)")
    }

    /// Features of one kind, each a `FeatureReducer`: the settings feature builds its children.
    static let features: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Wallet", targets: [.executableTarget(name: "App")])
        """,
        "Sources/App/WalletApp.swift": """
        import SwiftUI
        @main struct WalletApp: App { var body: some Scene { WindowGroup { SettingsView(feature: Settings()) } } }
        """,
        "Sources/App/Core/FeatureReducer.swift": """
        protocol FeatureReducer { func start() }
        """,
        "Sources/App/Features/Settings/Settings.swift": """
        struct Settings: FeatureReducer {
            let gateways = GatewaySettings()
            let about = About()
            func start() { gateways.start(); about.start() }
        }
        """,
        "Sources/App/Features/Settings/SettingsView.swift": """
        import SwiftUI
        struct SettingsView: View { let feature: Settings; var body: some View { Text("Settings") } }
        """,
        "Sources/App/Features/Gateways/GatewaySettings.swift": """
        struct GatewaySettings: FeatureReducer { func start() {} }
        """,
        "Sources/App/Features/About/About.swift": """
        struct About: FeatureReducer { func start() {} }
        """,
    ]

    @Test func aParentBuildingChildrenOfItsOwnKindIsNoCompositionRoot() throws {
        let fitted = try FittedTree(Self.features)
        let layer = fitted.layer("Sources/App/Features/Settings/Settings.swift") ?? ""
        #expect(!layer.contains("Composition"), "\(layer)")
        #expect(fitted.layer("Sources/App/WalletApp.swift")?.contains("Composition") == true)
    }

    /// Screens that open one another through each screen's builder.
    static let screensWithBuilders: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Courses", targets: [.executableTarget(name: "App")])
        """,
        "Sources/App/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = CourseAssembly().makeModule() }
        }
        """,
        "Sources/App/Modules/Course/CourseAssembly.swift": """
        import UIKit
        final class CourseAssembly { func makeModule() -> UIViewController { CourseViewController() } }
        """,
        "Sources/App/Modules/Course/CourseViewController.swift": """
        import UIKit
        final class CourseViewController: UIViewController {
            func openProfile() { present(ProfileAssembly().makeModule(), animated: true) }
        }
        """,
        "Sources/App/Modules/Profile/ProfileAssembly.swift": """
        import UIKit
        final class ProfileAssembly { func makeModule() -> UIViewController { ProfileViewController() } }
        """,
        "Sources/App/Modules/Profile/ProfileViewController.swift": """
        import UIKit
        final class ProfileViewController: UIViewController {}
        """,
        "Sources/App/Domain/UseCases/LoadCourse.swift": "struct LoadCourse { let id: Int }",
        "Sources/App/Domain/UseCases/LoadProfile.swift": "struct LoadProfile { let id: Int }",
    ]

    @Test func aBuilderOtherScreensCallToOpenAScreenIsTheScreensOwn() throws {
        let fitted = try FittedTree(Self.screensWithBuilders, preset: "clean")
        #expect(fitted.layer("Sources/App/Modules/Profile/ProfileAssembly.swift") == "Presentation")
        #expect(fitted.layer("Sources/App/AppDelegate.swift") == "Composition")
        #expect(fitted.violations.allSatisfy { !$0.contains("depends on Composition") }, "\(fitted.violations)")
    }

    /// A framework's public builder, which names its own implementations, called by the app
    /// and by its App Clip (whose project declares no dependency on the framework).
    static let libraryBuilder: [String: String] = [
        "App/project.yml": """
        name: Shop
        targets:
          Shop:
            type: application
            sources: Shop
            dependencies:
              - target: Model
          Clip:
            type: application.on-demand-install-capable
            sources: Clip
          Model:
            type: framework
            sources: Model
        """,
        "App/Model/Services/SessionStore.swift": "public protocol SessionStore {}\n",
        "App/Model/Services/EventsService.swift": "public protocol EventsService {}\n",
        "App/Model/Live/DiskSessionStore.swift": "final class DiskSessionStore: SessionStore {}\n",
        "App/Model/Live/RemoteEventsService.swift": "final class RemoteEventsService: EventsService {}\n",
        "App/Model/Builder/SessionBuilder.swift": """
        public struct Session {
            public let store: SessionStore
            public let events: EventsService
        }
        public final class SessionBuilder {
            public init() {}
            public func build() -> Session { Session(store: DiskSessionStore(), events: RemoteEventsService()) }
        }
        """,
        "App/Shop/ShopApp.swift": """
        import SwiftUI
        import Model
        @main struct ShopApp: App {
            let session = SessionBuilder().build()
            var body: some Scene { WindowGroup { Text("") } }
        }
        """,
        "App/Clip/ClipApp.swift": """
        import SwiftUI
        @main struct ClipApp: App {
            let session = ClipAssembler().assemble()
            var body: some Scene { WindowGroup { Text("") } }
        }
        """,
        "App/Clip/Scene/ClipAssembler.swift": """
        import Model
        struct ClipAssembler {
            func assemble() -> Session { SessionBuilder().build() }
        }
        """,
    ]

    @Test func aLibrarysBuilderAnotherModuleCallsIsItsAPINotTheRoot() throws {
        let fitted = try FittedTree(Self.libraryBuilder)
        // No module imports an app: what the clip's code calls in the framework is below it.
        #expect(fitted.layer("App/Model/Builder/SessionBuilder.swift") != "Composition root")
        #expect(fitted.layer("App/Shop/ShopApp.swift") == "Composition root")
        #expect(fitted.layer("App/Clip/ClipApp.swift") == "Composition root")
        #expect(fitted.violations.allSatisfy { !$0.contains("depends on Composition root") }, "\(fitted.violations)")
    }

    /// A project XcodeGen generates from `project.yml`, with no `.xcodeproj` committed.
    @Test func anXcodeGenSpecNamesTheTargetsThatCompileEachFolder() throws {
        let fitted = try FittedTree([
            "App/project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                sources:
                  - path: Shop
                    excludes: ["Preview Content/**"]
                dependencies:
                  - target: Core
              Core:
                type: framework
                sources: Core
              ShopTests:
                type: bundle.unit-test
                sources: [ShopTests]
                dependencies: [{target: Shop}]
            """,
            "App/Shop/ShopApp.swift": """
            import SwiftUI
            import Core
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Text(Cart().name) } } }
            """,
            "App/Core/Cart.swift": "public struct Cart { public let name = \"cart\"; public init() {} }\n",
            "App/ShopTests/CartTests.swift": "import Testing\n@testable import Shop\n@Test func t() {}\n",
        ])
        #expect(fitted.file("App/Shop/ShopApp.swift")?["module"]?.text == "Shop")
        #expect(fitted.file("App/Core/Cart.swift")?["module"]?.text == "Core")
        #expect(fitted.file("App/ShopTests/CartTests.swift")?["test"] == true)
        let exclude = (fitted.spec["exclude"]?.array ?? []).compactMap(\.text)
        #expect(exclude.allSatisfy { !$0.hasPrefix("App/") }, "\(exclude)")
    }
}
