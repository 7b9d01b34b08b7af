import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// What `init` fits to the semantics of a reducer app, so that `analyze` then reports
/// real problems: features holding a reducer and its view, parents composing children,
/// a server built beside the app, helpers holding a domain's logic.
@Suite struct InitFittingTests {
    static let featureApp: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Bookings", targets: [
            .target(name: "AppFeature", dependencies: ["HomeFeature"]),
            .target(name: "HomeFeature", dependencies: ["SettingsFeature", "HomeHelpers", "SharedModels"]),
            .target(name: "SettingsFeature", dependencies: ["SharedModels"]),
            .target(name: "HomeHelpers", dependencies: ["BookingClient", "SharedModels"]),
            .target(name: "BookingClient", dependencies: ["SharedModels"]),
            .target(name: "SharedModels"),
        ])
        """,
        "Sources/AppFeature/App.swift": """
        import SwiftUI
        import ComposableArchitecture
        @main struct BookingsApp: App {
            let store = Store(initialState: AppReducer.State()) { AppReducer() }
            var body: some Scene { WindowGroup { AppView(store: store) } }
        }
        """,
        // The reducer and its view in one file, as TCA apps often write them.
        "Sources/AppFeature/AppView.swift": """
        import SwiftUI
        import ComposableArchitecture
        import HomeFeature
        @Reducer public struct AppReducer {
            public struct State { var home = HomeFeature.State() }
            public var body: some ReducerOf<Self> { Scope(state: \\.home, action: \\.home) { HomeFeature() } }
        }
        public struct AppView: View {
            let store: StoreOf<AppReducer>
            public var body: some View { HomeView(store: store.scope(state: \\.home, action: \\.home)) }
        }
        """,
        "Sources/HomeFeature/HomeFeature.swift": """
        import ComposableArchitecture
        import SettingsFeature
        import HomeHelpers
        import SharedModels
        @Reducer public struct HomeFeature {
            public struct State { var settings = Settings.State(); var items: [Booking] = [] }
            public var body: some ReducerOf<Self> {
                Scope(state: \\.settings, action: \\.settings) { Settings() }
                Reduce { state, _ in .run { _ in _ = try await startBooking() } }
            }
        }
        """,
        "Sources/HomeFeature/HomeView.swift": """
        import SwiftUI
        import ComposableArchitecture
        import SettingsFeature
        public struct HomeView: View {
            let store: StoreOf<HomeFeature>
            public var body: some View { SettingsView(store: store.scope(state: \\.settings, action: \\.settings)) }
        }
        """,
        "Sources/SettingsFeature/Settings.swift": """
        import SwiftUI
        import ComposableArchitecture
        import SharedModels
        @Reducer public struct Settings { public struct State { var last: Booking? } }
        public struct SettingsView: View { let store: StoreOf<Settings>; public var body: some View { Text("") } }
        """,
        // A helper by name, the logic of Home by what it does: it calls a client.
        "Sources/HomeHelpers/StartBooking.swift": """
        import Dependencies
        import BookingClient
        import SharedModels
        public func startBooking() async throws -> [Booking] {
            @Dependency(BookingClient.self) var client
            return try await client.fetch()
        }
        """,
        "Sources/BookingClient/BookingClient.swift": """
        import Dependencies
        import DependenciesMacros
        import SharedModels
        @DependencyClient public struct BookingClient { public var fetch: () async throws -> [Booking] }
        """,
        "Sources/SharedModels/Booking.swift": "public struct Booking: Equatable { public let id: Int }\n",
    ]

    /// The harness fitted to `files`: these fixtures are its shapes, each small (a reducer
    /// and a client or two, short of the three clients init asks before choosing it).
    func fitted(_ files: [String: String]) throws -> (tree: TemporaryTree, spec: JSONValue, analysis: JSONValue) {
        let fitted = try FittedTree(files, preset: "harness")
        return (fitted.tree, fitted.spec, fitted.analysis)
    }

    func layer(_ path: String, in analysis: JSONValue) -> String? { FittedTree.layer(path, in: analysis) }

    func violations(_ analysis: JSONValue) -> [String] { FittedTree.violations(analysis) }

    @Test func aReducerAndItsViewTogetherAreOneFeatureLayer() throws {
        let (_, spec, analysis) = try fitted(Self.featureApp)
        for path in [
            "Sources/AppFeature/AppView.swift", "Sources/HomeFeature/HomeFeature.swift",
            "Sources/HomeFeature/HomeView.swift", "Sources/SettingsFeature/Settings.swift",
        ] {
            #expect(layer(path, in: analysis) == "Feature", "\(path)")
        }
        let feature = (spec["layers"]?.array ?? []).first { $0["name"]?.text == "Feature" }
        #expect(feature?["description"]?.text?.contains("a reducer and its view live together") == true)
        #expect(spec["description"]?.text?.contains("hold a reducer and a view together") == true)
        // A view using its own reducer, a parent embedding a child's reducer and view:
        // neither a layer nor a domain boundary is crossed the wrong way.
        let found = violations(analysis)
        #expect(!found.contains { $0.hasPrefix("harness-layers") }, "\(found)")
        #expect(!found.contains { $0.hasPrefix("cross-domain-imports-are-clean") }, "\(found)")
    }

    @Test func aPlainReducerStillMayNotUseAView() throws {
        // Without a view beside it, a reducer is Service, and Service using a view is real
        // where the manifest does not state it (a dependency it declares is the team's design).
        var files = Self.featureApp
        files["Package.swift"] = files["Package.swift"]?.replacingOccurrences(
            of: "dependencies: [\"SettingsFeature\", \"HomeHelpers\"", with: "dependencies: [\"HomeHelpers\"")
        files["Sources/HomeFeature/HomeView.swift"] = nil
        files["Sources/HomeFeature/HomeFeature.swift"] = """
            import ComposableArchitecture
            import SettingsFeature
            @Reducer public struct HomeFeature {
                public struct State { var settings = Settings.State() }
                func preview() -> SettingsView? { nil }
            }
            """
        let (_, _, analysis) = try fitted(files)
        #expect(layer("Sources/HomeFeature/HomeFeature.swift", in: analysis) == "Service")
        #expect(violations(analysis).contains { $0.hasPrefix("harness-layers Sources/HomeFeature/HomeFeature.swift") })
    }

    @Test func aHelperUsingTheAppsClientsIsTheLogicOfTheDomainItServes() throws {
        let (_, spec, analysis) = try fitted(Self.featureApp)
        #expect(layer("Sources/HomeHelpers/StartBooking.swift", in: analysis) == "Service")
        let file = (analysis["files"]?.array ?? []).first {
            $0["path"]?.text == "Sources/HomeHelpers/StartBooking.swift"
        }
        #expect(file?["domain"]?.text == "Home")
        let home = (spec["domains"]?.array ?? []).first { $0["name"]?.text == "Home" }
        #expect(home?["description"]?.text?.contains("HomeHelpers uses") == true)
    }

    @Test func aPreviewAppMayImportAFeatureForTesting() throws {
        var files = Self.featureApp
        files["App/Previews/HomePreview/HomePreviewApp.swift"] = """
            import SwiftUI
            @testable import HomeFeature
            @main struct HomePreviewApp: App { var body: some Scene { WindowGroup { Text("") } } }
            """
        files["Tests/HomeFeatureTests/HomeFeatureTests.swift"] = "@testable import HomeFeature\n"
        let (_, spec, analysis) = try fitted(files)
        let rule = (spec["rules"]?.array ?? []).first { $0["kind"]?.text == "testableImport" }
        #expect(rule?["allowIn"]?.array.compactMap(\.text).contains("**/Previews/**") == true)
        #expect(spec["description"]?.text?.contains("allowed in preview apps") == true)
        #expect(!violations(analysis).contains { $0.hasPrefix("no-testable-import") }, "\(violations(analysis))")
    }

    @Test func clientsKeptInAServicesFolderAreConfigNotService() throws {
        var files = Self.featureApp
        // An app keeping its dependency clients in a `Services/` module: the harness's Service is
        // its reducers, and a client wrapping UIKit's haptics is no reducer importing UIKit.
        files["Package.swift"] = files["Package.swift"]!.replacingOccurrences(
            of: ".target(name: \"BookingClient\", dependencies: [\"SharedModels\"]),",
            with: ".target(name: \"BookingClient\", dependencies: [\"SharedModels\"], path: \"Sources/Services\"),")
        let client = files.removeValue(forKey: "Sources/BookingClient/BookingClient.swift")
        files["Sources/Services/BookingClient.swift"] = client
        files["Sources/Services/HapticClient.swift"] = """
            import Dependencies
            import DependenciesMacros
            import UIKit
            @DependencyClient public struct HapticClient { public var impact: @Sendable () async -> Void }
            extension HapticClient: DependencyKey {
                public static let liveValue = HapticClient(impact: {
                    await UIImpactFeedbackGenerator().impactOccurred()
                })
            }
            """
        let (_, _, analysis) = try fitted(files)
        #expect(layer("Sources/Services/BookingClient.swift", in: analysis) == "Config")
        #expect(layer("Sources/Services/HapticClient.swift", in: analysis) == "Config")
        #expect(!violations(analysis).contains { $0.hasPrefix("service-no-ui-frameworks") }, "\(violations(analysis))")
    }

    @Test func aPackageNamedAppHoldingTheFeaturesIsNoWiring() throws {
        // The package's folder is `App/`, as the harness names its wiring's folder, but the
        // program starts in the Xcode app beside it: the package holds the features.
        var files: [String: String] = [:]
        for (path, text) in Self.featureApp where path != "Sources/AppFeature/App.swift" {
            files["App/" + path] = text
        }
        files["Xcode/Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Bookings", targets: [.executableTarget(name: "Bookings", path: "Bookings")])
            """
        files["Xcode/Bookings/BookingsApp.swift"] = """
            import SwiftUI
            import ComposableArchitecture
            import AppFeature
            @main struct BookingsApp: App {
                let store = Store(initialState: AppReducer.State()) { AppReducer() }
                var body: some Scene { WindowGroup { AppView(store: store) } }
            }
            """
        let (_, _, analysis) = try fitted(files)
        #expect(layer("Xcode/Bookings/BookingsApp.swift", in: analysis) == "AppWiring")
        for path in ["App/Sources/HomeFeature/HomeFeature.swift", "App/Sources/BookingClient/BookingClient.swift"] {
            #expect(layer(path, in: analysis) != "AppWiring", "\(path)")
        }
    }

    @Test func aReducersHelperFollowsItIntoTheLayerOfItsModule() throws {
        var files = Self.featureApp
        // A library of clients that also holds the reducer they serve, and a helper of it: the
        // module is one layer, and the helper goes where its reducer goes.
        files["Package.swift"] = files["Package.swift"]!.replacingOccurrences(
            of: #".target(name: "SharedModels"),"#,
            with: #".target(name: "SharedModels"), .target(name: "Filter", dependencies: ["SharedModels"]),"#)
        files["Sources/Filter/Filter.swift"] = """
            import ComposableArchitecture
            @Reducer public struct Filter { public struct State { var on = false } }
            """
        files["Sources/Filter/Filter+Persistent.swift"] = """
            extension Filter {
                public struct Persistent: Codable { var on: Bool }
                static func restore(_ state: inout Filter.State, from saved: Persistent) { state.on = saved.on }
            }
            """
        for name in ["Storage", "Security", "Extension"] {
            files["Sources/Filter/\(name)Client.swift"] = """
                import Dependencies
                import DependenciesMacros
                @DependencyClient public struct \(name)Client { public var load: () -> Filter.Persistent? }
                """
        }
        files["Sources/AppFeature/FilterHost.swift"] = """
            import Filter
            struct FilterHost { let client: StorageClient }
            """
        let (_, _, analysis) = try fitted(files)
        let helper = layer("Sources/Filter/Filter+Persistent.swift", in: analysis)
        #expect(helper != nil && helper == layer("Sources/Filter/Filter.swift", in: analysis))
        #expect(
            !violations(analysis).contains { $0.hasPrefix("harness-layers Sources/Filter/") },
            "\(violations(analysis))")
    }

    @Test func aFeaturesDemoAppMayImportItForTesting() throws {
        var files = Self.featureApp
        // A micro-feature's demo app: built to try the feature with its test doubles, never shipped.
        files["Features/Home/Demo/Sources/AppDelegate.swift"] = """
            import UIKit
            @testable import HomeFeature
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {}
            """
        files["Tests/HomeFeatureTests/HomeFeatureTests.swift"] = "@testable import HomeFeature\n"
        let (_, spec, analysis) = try fitted(files)
        let rule = (spec["rules"]?.array ?? []).first { $0["kind"]?.text == "testableImport" }
        #expect(rule?["allowIn"]?.array.compactMap(\.text).contains("**/Demo/**") == true)
        #expect(!violations(analysis).contains { $0.hasPrefix("no-testable-import") }, "\(violations(analysis))")
    }

    static let splitApp: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Game", targets: [
            .target(name: "LoginCore", dependencies: ["TwoFactorCore", "TwoFactorLive"]),
            .target(name: "LoginSwiftUI", dependencies: ["LoginCore", "TwoFactorSwiftUI"]),
            .target(name: "TwoFactorCore"),
            .target(name: "TwoFactorSwiftUI", dependencies: ["TwoFactorCore"]),
            .target(name: "TwoFactorLive", dependencies: ["TwoFactorCore"]),
        ])
        """,
        // The reducer in a Core module, its views in a SwiftUI module, as TicTacToe writes them.
        "Sources/LoginCore/LoginCore.swift": """
        import ComposableArchitecture
        import TwoFactorCore
        import TwoFactorLive
        @Reducer public struct Login {
            public struct State { var twoFactor: TwoFactor.State? }
            let repository = TwoFactorRepository()
            public var body: some ReducerOf<Self> {
                Reduce { _, _ in .none }.ifLet(\\.twoFactor, action: \\.twoFactor) { TwoFactor() }
            }
        }
        """,
        "Sources/LoginSwiftUI/LoginView.swift": """
        import SwiftUI
        import ComposableArchitecture
        import LoginCore
        import TwoFactorSwiftUI
        public struct LoginView: View {
            let store: StoreOf<Login>
            public var body: some View { TwoFactorView() }
        }
        """,
        "Sources/TwoFactorCore/TwoFactorCore.swift": """
        import ComposableArchitecture
        @Reducer public struct TwoFactor { public struct State {} }
        """,
        "Sources/TwoFactorSwiftUI/TwoFactorView.swift": """
        import SwiftUI
        import TwoFactorCore
        public struct TwoFactorView: View { public var body: some View { Text("") } }
        """,
        "Sources/TwoFactorLive/TwoFactorRepository.swift": """
        import Foundation
        import TwoFactorCore
        public final class TwoFactorRepository { public init() {} }
        """,
    ]

    @Test func aParentComposingAChildOfAnotherDomainUsesItsPublicReducerAndView() throws {
        let (_, spec, analysis) = try fitted(Self.splitApp)
        #expect(layer("Sources/LoginCore/LoginCore.swift", in: analysis) == "Service")
        #expect(layer("Sources/TwoFactorSwiftUI/TwoFactorView.swift", in: analysis) == "UI")
        let description = spec["description"]?.text ?? ""
        #expect(
            description.contains("e.g. Login in domain Login composes TwoFactor in domain TwoFactor"), "\(description)")
        let crossDomain = violations(analysis).filter { $0.hasPrefix("cross-domain-imports-are-clean") }
        // The reducer and the view are composed. The live implementation is reached into, but
        // LoginCore's manifest declares TwoFactorLive: a spec init guessed never makes a
        // dependency the build states a finding by itself (a team's own spec may).
        #expect(!crossDomain.contains { $0.contains("TwoFactor's Service") || $0.contains("TwoFactor's UI") })
        #expect(!crossDomain.contains { $0.contains("Login uses TwoFactor's Repo") }, "\(crossDomain)")
        let rule = (spec["rules"]?.array ?? []).first { $0["kind"]?.text == "crossDomain" }
        #expect(rule?["allowDeclared"] == true)
    }

    static let appAndServer: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Bookings", targets: [
            .target(name: "AppFeature", dependencies: ["SharedModels"]),
            .target(name: "SharedModels"),
            .target(name: "SiteMiddleware", dependencies: ["SharedModels"]),
            .executableTarget(name: "server", dependencies: ["SiteMiddleware"]),
        ])
        """,
        "Sources/AppFeature/App.swift": """
        import SwiftUI
        import SharedModels
        @main struct BookingsApp: App { var body: some Scene { WindowGroup { Text(Booking(id: 1).title) } } }
        """,
        "Sources/SharedModels/Booking.swift": """
        public struct Booking: Equatable { public let id: Int; public var title: String { "" } }
        """,
        "Sources/SiteMiddleware/SiteMiddleware.swift": """
        import SharedModels
        public struct SiteMiddleware { public func respond(_ booking: Booking) -> String { booking.title } }
        """,
        "Sources/SharedModels/Scratch.playground/Contents.swift": "import SharedModels\nlet booking = Booking(id: 1)\n",
        "Sources/server/main.swift": """
        import Vapor
        import NIO
        import SiteMiddleware
        let middleware = SiteMiddleware()
        """,
    ]

    @Test func aServerBuiltBesideTheAppIsExcludedWithItsReason() throws {
        let (_, spec, analysis) = try fitted(Self.appAndServer)
        let exclude = (spec["exclude"]?.array ?? []).compactMap(\.text)
        // A playground is scratch code no target compiles.
        #expect(exclude == ["**/*.playground/**", "Sources/SiteMiddleware/**", "Sources/server/**"])
        let description = spec["description"]?.text ?? ""
        #expect(description.contains("Excluded as a server built beside the app: 2 modules (SiteMiddleware, server)"))
        #expect(description.contains("which import NIO, Vapor"))
        let paths = (analysis["files"]?.array ?? []).compactMap { $0["path"]?.text }
        #expect(paths.contains("Sources/SharedModels/Booking.swift"))
        #expect(!paths.contains { $0.hasPrefix("Sources/SiteMiddleware") || $0.hasPrefix("Sources/server") })
    }

    @Test func aServerExecutableBesideAnXcodeAppIsExcludedOnce() throws {
        // The server's executable is both the server and a developer tool the app does not link.
        var files = XcodeProjectHistoryTests.sources
        files["Ledger.xcodeproj/project.pbxproj"] = LedgerProject.text
        files["Server/Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Server", targets: [.executableTarget(name: "Server")])
            """
        files["Server/Sources/Server/main.swift"] = "import Vapor\nlet app = Application()\n"
        let (_, spec, _) = try fitted(files)
        let exclude = (spec["exclude"]?.array ?? []).compactMap(\.text)
        #expect(exclude.filter { $0 == "Server/Sources/Server/**" }.count == 1, "\(exclude)")
    }

    @Test func librariesOnlyDeveloperToolsReachAreExcludedWithThem() throws {
        // A site generator beside the app: its page views are neither the app's types nor its UI.
        var files = XcodeProjectHistoryTests.sources
        files["Ledger.xcodeproj/project.pbxproj"] = LedgerProject.text
        files["Web/Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Web", targets: [
                .executableTarget(name: "WebSite", dependencies: ["WebShared"]),
                .target(name: "WebShared"),
            ])
            """
        files["Web/Sources/WebSite/main.swift"] = "import WebShared\nprint(Page().html)\n"
        files["Web/Sources/WebShared/Page.swift"] = "public struct Page { public var html: String { \"\" } }\n"
        let (_, spec, analysis) = try fitted(files)
        let exclude = (spec["exclude"]?.array ?? []).compactMap(\.text)
        #expect(exclude.contains("Web/Sources/WebShared/**"), "\(exclude)")
        #expect(exclude.contains("Web/Sources/WebSite/**"), "\(exclude)")
        let description = spec["description"]?.text ?? ""
        #expect(description.contains("Excluded with the developer tools: 1 library (WebShared)"), "\(description)")
        #expect(!description.contains("server built beside"))
        let paths = (analysis["files"]?.array ?? []).compactMap { $0["path"]?.text }
        #expect(!paths.contains("Web/Sources/WebShared/Page.swift"))
        #expect(paths.contains("Ledger/BalanceView.swift"), "\(paths)")
    }

    @Test func anAppReachingAServerFrameworkIsStillTheApp() throws {
        // An app whose code imports NIOHTTP1 (for its status codes) is no server: it ships to users.
        var files = XcodeProjectHistoryTests.sources
        files["Shared/Formatting.swift"] =
            "import NIOHTTP1\nstruct AmountFormatter { let status: HTTPResponseStatus }\n"
        files["Ledger.xcodeproj/project.pbxproj"] = LedgerProject.text
        let (_, spec, analysis) = try fitted(files)
        #expect(spec["description"]?.text?.contains("server built beside") == false)
        let paths = (analysis["files"]?.array ?? []).compactMap { $0["path"]?.text }
        #expect(paths.contains("Ledger/BalanceView.swift"), "\(paths)")
    }

    @Test func aTreeThatIsOnlyAServerIsJudgedWhole() throws {
        var files = Self.appAndServer
        files["Sources/AppFeature/App.swift"] = nil
        files["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Site", targets: [
                .target(name: "SharedModels"),
                .target(name: "SiteMiddleware", dependencies: ["SharedModels"]),
                .executableTarget(name: "server", dependencies: ["SiteMiddleware"]),
            ])
            """
        let (_, spec, _) = try fitted(files)
        #expect((spec["exclude"]?.array ?? []).compactMap(\.text) == ["**/*.playground/**"])
        #expect(spec["description"]?.text?.contains("server built beside") == false)
    }
}
