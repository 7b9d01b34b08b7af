import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// `discover` maps a TCA app the harness way: the root reducer and the features it
/// composes, every reducer and client in a domain or asked about, the provider
/// wrapping a third-party SDK, the shared Types.
@Suite struct DiscoverCommandTests {
    static let tcaApp: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Bookings", targets: [
            .target(name: "AppFeature", dependencies: ["HomeFeature", "SettingsFeature"]),
            .target(name: "HomeFeature", dependencies: ["BookingClient", "SharedModels", "Analytics"]),
            .target(name: "SettingsFeature", dependencies: ["SharedModels"]),
            .target(name: "BookingClient", dependencies: ["SharedModels"]),
            .target(name: "LoggerClient"),
            .target(name: "SharedModels"),
            .target(name: "Analytics"),
            .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature"]),
        ])
        """,
        "Sources/AppFeature/App.swift": """
        import SwiftUI
        import ComposableArchitecture
        @main struct BookingsApp: App {
            let store = Store(initialState: AppReducer.State()) { AppReducer() }
            var body: some Scene { WindowGroup { Text("") } }
        }
        """,
        "Sources/AppFeature/AppReducer.swift": """
        import ComposableArchitecture
        import HomeFeature
        import SettingsFeature
        @Reducer public struct AppReducer {
            public enum Tab { case home, settings }
            public var body: some ReducerOf<Self> {
                Scope(state: \\.home, action: \\.home) { HomeFeature() }
                Scope(state: \\.settings, action: \\.settings) { SettingsFeature() }
            }
        }
        """,
        "Sources/HomeFeature/HomeFeature.swift": """
        import ComposableArchitecture
        import BookingClient
        import SharedModels
        import Analytics
        @Reducer public struct HomeFeature {
            @Dependency(BookingClient.self) var bookings
            let tracker = Tracker()
            public struct State { var items: [Booking] = [] }
        }
        """,
        "Sources/HomeFeature/HomeView.swift": """
        import SwiftUI
        import ComposableArchitecture
        struct HomeView: View { let store: StoreOf<HomeFeature>; var body: some View { Text("") } }
        """,
        "Sources/SettingsFeature/SettingsFeature.swift": """
        import ComposableArchitecture
        import SharedModels
        @Reducer public struct SettingsFeature { public struct State { var last: BookingID? } }
        """,
        "Sources/SettingsFeature/SettingsView.swift": """
        import SwiftUI
        struct SettingsView: View { var body: some View { Text("") } }
        """,
        "Sources/BookingClient/BookingClient.swift": """
        import Dependencies
        import SharedModels
        @DependencyClient public struct BookingClient {
            public var fetch: @Sendable (BookingID) async throws -> Booking
            public var cancel: @Sendable (BookingID) async throws -> Void
        }
        extension BookingClient: DependencyKey { public static let liveValue = BookingClient() }
        """,
        "Sources/LoggerClient/LoggerClient.swift": """
        import Dependencies
        public struct LoggerClient { public var log: @Sendable (String) -> Void }
        extension LoggerClient: DependencyKey { public static let liveValue = LoggerClient(log: { _ in }) }
        """,
        "Sources/SharedModels/Booking.swift": """
        public struct Booking: Equatable { public let id: BookingID }
        public struct BookingID: Hashable { public let raw: String }
        """,
        "Sources/Analytics/Tracker.swift": """
        import FirebaseAnalytics
        public struct Tracker { public init() {} public func track(_ name: String) {} }
        """,
        "Tests/HomeFeatureTests/HomeFeatureTests.swift": """
        import Testing
        @testable import HomeFeature
        @Reducer struct TestOnlyReducer {}
        """,
    ]

    func discover(_ files: [String: String]) throws -> (JSONValue, CommandOutput) {
        let tree = try TemporaryTree(files)
        let output = CLIHarness(directory: tree.path).run("discover", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        return (try JSONParser.parse(output.stdout), output)
    }

    @Test func everyReducerIsFoundWithItsDomainAndTheRootComposesTheFeatures() throws {
        let (map, _) = try discover(Self.tcaApp)
        let reducers = map["reducers"]?.array ?? []
        let domainOf = Dictionary(
            uniqueKeysWithValues: reducers.compactMap { r in r["name"]?.text.map { ($0, r["domain"]?.text) } })
        // Test targets are no part of the app: their reducers are not the app's.
        #expect(domainOf == ["AppReducer": nil, "HomeFeature": "Home", "SettingsFeature": "Settings"])
        let root = reducers.first { $0["name"] == "AppReducer" }
        #expect(root?["children"]?.array.compactMap(\.text) == ["HomeFeature", "SettingsFeature"])
        let entries = (map["entryPoints"]?.array ?? []).compactMap { e in
            e["kind"]?.text.map { "\($0) \(e["name"]?.text ?? "")" }
        }
        #expect(entries.contains("@main BookingsApp"))
        #expect(entries.contains("root reducer AppReducer"))
        let questions = map["questions"]?.array.compactMap(\.text) ?? []
        #expect(questions.contains { $0.contains("reducer AppReducer") && $0.contains("root reducer") })
    }

    @Test func clientsHaveTheirVerbsAndADomainOrAQuestion() throws {
        let (map, _) = try discover(Self.tcaApp)
        let clients = map["clients"]?.array ?? []
        let booking = clients.first { $0["name"] == "BookingClient" }
        #expect(booking?["verbs"]?.array.compactMap(\.text) == ["fetch", "cancel"])
        #expect(booking?["nouns"]?.array.compactMap(\.text) == ["Booking", "BookingID"])
        // Only Home uses it: it joins Home.
        #expect(booking?["domain"] == "Home")
        let logger = clients.first { $0["name"] == "LoggerClient" }
        #expect(logger?["domain"] == JSONValue.null)
        #expect(logger?["verbs"]?.array.compactMap(\.text) == ["log"])
        let questions = map["questions"]?.array.compactMap(\.text) ?? []
        #expect(questions.contains { $0.hasPrefix("client LoggerClient") })
    }

    @Test func providersTypesAndDomainsComeFromUse() throws {
        let (map, _) = try discover(Self.tcaApp)
        let providers = map["providers"]?.array ?? []
        #expect(providers.count == 1)
        #expect(providers.first?["module"] == "Analytics")
        #expect(providers.first?["sdk"] == "FirebaseAnalytics")
        #expect(providers.first?["usedBy"]?.array.compactMap(\.text) == ["Home"])
        let shared = (map["crossCutting"]?.array ?? []).first { $0["unit"] == "SharedModels" }
        #expect(shared?["role"] == "Types")
        let domains = (map["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(domains == ["Home", "Settings"])
        let home = (map["domains"]?.array ?? []).first { $0["name"] == "Home" }
        #expect(home?["files"] == 4)
        #expect(home?["evidence"]?.array.isEmpty == false)
    }

    /// Each platform's folder, or a target named for its platform (`Reader_iOS`, `Reader macOS`),
    /// holds its take on every feature: no business capability of its own.
    @Test(arguments: [["iOS", "macOS"], ["Reader_iOS", "Reader macOS"]])
    func aPlatformsFolderOrTargetIsNoDomain(_ platforms: [String]) throws {
        var files: [String: String] = [:]
        for platform in platforms {
            files["\(platform)/RootView.swift"] = """
                import SwiftUI
                struct RootView: View { var body: some View { LibraryView() } }
                """
            files["\(platform)/RootModel.swift"] = "@MainActor final class RootModel: ObservableObject {}\n"
        }
        files["Library/LibraryView.swift"] =
            "import SwiftUI\nstruct LibraryView: View { var body: some View { Text(\"\") } }\n"
        files["Library/LibraryModel.swift"] = "@MainActor final class LibraryModel: ObservableObject {}\n"
        let (map, _) = try discover(files)
        let domains = (map["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(!domains.contains { name in platforms.contains { $0.hasPrefix(name) } }, "\(domains)")
    }

    /// A target named as another with a platform run on (`ReaderTV` beside `Reader`) is that
    /// app for another platform; a feature whose name merely ends so (`Watchlist`) is not.
    @Test func aTargetNamedForAnotherTargetsPlatformIsNoDomain() throws {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Reader", targets: [
                .target(name: "Library"), .target(name: "Reader", dependencies: ["Library"]),
                .target(name: "ReaderTV", dependencies: ["Library"]), .target(name: "ShowTV"),
            ])
            """
        ]
        for target in ["Reader", "ReaderTV", "ShowTV"] {
            files["Sources/\(target)/RootView.swift"] = """
                import SwiftUI
                struct RootView: View { var body: some View { LibraryView() } }
                """
            files["Sources/\(target)/RootModel.swift"] = "@MainActor final class RootModel: ObservableObject {}\n"
        }
        files["Sources/Library/LibraryView.swift"] =
            "import SwiftUI\nstruct LibraryView: View { var body: some View { Text(\"\") } }\n"
        files["Sources/Library/LibraryModel.swift"] = "@MainActor final class LibraryModel: ObservableObject {}\n"
        let (map, _) = try discover(files)
        let domains = (map["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(!domains.contains("ReaderTV"), "\(domains)")
        #expect(domains.contains("ShowTV"), "\(domains)")
    }

    @Test func gapsSayWhatCodeDoesNotAPresetsLayerNames() throws {
        // A screen and its model, with no client of their own, in an app no preset fits: no harness words.
        let files = [
            "Settings/SettingsModel.swift": "@MainActor final class SettingsModel: ObservableObject {}\n",
            "Settings/SettingsView.swift":
                "import SwiftUI\nstruct SettingsView: View { var body: some View { Text(\"\") } }\n",
        ]
        let (map, _) = try discover(files)
        let gaps = (map["gaps"]?.array ?? []).compactMap(\.text)
        let expected = "Settings has logic but no client of its own: nothing of it declares the verbs its logic calls"
        #expect(gaps == [expected], "\(gaps)")
        #expect(!gaps.contains { $0.contains("Service") || $0.contains("Config") || $0.contains("UI") }, "\(gaps)")
    }

    @Test func aSpecThatNamesTheDomainsOtherwiseIsADisagreement() throws {
        var files = Self.tcaApp
        files["archhist.json"] = """
            {"preset": "harness", "domains": [{"name": "Bookings", "modules": ["HomeFeature", "SettingsFeature"]}]}
            """
        let (map, _) = try discover(files)
        let disagreements = map["specDisagreements"]?.array.compactMap(\.text) ?? []
        #expect(disagreements.contains { $0.hasPrefix("discovered domain Home") && $0.contains("Bookings") })
        #expect(disagreements.contains { $0.hasPrefix("the spec's domain Bookings") })
    }

    @Test func aModuleSlicedIntoFeatureByLayerFoldersGivesOneDomainPerFeature() throws {
        let files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Feed", targets: [.target(name: "EssentialFeed")])
            """,
            "Sources/EssentialFeed/Feed API/FeedItemsMapper.swift":
                "struct FeedItemsMapper { let items: [FeedImage] }\n",
            "Sources/EssentialFeed/Feed Feature/FeedImage.swift": "public struct FeedImage {}\n",
            "Sources/EssentialFeed/Feed Presentation/FeedPresenter.swift":
                "final class FeedPresenter { let images: [FeedImage] = []; let mapper: FeedItemsMapper? = nil }\n",
            "Sources/EssentialFeed/Image Comments API/ImageCommentsMapper.swift":
                "struct ImageCommentsMapper { let comments: [ImageComment] }\n",
            "Sources/EssentialFeed/Image Comments Feature/ImageComment.swift": "public struct ImageComment {}\n",
            "Sources/EssentialFeed/Image Comments Presentation/ImageCommentsPresenter.swift":
                "final class ImageCommentsPresenter { let c: [ImageComment] = []; let m: ImageCommentsMapper? }\n",
        ]
        let (map, _) = try discover(files)
        #expect((map["domains"]?.array ?? []).compactMap { $0["name"]?.text } == ["Feed", "Image Comments"])
        let feed = (map["domains"]?.array ?? []).first { $0["name"] == "Feed" }
        #expect(feed?["files"] == 3)
    }

    @Test func aFolderNamedForALayerIsNoDomain() throws {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Notes", targets: [.target(name: "App")])
            """
        ]
        // A large target cut into folders: features, and the folder of its domain logic.
        for feature in ["Notes", "Tags", "Sharing"] {
            for index in 0..<15 {
                files["Sources/App/\(feature)/\(feature)\(index)View.swift"] =
                    "import SwiftUI\nstruct \(feature)\(index)View: View { var body: some View { Text(\"\") } }\n"
            }
        }
        for index in 0..<15 {
            files["Sources/App/Domain/Rule\(index)ViewModel.swift"] = "final class Rule\(index)ViewModel {}\n"
        }
        // Views only Notes uses, in a folder named for what they are: shared, not Notes'.
        for index in 0..<15 {
            files["Sources/App/Extensions/Badge\(index).swift"] =
                "import SwiftUI\nstruct Badge\(index): View { var body: some View { Text(\"\") } }\n"
        }
        files["Sources/App/Notes/Notes0View.swift"] =
            "import SwiftUI\nstruct Notes0View: View { let badge = Badge0(); var body: some View { badge } }\n"
        let (map, _) = try discover(files)
        let names = (map["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(names.contains("Notes") && !names.contains("Domain"), "\(names)")
        let notes = (map["domains"]?.array ?? []).first { $0["name"]?.text == "Notes" }
        #expect(notes?["files"] == 15)
        let shared = (map["crossCutting"]?.array ?? []).compactMap { $0["unit"]?.text }
        #expect(shared.contains("Sources/App/Extensions"), "\(shared)")
    }

    @Test func textAndMarkdownSayTheSameMap() throws {
        let tree = try TemporaryTree(Self.tcaApp)
        let text = CLIHarness(directory: tree.path).run("discover").stdout
        #expect(text.contains("Domains (2)"))
        #expect(text.contains("BookingClient → Home"))
        #expect(text.contains("Analytics wraps FirebaseAnalytics, used by Home"))
        let markdown = CLIHarness(directory: tree.path).run("discover", "--format", "markdown").stdout
        #expect(markdown.contains("## Home"))
        #expect(markdown.contains("| `BookingClient` | Home | fetch, cancel |"))
    }
}
