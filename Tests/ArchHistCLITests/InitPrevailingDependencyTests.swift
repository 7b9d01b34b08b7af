import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// `init` allows a forbidden direction between layers that the app takes throughout,
/// and keeps reporting the few files that take a rare one.
@Suite struct InitPrevailingDependencyTests {
    /// Twelve screens calling the API client directly, as apps without use cases do;
    /// one API file reaching back into a screen's presenter.
    static var app: [String: String] {
        var files = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Notes", targets: [.target(name: "App")])
            """,
            "Sources/App/NotesApp.swift": """
            import SwiftUI
            @main struct NotesApp: App { var body: some Scene { WindowGroup { Screen0View() } } }
            """,
            "Sources/App/Data/NotesAPI.swift": """
            import Foundation
            final class NotesAPI { func notes() async throws -> [Note] { [] } }
            """,
            "Sources/App/Data/NotesStore.swift": """
            import Foundation
            final class NotesStore {
                let api = NotesAPI()
                func refresh(_ presenter: Screen0Presenter) { presenter.show() }
            }
            """,
            "Sources/App/Domain/Note.swift": "struct Note: Equatable { let title: String }\n",
            "Sources/App/Domain/NoteRules.swift": "struct NoteRules { func valid(_ note: Note) -> Bool { true } }\n",
            // A player's delegate protocol is part of the player, not a composition root.
            "Sources/App/Player/AudioPlayerDelegate.swift": """
            import Foundation
            protocol AudioPlayerDelegate: AnyObject { func finished() }
            """,
            "Sources/App/Player/PlayerView.swift": """
            import SwiftUI
            final class PlayerView: AudioPlayerDelegate { func finished() {} }
            """,
        ]
        for index in 0..<12 {
            files["Sources/App/Screens/Screen\(index)View.swift"] = """
                import SwiftUI
                struct Screen\(index)View: View {
                    let api = NotesAPI()
                    let presenter = Screen\(index)Presenter()
                    var body: some View { Text("") }
                }
                """
            files["Sources/App/Screens/Screen\(index)Presenter.swift"] = """
                import Foundation
                final class Screen\(index)Presenter { func show() {} }
                """
        }
        return files
    }

    func fitted() throws -> (spec: JSONValue, violations: [String]) {
        let fitted = try FittedTree(Self.app, preset: "clean")
        return (fitted.spec, fitted.violations)
    }

    @Test func aDirectionMostOfALayerTakesIsAllowedAndSaidSo() throws {
        let (spec, violations) = try fitted()
        let rule = (spec["rules"]?.array ?? []).first { $0["kind"]?.text == "layers" }
        let presentation = rule?["allow"]?["Presentation"]?.array.compactMap(\.text) ?? []
        #expect(presentation.contains("Data"), "\(presentation)")
        #expect(
            spec["description"]?.text?.contains("Allowed as the app's own design, not reported: Presentation uses Data")
                == true)
        #expect(!violations.contains { $0.contains("Presentation depends on Data") }, "\(violations)")
    }

    @Test func theRareOppositeDirectionIsStillReported() throws {
        let (spec, violations) = try fitted()
        let rule = (spec["rules"]?.array ?? []).first { $0["kind"]?.text == "layers" }
        #expect(rule?["allow"]?["Data"]?.array.compactMap(\.text).contains("Presentation") == false)
        #expect(
            violations.contains { $0.hasPrefix("clean-layers Sources/App/Data/NotesStore.swift: Data depends on") },
            "\(violations)")
    }

    @Test func aDelegateProtocolIsNoCompositionRoot() throws {
        let (_, violations) = try fitted()
        #expect(!violations.contains { $0.contains("depends on Composition") }, "\(violations)")
    }
}

/// Confined types an app uses throughout are its model: reported as info, said once.
@Suite struct InitPrevailingConfinementTests {
    @Test func aDTOTheWholeAppUsesIsItsModelAndSaidInTheDescription() throws {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Player", targets: [.target(name: "App")])
            """,
            "Sources/App/Networking/ItemDto.swift": "struct ItemDto: Codable { let name: String }",
            "Sources/App/Networking/ItemsRepository.swift": """
            import Foundation
            final class ItemsRepository { let session = URLSession.shared; var items: [ItemDto] = [] }
            """,
        ]
        for number in 0..<12 {
            files["Sources/App/Views/Item\(number)View.swift"] = """
                import SwiftUI
                struct Item\(number)View: View {
                    let item: ItemDto
                    var body: some View { Text(item.name) }
                }
                """
        }
        let fitted = try FittedTree(files, preset: "clean")
        let ids = (fitted.spec["rules"]?.array ?? []).compactMap { $0["id"]?.text }
        #expect(!ids.contains("dto-stays-in-data"), "\(ids)")
        #expect(fitted.spec["description"]?.text?.contains("No dto-stays-in-data rule: its types (ItemDto)") == true)
        #expect(!fitted.violations.contains { $0.hasPrefix("dto-stays-in-data") }, "\(fitted.violations)")
    }
}

/// An attribute a preset forbids that the app's layers carry throughout is its design.
@Suite struct InitPrevailingAttributeTests {
    static func app(isolatedRepositories: Int) -> [String: String] {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "App")])
            """,
            "Sources/App/Presentation/ShopView.swift": """
            import SwiftUI
            struct ShopView: View { var body: some View { Text("") } }
            """,
        ]
        for number in 0..<12 {
            let isolated = number < isolatedRepositories ? "@MainActor " : ""
            files["Sources/App/Domain/Entities/Item\(number).swift"] = "struct Item\(number) { let name: String }\n"
            files["Sources/App/Domain/Repositories/Item\(number)Repository.swift"] = """
                protocol Item\(number)Repository { \(isolated)func load() -> [Item\(number)] }
                """
            files["Sources/App/Data/Repositories/DefaultItem\(number)Repository.swift"] = """
                import Foundation
                \(isolated)final class DefaultItem\(number)Repository: Item\(number)Repository {
                    let session = URLSession.shared
                    func load() -> [Item\(number)] { [] }
                }
                """
        }
        return files
    }

    @Test func mainActorRepositoriesThroughoutAreTheAppsDesign() throws {
        let fitted = try FittedTree(Self.app(isolatedRepositories: 12), preset: "clean")
        #expect((fitted.spec["rules"]?.array ?? []).allSatisfy { $0["kind"]?.text != "attributes" })
        let description = fitted.spec["description"]?.text ?? ""
        #expect(
            description.contains(
                "No no-main-actor-in-domain-or-data rule: the app puts @MainActor on declarations in 24 of "
                    + "its 36 Domain and Data files"), "\(description)")
        #expect(!fitted.violations.contains { $0.hasPrefix("no-main-actor") }, "\(fitted.violations)")
    }

    @Test func aFewMainActorRepositoriesStayWarnings() throws {
        let fitted = try FittedTree(Self.app(isolatedRepositories: 2), preset: "clean")
        let rule = (fitted.spec["rules"]?.array ?? []).first { $0["kind"]?.text == "attributes" }
        #expect(rule?["severity"]?.text == "warning")
        #expect(fitted.violations.filter { $0.hasPrefix("no-main-actor-in-domain-or-data") }.count == 4)
    }
}
