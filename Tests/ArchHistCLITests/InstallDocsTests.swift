import ArchHistCLI
import Foundation
import Testing

/// The install instructions are copied into terminals as written: no placeholder a
/// reader must guess (archhist has no public home to name), versions that are this
/// archhist's, and what to do when the installed binary is not found.
@Suite struct InstallDocsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let pages = [
        "README.md", "Sources/ArchHistCLI/ArchHist.docc/Installing.md",
        "Sources/ArchHistCLI/ArchHist.docc/XcodeTuistSwiftPM.md",
    ]

    private static func text(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    @Test(arguments: pages)
    func noPlaceholderOwnerAndTheVersionIsThisOne(_ page: String) throws {
        let text = try Self.text(page)
        #expect(!text.contains("OWNER"), "\(page) names no placeholder account")
        let versions = try Regex(#"(?:@|from: ")(\d+\.\d+\.\d+)"#)
        let found = text.matches(of: versions).compactMap { $0.output[1].substring.map(String.init) }
        #expect(!found.isEmpty, "\(page) shows a version to install")
        for version in found {
            #expect(version == ArchHist.tool.version, "\(page) installs \(version), this is \(ArchHist.tool.version)")
        }
    }

    @Test func theReadmeSaysHowToGetTheGitURLAndWhatToDoOffPath() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("git -C archhist remote get-url origin"))
        let install =
            readme.components(separatedBy: "## Install").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
        #expect(install.contains("command not found") && install.contains("export PATH="))
        #expect(readme.components(separatedBy: "\n").count < 200)
    }

    @Test func aPackageDependsOnALocalCloneOrTheURLItWasClonedFrom() throws {
        let page = try Self.text("Sources/ArchHistCLI/ArchHist.docc/XcodeTuistSwiftPM.md")
        #expect(page.contains(#".package(path: "../archhist")"#))
        #expect(page.contains("git -C archhist remote get-url origin"))
    }
}
