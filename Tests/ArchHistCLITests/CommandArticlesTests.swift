import ArchHistCLI
import Foundation
import Testing

/// Every command has its article in the documentation catalog, named for it
/// (`check` → `Check.md`), listed in the root article's topics: a command added
/// without one fails here.
@Suite struct CommandArticlesTests {
    private static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ArchHistCLI/ArchHist.docc")

    @Test func everyCommandHasAnArticleInTheRootTopics() throws {
        let root = try String(contentsOf: Self.catalog.appendingPathComponent("ArchHist.md"), encoding: .utf8)
        let commands = ArchHist.tool.commands.map(\.name)
        #expect(commands.count >= 20)
        for command in commands {
            let article = command.prefix(1).uppercased() + command.dropFirst()
            let text = try? String(
                contentsOf: Self.catalog.appendingPathComponent(article + ".md"), encoding: .utf8)
            #expect(text?.contains("archhist \(command)") == true, "\(article).md shows how to run \(command)")
            #expect(root.contains("- <doc:\(article)>"), "ArchHist.md lists <doc:\(article)> in its topics")
        }
    }
}
