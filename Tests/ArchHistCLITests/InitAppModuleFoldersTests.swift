import ArchHistSupport
import Testing

/// A small app in one declared target, layered by folder (views over interactors over
/// repositories) without ports: no preset fits, and the target is the whole app, so its
/// folders, not the target, are the units the structural spec levels.
@Suite struct InitAppModuleFoldersTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Countries", targets: [.executableTarget(name: "Countries")])
        """,
        "Sources/Countries/Core/CountriesApp.swift": """
        import SwiftUI
        @main struct CountriesApp: App {
            var body: some Scene { WindowGroup { CountriesList(interactor: CountriesInteractor()) } }
        }
        """,
        "Sources/Countries/UI/CountriesList.swift": """
        import SwiftUI
        struct CountriesList: View {
            let interactor: CountriesInteractor
            var body: some View { Text(interactor.title) }
        }
        """,
        "Sources/Countries/UI/CountryRow.swift": """
        import SwiftUI
        struct CountryRow: View {
            let country: Country
            var body: some View { Text(country.name) }
        }
        """,
        "Sources/Countries/Interactors/CountriesInteractor.swift": """
        struct CountriesInteractor {
            let repository = CountriesWebRepository()
            var title: String { repository.load().first?.name ?? "" }
        }
        """,
        "Sources/Countries/Interactors/ImagesInteractor.swift": """
        struct ImagesInteractor {
            let repository = ImagesWebRepository()
        }
        """,
        "Sources/Countries/Repositories/CountriesWebRepository.swift": """
        import Foundation
        struct CountriesWebRepository {
            let session = URLSession.shared
            func load() -> [Country] { [] }
        }
        """,
        "Sources/Countries/Repositories/ImagesWebRepository.swift": """
        import Foundation
        struct ImagesWebRepository { let session = URLSession.shared }
        """,
        "Sources/Countries/Repositories/Country.swift": "struct Country { let name: String }\n",
    ]

    @Test func theTargetHoldingTheAppIsLevelledByItsFolders() throws {
        let fitted = try FittedTree(Self.app)
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("no preset fits this app with confidence"), "\(description)")
        let levels = fitted.rule(kind: "levels")?["levels"]?.array.map { $0.array.compactMap(\.text) }
        #expect(levels == [["Repositories"], ["Interactors"], ["UI"]], "\(String(describing: levels))")
        #expect(fitted.layer("Sources/Countries/UI/CountryRow.swift") == "UI")
        #expect(fitted.layer("Sources/Countries/Interactors/ImagesInteractor.swift") == "Interactors")
        #expect(fitted.layer("Sources/Countries/Repositories/Country.swift") == "Repositories")
        #expect(fitted.layer("Sources/Countries/Core/CountriesApp.swift") == "Composition root")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    /// Two units of one level that do not use each other close no cycle, and the spec's
    /// description says none.
    @Test func aSharedLevelWithoutAUseBetweenItsUnitsNamesNoCycle() throws {
        var app = Self.app
        app["Sources/Countries/Settings/SettingsStore.swift"] = """
            struct SettingsStore {
                let repository = ImagesWebRepository()
            }
            """
        let fitted = try FittedTree(app)
        let levels = fitted.rule(kind: "levels")?["levels"]?.array.map { $0.array.compactMap(\.text) }
        #expect(levels?.contains { $0.count > 1 } == true, "\(String(describing: levels))")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(!description.contains("cycle is said here"), "\(description)")
        #expect(description.contains("No use between units goes against the levels today."), "\(description)")
    }

    /// A repository of sample apps, each its own package: each app holds its own project, and
    /// its folders are the units, not the app as a whole.
    @Test func eachSampleAppOfARepositoryIsCutIntoItsFolders() throws {
        var tree: [String: String] = [:]
        for app in ["MVC", "MVP"] {
            tree["\(app)/Package.swift"] = """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "\(app)", targets: [.executableTarget(name: "\(app)")])
                """
            tree["\(app)/Sources/\(app)/main.swift"] = "let list = \(app)ReposList()\n"
            tree["\(app)/Sources/\(app)/Models/\(app)Repo.swift"] = "struct \(app)Repo { let name: String }\n"
            tree["\(app)/Sources/\(app)/Networking/\(app)Client.swift"] =
                "struct \(app)Client { func repos() -> [\(app)Repo] { [] } }\n"
            tree["\(app)/Sources/\(app)/Scene/\(app)ReposList.swift"] =
                "struct \(app)ReposList { let client = \(app)Client() }\n"
        }
        let fitted = try FittedTree(tree)
        #expect(
            fitted.layer("MVC/Sources/MVC/Models/MVCRepo.swift")
                != fitted.layer("MVC/Sources/MVC/Scene/MVCReposList.swift"))
        let levels = fitted.rule(kind: "levels")?["levels"]?.array.map { $0.array.compactMap(\.text) } ?? []
        #expect(levels.count == 3, "\(levels)")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    /// A framework's `main.swift` is one of its files, not where a program starts: only an
    /// executable target's is an entry point.
    @Test func aLibrarysMainSwiftIsNoEntryPoint() throws {
        let fitted = try FittedTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Stats", targets: [
                .executableTarget(name: "Tool", dependencies: ["Net"]),
                .target(name: "Net"),
            ])
            """,
            "Sources/Tool/main.swift": "let reader = NetReader()\nprint(reader.speed)\n",
            "Sources/Net/main.swift": "public struct NetReader {\n    public init() {}\n    public var speed = 0\n}\n",
            "Sources/Net/Interface.swift": "struct Interface { let reader: NetReader }\n",
        ])
        #expect(fitted.layer("Sources/Tool/main.swift") == "Composition root")
        #expect(fitted.layer("Sources/Net/main.swift") == "Net")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    /// A folder holding most of the app's files (`Scenarios/`, over its features) is no
    /// unit either: the features inside it are.
    @Test func aFolderHoldingMostOfTheAppIsCutIntoItsFeatures() throws {
        let fitted = try FittedTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Reader", targets: [.executableTarget(name: "Reader")])
            """,
            "Sources/Reader/ReaderApp.swift": """
            import SwiftUI
            @main struct ReaderApp: App { var body: some Scene { WindowGroup { FeedView() } } }
            """,
            "Sources/Reader/Support/DateText.swift": "struct DateText { let text: String }\n",
            "Sources/Reader/Support/Spacing.swift": "enum Spacing { static let small = 4 }\n",
            "Sources/Reader/Scenarios/Feed/FeedView.swift": """
            import SwiftUI
            struct FeedView: View {
                let date = DateText(text: "")
                var body: some View { SourcesView() }
            }
            """,
            "Sources/Reader/Scenarios/Feed/FeedItem.swift": "struct FeedItem { let source: Source }\n",
            "Sources/Reader/Scenarios/Setup/SourcesView.swift": """
            import SwiftUI
            struct SourcesView: View {
                let sources: [Source] = []
                var body: some View { Text("\\(Spacing.small)") }
            }
            """,
            "Sources/Reader/Scenarios/Setup/Source.swift": "struct Source { let url: String }\n",
        ])
        let levels = fitted.rule(kind: "levels")?["levels"]?.array.map { $0.array.compactMap(\.text) }
        #expect(levels == [["Support"], ["Setup"], ["Feed"]], "\(String(describing: levels))")
        #expect(fitted.layer("Sources/Reader/Scenarios/Setup/Source.swift") == "Setup")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
