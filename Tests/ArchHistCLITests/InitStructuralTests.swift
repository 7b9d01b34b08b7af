import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// `init` on an app no preset fits with confidence writes a structural spec: the app's
/// own units as layers, levelled by the dependencies between them.
@Suite struct InitStructuralTests {
    /// A target cut into folders by kind, none of them a preset's; one model reaches back
    /// into a screen.
    static let notes: [String: String] = [
        "Notes/App/NotesApp.swift": """
        import SwiftUI
        @main struct NotesApp: App {
            let container = AppContainer()
            var body: some Scene { WindowGroup { container.makeList() } }
        }
        """,
        "Notes/App/AppContainer.swift": """
        final class AppContainer {
            let notes: NotesService = RemoteNotesService()
            let settings: SettingsStore = DefaultsSettingsStore()
            func makeList() -> NoteListView { NoteListView(model: NoteListModel(service: notes)) }
        }
        """,
        "Notes/Services/NotesService.swift": "protocol NotesService { func load() -> [Note] }\n",
        "Notes/Services/Live/RemoteNotesService.swift":
            "final class RemoteNotesService: NotesService { func load() -> [Note] { [] } }\n",
        "Notes/Services/SettingsStore.swift": "protocol SettingsStore {}\n",
        "Notes/Services/Live/DefaultsSettingsStore.swift": "final class DefaultsSettingsStore: SettingsStore {}\n",
        "Notes/Models/Note.swift": "struct Note { let title: String }\n",
        "Notes/Models/NoteFormatting.swift": "struct NoteFormatting {\n    let row: NoteRow?\n}\n",
        "Notes/Screens/NoteListView.swift": """
        import SwiftUI
        struct NoteListView: View {
            let model: NoteListModel
            var body: some View { List(model.notes, id: \\.title) { NoteRow(note: $0) } }
        }
        """,
        "Notes/Screens/NoteRow.swift": """
        import SwiftUI
        struct NoteRow: View {
            let note: Note
            var body: some View { Text(note.title) }
        }
        """,
        "Notes/Screens/NoteDetailView.swift": """
        import SwiftUI
        struct NoteDetailView: View {
            let note: Note
            var body: some View { Text(note.title) }
        }
        """,
        "Notes/Screens/NoteListModel.swift": """
        final class NoteListModel {
            let service: NotesService
            var notes: [Note] = []
            init(service: NotesService) { self.service = service }
        }
        """,
    ]

    @Test func folderUnitsAreLevelledAndTodaysUsesAgainstThemAreAllowedButANewOneIsNoted() throws {
        let fitted = try FittedTree(Self.notes)
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("no preset fits this app with confidence"), "\(description)")
        let rule = fitted.rule(kind: "levels")
        let levels = rule?["levels"]?.array.map { $0.array.compactMap(\.text) }
        #expect(levels == [["Models"], ["Services"], ["Screens"]], "\(String(describing: levels))")
        // Folders are levelled by counting which way files use them: no claim the code is wrong.
        #expect(rule?["severity"]?.text == "info")
        #expect(fitted.layer("Notes/App/AppContainer.swift") == "Composition root")
        #expect(fitted.layer("Notes/App/NotesApp.swift") == "Composition root")
        #expect(fitted.layer("Notes/Models/Note.swift") == "Models")
        // The one model using a screen is against the levels (three screens use models): it is
        // the app as it stands, allowed in the rule and said so in the description.
        #expect(
            description.contains(
                "against the levels, and allowed as the app has it today: Models → Screens "
                    + "(1 file, 3 files the other way)"), "\(description)")
        #expect(rule?["allow"]?["Models"]?.array.compactMap(\.text) == ["Screens"])
        #expect(fitted.violations.filter { $0.hasPrefix("unit-levels") } == [], "\(fitted.violations)")

        // A service that starts using a screen is a new use against the levels, and it is noted.
        try fitted.tree.write(
            "Notes/Services/NoteExport.swift", "struct NoteExport {\n    let row: NoteRow?\n}\n")
        let later = try JSONParser.parse(
            CLIHarness(directory: fitted.tree.path).run("analyze", "--format", "json").stdout)
        let noted = FittedTree.violations(later).filter { $0.hasPrefix("unit-levels") }
        #expect(
            noted.count == 1
                && noted[0].hasPrefix("unit-levels Notes/Services/NoteExport.swift: Services depends on Screens"),
            "\(noted)")
        let severities = Set((later["violations"]?.array ?? []).compactMap { $0["severity"]?.text })
        #expect(severities == ["info"], "\(severities)")
    }

    /// What the spec excludes is in no unit: a playground's page is scratch code, not a layer.
    @Test func anExcludedFileMakesNoLayer() throws {
        var tree = Self.notes
        tree["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Notes", targets: [.executableTarget(name: "Notes", path: "Notes")])
            """
        tree["Playgrounds/Sketch.playground/Contents.swift"] = "import SwiftUI\nlet note = Note(title: \"\")\n"
        tree["Playgrounds/Draft.playground/Contents.swift"] = "import SwiftUI\nlet row = NoteRow?.none\n"
        let fitted = try FittedTree(tree)
        let exclude = fitted.spec["exclude"]?.array.compactMap(\.text) ?? []
        #expect(exclude.contains("**/*.playground/**"), "\(exclude)")
        let layers = (fitted.spec["layers"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(!layers.contains { $0.contains("playground") }, "\(layers)")
        #expect(fitted.violations.allSatisfy { !$0.contains("matches no file") }, "\(fitted.violations)")
    }

    @Test func aUnitReachingBackIntoTheEntryPointIsAWarning() throws {
        var files = Self.notes
        files["Notes/App/NotesApp.swift"] = """
            import SwiftUI
            @main struct NotesApp: App {
                static let shared = AppContainer()
                var body: some Scene { WindowGroup { NotesApp.shared.makeList() } }
            }
            """
        // A screen asks the entry point for shared state, rather than being handed it.
        files["Notes/Screens/NoteDetailView.swift"] = """
            import SwiftUI
            struct NoteDetailView: View {
                let note: Note
                var body: some View { Text(note.title).onAppear { _ = NotesApp.shared } }
            }
            """
        // Top-level code in main.swift starts a program whatever it declares.
        files["Notes/App/main.swift"] = "NotesApp.main()\n"
        let fitted = try FittedTree(files)
        let rootRule = (fitted.spec["rules"]?.array ?? []).first { $0["id"]?.text == "composition-root-on-top" }
        #expect(rootRule?["severity"]?.text == "warning")
        #expect(rootRule?["levels"]?.array.last?.array.compactMap(\.text) == ["Composition root"])
        #expect(fitted.layer("Notes/App/main.swift") == "Composition root")
        let reachBacks = fitted.violations.filter { $0.hasPrefix("composition-root-on-top") }
        #expect(
            reachBacks == [
                "composition-root-on-top Notes/Screens/NoteDetailView.swift: Screens depends on Composition root "
                    + "(uses NotesApp from Notes/App/NotesApp.swift). Screens may depend only on the layers of its "
                    + "own level, the lowest: depend on an abstraction from an allowed layer and let the "
                    + "composition root supply the implementation"
            ], "\(fitted.violations)")
    }

    @Test func reachingBackThroughoutIsTheAppsDesignAndSaidSo() throws {
        var files = Self.notes
        files["Notes/App/NotesApp.swift"] = """
            import SwiftUI
            @main struct NotesApp: App {
                static let shared = AppContainer()
                var body: some Scene { WindowGroup { NotesApp.shared.makeList() } }
                static func showAlert(_ text: String) {}
            }
            """
        // Every screen asks the entry point to show its alerts: ten files in two units.
        for number in 1...6 {
            files["Notes/Screens/Alerting\(number)View.swift"] = """
                import SwiftUI
                struct Alerting\(number)View: View {
                    var body: some View { Button("Go") { NotesApp.showAlert("\(number)") } }
                }
                """
        }
        for number in 1...4 {
            files["Notes/Sync/Syncer\(number).swift"] = """
                final class Syncer\(number) { func fail() { NotesApp.showAlert("sync") } }
                """
        }
        let fitted = try FittedTree(files)
        let rootRule = (fitted.spec["rules"]?.array ?? []).first { $0["id"]?.text == "composition-root-on-top" }
        #expect(rootRule?["allow"]?["Screens"]?.array.compactMap(\.text) == ["Composition root"])
        #expect(rootRule?["allow"]?["Sync"]?.array.compactMap(\.text) == ["Composition root"])
        #expect(fitted.violations.allSatisfy { !$0.hasPrefix("composition-root-on-top") }, "\(fitted.violations)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Allowed as the app's own design, not reported: 10 files in 2 units"))
    }

    @Test func anObjectTheEntryPointHandsDownIsNoReachBack() throws {
        var files = Self.notes
        // The entry point's file also declares the session it hands the screens through the
        // environment: a view receiving it depends on the session, not on the root.
        files["Notes/App/NotesApp.swift"] = """
            import SwiftUI
            @main struct NotesApp: App {
                @State private var session = Session.shared
                let container = AppContainer()
                var body: some Scene { WindowGroup { container.makeList().environment(session) } }
            }
            @Observable final class Session {
                static let shared = Session()
                var signedIn = false
            }
            """
        files["Notes/Screens/NoteDetailView.swift"] = """
            import SwiftUI
            struct NoteDetailView: View {
                @Environment(Session.self) private var session
                let note: Note
                var body: some View { Text(note.title) }
            }
            """
        files["Notes/Screens/AccountView.swift"] = """
            import SwiftUI
            struct AccountView: View {
                @EnvironmentObject
                var session: Session
                var body: some View { Text("account") }
            }
            """
        // Reaching for the shared instance is still reaching back.
        files["Notes/Screens/SignOutButton.swift"] = """
            import SwiftUI
            struct SignOutButton: View {
                var body: some View { Button("Sign out") { Session.shared.signedIn = false } }
            }
            """
        let fitted = try FittedTree(files)
        let rootRule = (fitted.spec["rules"]?.array ?? []).first { $0["id"]?.text == "composition-root-on-top" }
        #expect(rootRule?["allowHandedOver"] == .bool(true))
        let reachBacks = fitted.violations.filter { $0.hasPrefix("composition-root-on-top") }
        #expect(
            reachBacks.map { $0.split(separator: ":")[0] } == [
                "composition-root-on-top Notes/Screens/SignOutButton.swift"
            ], "\(fitted.violations)")
    }

    @Test func aDependencyClientWrappingWhatTheEntryPointKeepsIsNoReachBack() throws {
        var files = Self.notes
        files["Notes/App/NotesApp.swift"] = """
            import SwiftUI
            @main struct NotesApp: App {
                let container = AppContainer()
                var body: some Scene { WindowGroup { container.makeList() } }
            }
            final class Session {
                static let shared = Session()
                var signedIn = false
            }
            """
        // The client's live value is the seam the features receive the session through.
        files["Notes/Clients/SessionClient.swift"] = """
            import Dependencies
            struct SessionClient { var isSignedIn: () -> Bool }
            extension SessionClient: DependencyKey {
                static let liveValue = SessionClient(isSignedIn: { Session.shared.signedIn })
            }
            """
        files["Notes/Screens/SignOutButton.swift"] = """
            import SwiftUI
            struct SignOutButton: View {
                var body: some View { Button("Sign out") { Session.shared.signedIn = false } }
            }
            """
        let fitted = try FittedTree(files)
        let reachBacks = fitted.violations.filter { $0.hasPrefix("composition-root-on-top") }
        #expect(
            reachBacks.map { $0.split(separator: ":")[0] } == [
                "composition-root-on-top Notes/Screens/SignOutButton.swift"
            ], "\(fitted.violations)")
    }

    @Test func askingADependencyInjectionContainerForAnObjectIsNoReachBack() throws {
        var files = Self.notes
        // The app's container wraps Swinject's and is asked for objects from anywhere, as the
        // library means it to be: a screen's builder resolving its service through it is handed
        // the service. The entry point keeping the container is still reached back into.
        files["Notes/App/AppContainer.swift"] = """
            import Swinject
            final class AppContainer {
                static let shared = AppContainer()
                let container = Container()
                init() {
                    container.register(NotesService.self) { _ in RemoteNotesService() }
                    container.register(SettingsStore.self) { _ in DefaultsSettingsStore() }
                }
                func resolve<T>(_ type: T.Type) -> T? { container.resolve(T.self) }
                func makeList() -> NoteListView { NoteListBuilder.build() }
            }
            """
        files["Notes/App/NotesApp.swift"] = """
            import SwiftUI
            import Swinject
            @main struct NotesApp: App {
                static let container = Container()
                var body: some Scene { WindowGroup { AppContainer.shared.makeList() } }
            }
            """
        files["Notes/Screens/NoteListBuilder.swift"] = """
            enum NoteListBuilder {
                static func build() -> NoteListView {
                    NoteListView(model: NoteListModel(service: AppContainer.shared.resolve(NotesService.self)!))
                }
            }
            """
        files["Notes/Screens/NoteDetailView.swift"] = """
            import SwiftUI
            struct NoteDetailView: View {
                let note: Note
                var body: some View { Text(note.title).onAppear { _ = NotesApp.container } }
            }
            """
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Notes/App/AppContainer.swift") == "Composition root")
        let reachBacks = fitted.violations.filter { $0.hasPrefix("composition-root-on-top") }
        #expect(
            reachBacks.map { $0.split(separator: ":")[0] } == [
                "composition-root-on-top Notes/Screens/NoteDetailView.swift"
            ], "\(fitted.violations)")
    }

    @Test func whatTheEntryPointBuildsAndHandsItselfToIsNoReachBack() throws {
        var files = Self.notes
        // The scene delegate builds its coordinator and hands it itself, to reach the window: the
        // coordinator keeps what it was given. A screen the delegate never names reaches back.
        files["Notes/App/SceneDelegate.swift"] = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                static var current: SceneDelegate?
                var coordinator: NotesCoordinator?
                func scene(_ scene: UIScene) {
                    coordinator = NotesCoordinator(sceneDelegate: self)
                }
            }
            """
        files["Notes/Flow/NotesCoordinator.swift"] = """
            import UIKit
            final class NotesCoordinator {
                private weak var sceneDelegate: SceneDelegate?
                init(sceneDelegate: SceneDelegate) { self.sceneDelegate = sceneDelegate }
                func start() { sceneDelegate?.window?.rootViewController = UIHostingController(rootView: NoteRow()) }
            }
            """
        files["Notes/Screens/NoteDetailView.swift"] = """
            import SwiftUI
            struct NoteDetailView: View {
                let note: Note
                var body: some View { Text(note.title).onAppear { _ = SceneDelegate.current } }
            }
            """
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Notes/App/SceneDelegate.swift") == "Composition root")
        #expect(fitted.layer("Notes/Flow/NotesCoordinator.swift") != "Composition root")
        let reachBacks = fitted.violations.filter { $0.hasPrefix("composition-root-on-top") }
        #expect(
            reachBacks.map { $0.split(separator: ":")[0] } == [
                "composition-root-on-top Notes/Screens/NoteDetailView.swift"
            ], "\(fitted.violations)")
    }

    @Test func aDemoAppMayImportForTestingInAStructuralSpecToo() throws {
        var files = Self.notes
        files["Notes/Demo/NotesDemoApp.swift"] = """
            import SwiftUI
            @testable import NotesKit
            struct NotesDemo { let list: NoteListView? = nil }
            """
        files["Tests/NotesTests/NoteTests.swift"] = "@testable import NotesKit\n"
        let fitted = try FittedTree(files)
        let rule = (fitted.spec["rules"]?.array ?? []).first { $0["id"]?.text == "no-testable-import" }
        let allowed = rule?["allowIn"]?.array.compactMap(\.text) ?? []
        #expect(allowed.contains("**/Demo/**"), "\(allowed)")
        #expect(!fitted.violations.contains { $0.hasPrefix("no-testable-import") }, "\(fitted.violations)")
    }

    @Test func foldersThatUseEachOtherAboutAsMuchShareALevel() throws {
        var files = Self.notes
        // Two more models reach into the screens: 3 files one way, 3 the other, one unit in all but
        // name; and then the one screen using a service closes a cycle no lighter than the way back.
        files["Notes/Models/NoteSummary.swift"] = "struct NoteSummary { let detail: NoteDetailView? }\n"
        files["Notes/Models/NotePreview.swift"] = "struct NotePreview { let row: NoteRow? }\n"
        let fitted = try FittedTree(files)
        let levels = fitted.rule(kind: "levels")?["levels"]?.array.map { $0.array.compactMap(\.text) }
        #expect(levels?.first == ["Models", "Screens", "Services"], "\(String(describing: levels))")
        #expect(fitted.violations.allSatisfy { !$0.hasPrefix("unit-levels") }, "\(fitted.violations)")
        #expect(fitted.spec["description"]?.text?.contains("their cycle is said here rather than reported") == true)
    }

    @Test func whatPutsTogetherTheScreensOfThreeUnitsIsOutsideTheLevels() throws {
        var files = Self.notes
        files["Notes/Settings/SettingsView.swift"] = """
            import SwiftUI
            struct SettingsView: View {
                let router: AppRouter
                var body: some View { Button("Done") { router.close() } }
            }
            """
        files["Notes/Onboarding/WelcomeView.swift"] = """
            import SwiftUI
            struct WelcomeView: View {
                let router: AppRouter
                var body: some View { Button("Start") { router.close() } }
            }
            """
        files["Notes/Navigation/AppRouter.swift"] = """
            import SwiftUI
            final class AppRouter {
                func list(_ model: NoteListModel) -> NoteListView { NoteListView(model: model) }
                func detail(_ note: Note) -> NoteDetailView { NoteDetailView(note: note) }
                func settings() -> SettingsView { SettingsView(router: self) }
                func welcome() -> WelcomeView { WelcomeView(router: self) }
                func close() {}
            }
            """
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Notes/Navigation/AppRouter.swift") == "View composition")
        let levels = fitted.rule(kind: "levels")?["levels"]?.array.flatMap { $0.array.compactMap(\.text) } ?? []
        #expect(!levels.contains("View composition"))
        // The screens calling back the router that shows them is by design.
        #expect(
            fitted.violations.allSatisfy { !$0.contains("SettingsView.swift") && !$0.contains("WelcomeView.swift") },
            "\(fitted.violations)")
    }

    @Test func aScreenOpeningOtherUnitsScreensStaysAScreenAndATabContainerComposes() throws {
        var files = Self.notes
        for (unit, name) in [("Settings", "SettingsView"), ("Onboarding", "WelcomeView"), ("Search", "SearchView")] {
            files["Notes/\(unit)/\(name).swift"] = """
                import SwiftUI
                struct \(name): View { var body: some View { Text("") } }
                """
        }
        // A screen of its own that links to screens of three other units...
        files["Notes/Library/LibraryView.swift"] = """
            import SwiftUI
            struct LibraryView: View {
                var body: some View {
                    List { NavigationLink("Settings") { SettingsView() }; NavigationLink("Hi") { WelcomeView() } }
                    NavigationLink("Find") { SearchView() }
                }
            }
            """
        // ...and the tabs that hold them.
        files["Notes/Root/RootTabs.swift"] = """
            import SwiftUI
            struct RootTabs: View {
                var body: some View { TabView { SettingsView(); WelcomeView(); SearchView() } }
            }
            """
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Notes/Library/LibraryView.swift") == "Library")
        #expect(fitted.layer("Notes/Root/RootTabs.swift") == "View composition")
    }

    @Test func aHarnessSpecNeverMakesADeclaredDependencyAFinding() throws {
        // Packages cut by kind: views use the reducers because the UI package declares them.
        let fitted = try FittedTree(
            [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "ShopModels"),
                    .target(name: "ShopReducers", dependencies: ["ShopModels"]),
                    .target(name: "ShopUI", dependencies: ["ShopReducers", "ShopModels"]),
                ])
                """,
                "Sources/ShopModels/Product.swift": "public struct Product { public let name: String }\n",
                "Sources/ShopReducers/CartFeature.swift": """
                import ComposableArchitecture
                import ShopModels
                @Reducer public struct CartFeature {
                    @ObservableState public struct State { var items: [Product] = [] }
                    public enum Action { case add(Product) }
                }
                """,
                "Sources/ShopReducers/ProductFeature.swift": """
                import ComposableArchitecture
                import ShopModels
                @Reducer public struct ProductFeature {
                    @ObservableState public struct State { var product: Product? }
                    public enum Action { case load }
                }
                """,
                "Sources/ShopUI/CartView.swift": """
                import SwiftUI
                import ComposableArchitecture
                import ShopReducers
                struct CartView: View {
                    let store: StoreOf<CartFeature>
                    var body: some View { Text("") }
                }
                """,
                "Sources/ShopUI/ProductView.swift": """
                import SwiftUI
                import ComposableArchitecture
                import ShopReducers
                struct ProductView: View {
                    let store: StoreOf<ProductFeature>
                    var body: some View { Text("") }
                }
                """,
            ], preset: "harness")
        let crossDomain = fitted.rule(kind: "crossDomain")
        #expect(crossDomain?["allowDeclared"] == true, "\(String(describing: crossDomain))")
        let errors = (fitted.analysis["violations"]?.array ?? []).filter { $0["severity"]?.text == "error" }
        #expect(errors.isEmpty, "\(fitted.violations)")
    }

    @Test func modulesTheBuildDeclaresAreLevelledAsErrorsAndTheirDependenciesAllowed() throws {
        let fitted = try FittedTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Core"),
                .target(name: "Network", dependencies: ["Core"]),
                .target(name: "Catalog", dependencies: ["Network", "Core"]),
            ])
            """,
            "Sources/Core/Product.swift": "public struct Product { public let name: String }\n",
            "Sources/Network/Client.swift":
                "import Core\npublic final class Client { public func products() -> [Product] { [] } }\n",
            "Sources/Catalog/CatalogView.swift": """
            import SwiftUI
            import Core
            import Network
            struct CatalogView: View {
                let client: Client
                let products: [Product]
                var body: some View { Text("") }
            }
            """,
        ])
        let rule = fitted.rule(kind: "levels")
        #expect(rule?["levels"]?.array.map { $0.array.compactMap(\.text) } == [["Core"], ["Network"], ["Catalog"]])
        #expect(rule?["severity"]?.text == "error")
        #expect(rule?["allowDeclared"] == true)
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    @Test func anAppWithADomainLayerOfItsOwnIsFittedToClean() throws {
        var files = Self.notes
        files["Notes/Domain/Entities/Tag.swift"] = "struct Tag { let name: String }\n"
        files["Notes/Domain/UseCases/LoadNotesUseCase.swift"] = "struct LoadNotesUseCase { let tags: [Tag] }\n"
        files["Notes/Domain/UseCases/SaveNoteUseCase.swift"] = "struct SaveNoteUseCase { let tag: Tag }\n"
        // Entities and use cases alone are no clean architecture: its data layer is named too.
        let domainOnly = try FittedTree(files)
        #expect(domainOnly.rule(kind: "levels") != nil)
        #expect(domainOnly.spec["description"]?.text?.contains("(clean needs three of each)") == true)
        files["Notes/Data/Repositories/TagRepository.swift"] = "final class TagRepository { var tags: [Tag] = [] }\n"
        files["Notes/Data/Repositories/NoteRepository.swift"] =
            "final class NoteRepository { var notes: [Note] = [] }\n"
        files["Notes/Data/DataSources/NotesDataSource.swift"] = "final class NotesDataSource {}\n"
        let fitted = try FittedTree(files)
        #expect(fitted.spec["description"]?.text?.contains("Preset clean: 0 reducers") == true)
        #expect(fitted.rule(kind: "levels") == nil)
        // The same six files in a corner of a large app of another design are no layers of it.
        for screen in 0..<60 {
            files["Notes/Screens/Screen\(screen)/Screen\(screen)ViewController.swift"] =
                "import UIKit\nfinal class Screen\(screen)ViewController: UIViewController { let note: Note? = nil }\n"
        }
        let large = try FittedTree(files)
        #expect(large.rule(kind: "levels") != nil)
        #expect(large.spec["description"]?.text?.contains("together one in 10 of the app's") == true)
    }

    @Test func useCasesCallingTheirRepositoriesAreLayeredNotClean() throws {
        var files = Self.notes
        // Business logic over data access, by design: the use cases call the repositories,
        // which know nothing of them. Clean would report that design in every use case.
        files["Notes/Domain/UseCases/LoadNotesUseCase.swift"] =
            "struct LoadNotesUseCase { let notes: NoteRepository }\n"
        files["Notes/Domain/UseCases/SaveNoteUseCase.swift"] = "struct SaveNoteUseCase { let notes: NoteRepository }\n"
        files["Notes/Domain/UseCases/TagNoteUseCase.swift"] = "struct TagNoteUseCase { let tags: TagRepository }\n"
        files["Notes/Data/Repositories/TagRepository.swift"] = "final class TagRepository { var tags: [String] = [] }\n"
        files["Notes/Data/Repositories/NoteRepository.swift"] =
            "final class NoteRepository { var notes: [Note] = [] }\n"
        files["Notes/Data/DataSources/NotesDataSource.swift"] = "final class NotesDataSource {}\n"
        let fitted = try FittedTree(files)
        #expect(fitted.rule(kind: "levels") != nil)
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("3 domain files use the data side and 0 data files the domain"), "\(description)")
        let errors = (fitted.analysis["violations"]?.array ?? []).filter { $0["severity"]?.text == "error" }
        #expect(errors.isEmpty, "\(fitted.violations)")
    }

    @Test func generatedCodeAndGrabBagFoldersHaveNoLayer() throws {
        var files = Self.notes
        // A generator's list of every screen names them all, and no one drew that dependency.
        files["Notes/Models/AllScreens.swift"] = """
            // Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery
            // DO NOT EDIT
            enum AllScreens { static let all: [Any.Type] = [NoteListView.self, NoteRow.self, NoteDetailView.self] }
            """
        // A folder of a bit of everything: a view the screens show, next to a helper that
        // reaches into a screen. It sits on both sides of the screens: the helper has no one
        // level, the view is the folder's, at the bottom.
        files["Notes/Other/Spinner.swift"] =
            "import SwiftUI\nstruct Spinner: View { var body: some View { Text(\"\") } }\n"
        files["Notes/Other/Retry.swift"] = "struct Retry { let service: NotesService?; let screen: NoteDetailView? }\n"
        // Its subfolder holds one kind of thing: a unit of its own.
        files["Notes/Other/Logging/Logger.swift"] = "struct Logger { func log(_ text: String) {} }\n"
        files["Notes/Other/Logging/LogLevel.swift"] = "enum LogLevel { case debug, error }\n"
        files["Notes/Screens/NoteListView.swift"] = files["Notes/Screens/NoteListView.swift"]!
            .replacingOccurrences(
                of: "struct NoteListView", with: "let spinner = Spinner()\nlet logger = Logger()\nstruct NoteListView")
        let fitted = try FittedTree(files)
        let exclude = fitted.spec["exclude"]?.array.compactMap(\.text) ?? []
        #expect(exclude.contains("Notes/Models/AllScreens.swift"), "\(exclude)")
        #expect(fitted.layer("Notes/Other/Spinner.swift") == "Other")
        #expect(fitted.layer("Notes/Other/Retry.swift") == nil)
        #expect(fitted.layer("Notes/Other/Logging/Logger.swift") == "Logging", "\(fitted.spec)")
        #expect(fitted.layer("Notes/Other/Logging/LogLevel.swift") == "Logging")
        #expect(
            fitted.spec["description"]?.text?.contains("Left without a layer: the loose files of 1 folder") == true)
        // The model using a screen is today's: allowed, as the app has it.
        #expect(fitted.rule(kind: "levels")?["allow"]?["Models"]?.array.compactMap(\.text) == ["Screens"])
        #expect(fitted.violations.filter { $0.hasPrefix("unit-levels") } == [], "\(fitted.violations)")
    }

    @Test func aCommonFolderTheFeaturesUseIsAUnit() throws {
        // Named for a bit of everything, but only used: shared components, one level.
        var files = Self.notes
        files["Notes/Common/Spinner.swift"] =
            "import SwiftUI\nstruct Spinner: View { var body: some View { Text(\"\") } }\n"
        files["Notes/Common/Theme.swift"] = "import SwiftUI\nenum Theme { static let tint = Color.red }\n"
        files["Notes/Screens/NoteListView.swift"] = files["Notes/Screens/NoteListView.swift"]!
            .replacingOccurrences(of: "struct NoteListView", with: "let spinner = Spinner()\nstruct NoteListView")
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Notes/Common/Spinner.swift") == "Common", "\(fitted.spec)")
        #expect(fitted.layer("Notes/Common/Theme.swift") == "Common")
        #expect(fitted.spec["description"]?.text?.contains("Left without a layer") == false)
    }

    @Test func structuralCanBeAskedFor() throws {
        let tree = try TemporaryTree(Self.notes)
        let output = CLIHarness(directory: tree.path).run("init", "--preset", "structural", "--output", "-")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        #expect(output.stdout.contains("no preset fits this app with confidence (chosen with --preset)"))
        #expect(output.stderr.contains("structural spec fitted"))
    }
}

/// Where two apps compile one folder, init warns of shared code that uses one app's code.
@Suite struct InitSharedCodeTests {
    @Test func sharedCodeReachingOneAppThroughoutIsTheAppsDesign() throws {
        var files = [
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Project.swift": try #require(SharedCodeRule.examples.first?.files["Project.swift"]),
            "Sources/Mac/AppMenu.swift": "struct AppMenu {}\n",
            "Sources/Phone/AppMenu.swift": "struct AppMenu {}\n",
        ]
        for number in 0..<12 {
            files["Sources/Shared/Panel\(number).swift"] = "struct Panel\(number) {\n    let menu: AppMenu\n}\n"
        }
        let fitted = try FittedTree(files)
        #expect(fitted.rule(kind: "sharedCode") == nil)
        #expect(
            fitted.spec["description"]?.text?.contains(
                "No shared-code-is-shared rule: 12 of the app's 12 shared files use code") == true)
    }

    /// A test target compiling one of the app's files is no second app: the fix is to take
    /// the file out of it, not a protocol.
    @Test func anAppFileATestTargetCompilesIsToldToLeaveIt() throws {
        let fitted = try FittedTree([
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
            "Project.swift": """
            import ProjectDescription
            let project = Project(name: "Notes", targets: [
                .target(name: "Notes", destinations: .iOS, product: .app, bundleId: "n.app",
                        sources: ["Sources/**"]),
                .target(name: "NotesTests", destinations: .iOS, product: .unitTests, bundleId: "n.tests",
                        sources: ["Tests/**", "Sources/Note.swift"]),
            ])
            """,
            "Sources/Note.swift": "struct Note { let store: NoteStore }\n",
            "Sources/NoteStore.swift": "final class NoteStore {}\n",
            "Tests/NoteTests.swift": "import XCTest\nfinal class NoteTests: XCTestCase {}\n",
        ])
        let shared = fitted.violations.filter { $0.contains("shared code compiled into") }
        #expect(shared.count == 1, "\(fitted.violations)")
        #expect(
            shared.first?.hasSuffix(
                "Take the file out of the test target and reach it through @testable import of the target that "
                    + "builds it") == true, "\(shared)")
    }

    @Test func sharedCodeUsingOneAppsTypeIsAWarning() throws {
        // The rule's own example, without its spec: init writes one.
        let example = try #require(SharedCodeRule.examples.first)
        let fitted = try FittedTree(example.files)
        #expect(fitted.rule(kind: "sharedCode")?["severity"]?.text == "warning")
        #expect(fitted.spec["description"]?.text?.contains("5 files are compiled into several targets") == true)
        let shared = fitted.violations.filter { $0.hasPrefix("shared-code-is-shared") }
        #expect(
            shared == [
                "shared-code-is-shared Sources/Shared/Sync.swift: shared code compiled into MacApp, PhoneApp uses "
                    + "AppMenu, which each of them declares on its own (MacApp: Sources/Mac/AppMenu.swift; "
                    + "PhoneApp: Sources/Phone/AppMenu.swift). Let the shared code declare what it needs (a "
                    + "protocol) and each app supply it"
            ], "\(fitted.violations)")
    }
}

/// A grab bag inside a large module stays without a layer, though its module is a unit too.
@Suite struct InitGrabBagInModuleTests {
    @Test func theModulesOwnUnitDoesNotTakeTheGrabBagsFiles() throws {
        var files = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "App", path: "Sources/App")])
            """,
            "Sources/App/AppState.swift": "struct AppState { let router: Router }\n",
            // Both sides of the features: a router opening their screens, a style they use.
            "Sources/App/Common/Router.swift": "struct Router { let first: Feature0View }\n",
            "Sources/App/Common/Style.swift": "import SwiftUI\nenum Style { static let tint = Color.red }\n",
        ]
        for feature in 0..<6 {
            for part in 0..<7 {
                files["Sources/App/Features/Feature\(feature)/Feature\(feature)Part\(part).swift"] =
                    "struct Feature\(feature)Part\(part) { let style = Style.tint }\n"
            }
            files["Sources/App/Features/Feature\(feature)/Feature\(feature)View.swift"] =
                "import SwiftUI\nstruct Feature\(feature)View: View { var body: some View { Text(\"\") } }\n"
        }
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Sources/App/Common/Router.swift") == nil, "\(fitted.spec)")
        // Used by the features and using none of them: the folder's own unit.
        #expect(fitted.layer("Sources/App/Common/Style.swift") == "Common")
        #expect(fitted.layer("Sources/App/AppState.swift") == "App")
    }
}
