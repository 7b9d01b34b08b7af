import Foundation
import Testing

/// The README is a front page of links into the documentation catalog; `docc` checks
/// the links between articles, and this checks the README's, which it never reads.
@Suite struct ReadmeLinksTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The targets of the Markdown links and images in `text` that are paths, not URLs.
    private static func relativeTargets(in text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let target = String(rest[..<end])
            return target.contains("://") || target.hasPrefix("#") ? nil : target
        }
    }

    @Test func everyPathTheReadmeLinksToExists() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let targets = Self.relativeTargets(in: readme)
        #expect(targets.count > 20, "the README links into the documentation")
        for target in targets {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path),
                "README.md links to \(target), which does not exist")
        }
    }

    @Test func theReadmeLinksEveryArticleOfTheCatalog() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let linked = Set(Self.relativeTargets(in: readme))
        let catalog = "Sources/ArchHistCLI/ArchHist.docc"
        let articles = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent(catalog).path
        ).filter { $0.hasSuffix(".md") }
        #expect(!articles.isEmpty)
        for article in articles.sorted() {
            #expect(linked.contains("\(catalog)/\(article)"), "README.md has no link to \(article)")
        }
    }
}
