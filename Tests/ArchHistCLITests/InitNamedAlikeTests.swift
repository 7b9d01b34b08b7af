import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A large target keeping its files side by side in one folder is mapped into domains
/// by the first words of its file names, and init writes them before broader ones.
@Suite struct InitNamedAlikeTests {
    static var app: [String: String] {
        var files = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Browser", targets: [.target(name: "App")])
            """,
            "Sources/App/Settings/SettingsView.swift": """
            import SwiftUI
            struct SettingsView: View { var body: some View { Text("") } }
            """,
        ]
        func view(_ name: String) -> String {
            "import SwiftUI\nstruct \(name): View { var body: some View { Text(\"\") } }\n"
        }
        func model(_ name: String) -> String { "import Foundation\n@MainActor final class \(name) {}\n" }
        for name in ["BookmarksView", "BookmarksList", "BookmarkCell", "BookmarkFolderView"] {
            files["Sources/App/\(name).swift"] = view(name)
        }
        files["Sources/App/BookmarksViewModel.swift"] = model("BookmarksViewModel")
        for name in ["TabView", "TabSwitcher", "TabCell", "TabPreview"] {
            files["Sources/App/\(name).swift"] = view(name)
        }
        for name in ["TableHeader", "TableRow", "TableFooter", "TableEmpty"] {
            files["Sources/App/\(name).swift"] = view(name)
        }
        // Thirty files of their own: the folder holds more than a unit reads as one.
        for index in 0..<30 { files["Sources/App/Screen\(index)Kind.swift"] = view("Screen\(index)Kind") }
        return files
    }

    @Test func filesNamedAlikeAreADomainAndTheNarrowestGlobComesFirst() throws {
        let fitted = try FittedTree(Self.app)
        let domains = fitted.spec["domains"]?.array ?? []
        let bookmarks = domains.first { $0["name"]?.text == "Bookmarks" }
        #expect(bookmarks?["paths"]?.array.compactMap(\.text) == ["Sources/App/Bookmark*"], "\(domains)")
        // `Sources/App/Tab*` would claim the Table files too: Tab's files are listed.
        let tab = domains.first { $0["name"]?.text == "Tab" }
        #expect(tab?["paths"]?.array.count == 4, "\(domains)")
        func domain(_ path: String) -> String? { fitted.file(path)?["domain"]?.text }
        #expect(domain("Sources/App/BookmarkCell.swift") == "Bookmarks")
        #expect(domain("Sources/App/TableRow.swift") == "Table")
        #expect(domain("Sources/App/TabCell.swift") == "Tab")
        #expect(domain("Sources/App/Settings/SettingsView.swift") == "Settings")
    }
}
