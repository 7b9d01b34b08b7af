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
    @Test func aDTOTheWholeAppUsesIsInfoAndSaidInTheDescription() throws {
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
        #expect(fitted.rule(kind: "confinement")?["severity"]?.text == "info")
        #expect(fitted.spec["description"]?.text?.contains("dto-stays-in-data is reported as info") == true)
    }
}
