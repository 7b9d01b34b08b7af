import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// What `init` fits to an app without reducers (clean preset): a file's layer follows
/// what it declares, imports and who uses it, not one suffix or folder alone.
@Suite struct InitCleanFittingTests {
    static let notesApp: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Notes", targets: [.target(name: "App")])
        """,
        "Sources/App/NotesApp.swift": """
        import SwiftUI
        @main struct NotesApp: App {
            let menus = MenuManager()
            var body: some Scene { WindowGroup { NotesView(viewModel: NotesViewModel()) } }
        }
        """,
        "Sources/App/Notes/NotesView.swift": """
        import SwiftUI
        struct NotesView: View {
            let viewModel: NotesViewModel
            let badge = Badge(tint: .red)
            var body: some View { Text(viewModel.notes.first?.title ?? "") }
        }
        """,
        "Sources/App/Notes/NotesViewModel.swift": """
        import Foundation
        final class NotesViewModel { var notes: [Note] = [] }
        """,
        // A model holding a Color, stored and synced by the data side: an entity of the app.
        "Sources/App/Notes/Note.swift": """
        import SwiftUI
        struct Note: Equatable { let title: String; let tint: Color }
        """,
        // An entity dressed for the screen: its extension importing SwiftUI is view code.
        "Sources/App/Notes/Note+Display.swift": """
        import SwiftUI
        extension Note { var icon: Image { Image(systemName: "note") } }
        """,
        // A navigation destination carrying a view model: view state, though it is plain values.
        "Sources/App/Notes/NotesDestination.swift": """
        import Foundation
        enum NotesDestination { case list(NotesViewModel) }
        """,
        // A value only a view uses: a display model.
        "Sources/App/Notes/Badge.swift": """
        import SwiftUI
        struct Badge { let tint: Color }
        """,
        "Sources/App/Storage/NotesRepository.swift": """
        import Foundation
        final class NotesRepository { func all() -> [Note] { [] } }
        """,
        "Sources/App/Storage/NotesCache.swift": """
        import Foundation
        final class NotesCache { var stored: [Note] = [] }
        """,
        "Sources/App/Storage/NotesSyncService.swift": """
        import Foundation
        final class NotesSyncService { func push(_ notes: [Note]) {} }
        """,
        // Named like a repository, but it builds menus with UIKit.
        "Sources/App/Menus/MenuManager.swift": """
        import UIKit
        final class MenuManager { func build() -> UIMenu { UIMenu(children: []) } }
        """,
        // Named like a data provider, but its templates are the car's screens.
        "Sources/App/Car/CarTemplateProvider.swift": """
        import CarPlay
        protocol CarTemplateProvider { var template: CPTemplate { get } }
        """,
        // In a folder of entities, but a class drawing the car's screen for them: view code.
        "Sources/App/Car/Entities/CarEntityListTemplate.swift": """
        import CarPlay
        final class CarEntityListTemplate { let template = CPListTemplate(title: nil, sections: []) }
        """,
        // clean's Interactors folder is its use cases: importing SwiftUI keeps it there, reported.
        "Sources/App/Interactors/ImagesInteractor.swift": """
        import SwiftUI
        protocol ImagesInteractor { func load(_ url: URL) -> Image? }
        """,
        "Sources/App/Car/Entities/CarEntity.swift": """
        import Foundation
        struct CarEntity: Equatable { let name: String }
        """,
        // A widget's timeline provider feeds its view.
        "Sources/App/Widget/NotesTimelineProvider.swift": """
        import WidgetKit
        struct NotesTimelineProvider: TimelineProvider {
            func placeholder(in context: Context) -> NotesEntry { .init() }
        }
        struct NotesEntry: TimelineEntry { var date = Date() }
        """,
        "Sources/App/Widget/NotesWidget.swift": """
        import WidgetKit
        import Foundation
        struct NotesWidget: Widget { let provider = NotesTimelineProvider() }
        """,
        // Runs on the main actor and stores nothing: UI-bound logic, whatever its name.
        "Sources/App/Tabs/TabManager.swift": """
        import Foundation
        @MainActor final class TabManager { var selected = 0 }
        """,
        "Sources/App/Tabs/TabSwitcher.swift": """
        import Foundation
        final class TabSwitcher {
            @MainActor func next(_ tabs: TabManager) { tabs.selected += 1 }
        }
        """,
        // A repository says what it is: its @MainActor is the real problem the rule reports.
        "Sources/App/Storage/DraftsRepository.swift": """
        import Foundation
        @MainActor final class DraftsRepository { var drafts: [Note] = [] }
        """,
        // clean names `*DataSource` Data, but this one feeds a list on the main actor: view-side.
        "Sources/App/Notes/NotesListDataSource.swift": """
        import Foundation
        @MainActor final class NotesListDataSource {
            var rows: [Note] = []
            func load(from repository: NotesRepository) { rows = repository.all() }
        }
        """,
        "Sources/App/Notes/NotesListView.swift": """
        import SwiftUI
        struct NotesListView: View {
            let source: NotesListDataSource
            let thumbnails: ThumbnailCache
            var body: some View { Text("") }
        }
        """,
        // A cache of images for the views, importing SwiftUI: view-side too.
        "Sources/App/Notes/ThumbnailCache.swift": """
        import SwiftUI
        final class ThumbnailCache { var images: [String: Image] = [:] }
        """,
        // A cache of formatters the models share: a helper, whatever `Cache` says elsewhere.
        "Sources/App/Support/DateFormatterCache.swift": """
        import Foundation
        final class DateFormatterCache { static let shared = DateFormatterCache(); let short = DateFormatter() }
        """,
        "Sources/App/Notes/NoteDate.swift": """
        import Foundation
        struct NoteDate { let date: Date; var text: String { DateFormatterCache.shared.short.string(from: date) } }
        """,
        // A data source that reads a file, on no actor: clean's Data.
        "Sources/App/Storage/NotesFileDataSource.swift": """
        import Foundation
        final class NotesFileDataSource { func read() throws -> Data { Data() } }
        """,
        // Named alike, importing UIKit too, but it stores: data work.
        "Sources/App/Storage/DraftsManager.swift": """
        import CoreData
        import UIKit
        final class DraftsManager { let container = NSPersistentContainer(name: "Drafts") }
        """,
    ]

    func fitted(_ files: [String: String]) throws -> (spec: JSONValue, analysis: JSONValue) {
        let fitted = try FittedTree(files)
        return (fitted.spec, fitted.analysis)
    }

    func layer(_ path: String, in analysis: JSONValue) -> String? { FittedTree.layer(path, in: analysis) }

    func violations(_ analysis: JSONValue) -> [String] { FittedTree.violations(analysis) }

    @Test func aValueImportingSwiftUIThatTheDataSideUsesIsAnEntity() throws {
        let (spec, analysis) = try fitted(Self.notesApp)
        #expect(spec["description"]?.text?.contains("plain values importing a UI framework (Note)") == true)
        #expect(layer("Sources/App/Notes/Note.swift", in: analysis) == "Domain")
        let found = violations(analysis)
        // Its SwiftUI import is the one problem, said once where it is...
        #expect(found.filter { $0.contains("Note.swift") }.count == 1, "\(found)")
        #expect(found.contains { $0.hasPrefix("domain-is-pure-swift Sources/App/Notes/Note.swift") }, "\(found)")
        // ...not as every use the data side makes of it.
        #expect(!found.contains { $0.hasPrefix("clean-layers Sources/App/Storage/") }, "\(found)")
    }

    @Test func plainValuesNamedForTheirDataAreValues() throws {
        var files = Self.notesApp
        // A Codable value named for where it is kept: an entity, not a store.
        files["Sources/App/Model/NotesStorage.swift"] = """
            struct NotesStorage: Codable { var titles: [String]; var pinned: Set<String> }
            """
        // A transfer object keeps its data role: clean keeps it in Data.
        files["Sources/App/Model/NoteDTO.swift"] = "struct NoteDTO: Codable { let title: String }\n"
        // A class named so does the storing.
        files["Sources/App/Model/DraftsStorage.swift"] = """
            import Foundation
            final class DraftsStorage {
                func save(_ data: Data) throws { try data.write(to: URL(fileURLWithPath: "d")) }
            }
            """
        let (_, analysis) = try fitted(files)
        #expect(layer("Sources/App/Model/NotesStorage.swift", in: analysis) == "Domain")
        #expect(layer("Sources/App/Model/NoteDTO.swift", in: analysis) == "Data")
        #expect(layer("Sources/App/Model/DraftsStorage.swift", in: analysis) == "Data")
    }

    @Test func anEntitysExtensionImportingAUIFrameworkIsViewCode() throws {
        let (_, analysis) = try fitted(Self.notesApp)
        #expect(layer("Sources/App/Notes/Note+Display.swift", in: analysis) == "Presentation")
        #expect(!violations(analysis).contains { $0.contains("Note+Display.swift") })
    }

    @Test func aValueOnlyViewsUseStaysAPresentationModel() throws {
        let (_, analysis) = try fitted(Self.notesApp)
        #expect(layer("Sources/App/Notes/Badge.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Notes/NotesView.swift", in: analysis) == "Presentation")
    }

    @Test func plainValuesCarryingAViewModelAreViewState() throws {
        let (spec, analysis) = try fitted(Self.notesApp)
        #expect(layer("Sources/App/Notes/NotesDestination.swift", in: analysis) == "Presentation")
        #expect(spec["description"]?.text?.contains("plain values (NotesDestination) use the view side") == true)
        #expect(!violations(analysis).contains { $0.contains("NotesDestination") })
    }

    @Test func aManagerOrProviderImportingAUIFrameworkIsViewCode() throws {
        let (_, analysis) = try fitted(Self.notesApp)
        #expect(layer("Sources/App/Menus/MenuManager.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Car/CarTemplateProvider.swift", in: analysis) == "Presentation")
        // An `Entities` folder holds values; a class importing CarPlay there is still a screen.
        #expect(layer("Sources/App/Car/Entities/CarEntityListTemplate.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Car/Entities/CarEntity.swift", in: analysis) == "Domain")
        #expect(layer("Sources/App/Interactors/ImagesInteractor.swift", in: analysis) == "Domain")
        // A data framework beside the UI import says data work.
        #expect(layer("Sources/App/Storage/DraftsManager.swift", in: analysis) == "Data")
    }

    @Test func aDataSourceOrCacheOnTheViewSideIsViewCode() throws {
        let (_, analysis) = try fitted(Self.notesApp)
        #expect(layer("Sources/App/Notes/NotesListDataSource.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Notes/ThumbnailCache.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Storage/NotesFileDataSource.swift", in: analysis) == "Data")
        #expect(layer("Sources/App/Support/DateFormatterCache.swift", in: analysis) == "Domain")
        let found = violations(analysis)
        #expect(!found.contains { $0.hasPrefix("clean-layers Sources/App/Notes/NotesListView.swift") }, "\(found)")
        #expect(!found.contains { $0.contains("NotesListDataSource.swift: @MainActor") }, "\(found)")
        #expect(!found.contains { $0.hasPrefix("clean-layers Sources/App/Notes/NoteDate.swift") }, "\(found)")
    }

    @Test func widgetsAndTheirProvidersAreViewCode() throws {
        let (_, analysis) = try fitted(Self.notesApp)
        #expect(layer("Sources/App/Widget/NotesTimelineProvider.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Widget/NotesWidget.swift", in: analysis) == "Presentation")
    }

    @Test func mainActorLogicWithNoDataWorkIsViewSide() throws {
        let (_, analysis) = try fitted(Self.notesApp)
        #expect(layer("Sources/App/Tabs/TabManager.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Tabs/TabSwitcher.swift", in: analysis) == "Presentation")
        #expect(layer("Sources/App/Storage/DraftsRepository.swift", in: analysis) == "Data")
        let found = violations(analysis)
        #expect(found.contains { $0.hasPrefix("no-main-actor-in-domain-or-data Sources/App/Storage/DraftsRepository") })
        #expect(!found.contains { $0.hasPrefix("no-main-actor-in-domain-or-data Sources/App/Tabs/") }, "\(found)")
    }
}
