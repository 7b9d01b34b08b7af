import ArchHistCore
import ArchHistGit
import Foundation
import Testing

@Suite struct WorkingTreeTests {
    private func makeFolder(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "archhist-wt-" + UUID().uuidString
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func git(_ arguments: String..., in root: String) throws {
        let fixture = try GitFixture(initialise: false)
        try fixture.run(Array(arguments), in: root)
    }

    @Test func insideGitTheListingHonoursGitignoreAndOddNames() throws {
        let root = try makeFolder([
            "Sources/App/Café Menu.swift": "struct Menu {}",
            "Sources/App/Tab\tName.swift": "struct Tab {}",
            ".build/checkouts/Dep/Dep.swift": "struct Dep {}",
            "Generated/Out.swift": "struct Out {}",
            ".gitignore": "Generated/\n.build/\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try git("init", "-q", in: root)
        let paths = try WorkingTree(root: root).paths().filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths == ["Sources/App/Café Menu.swift", "Sources/App/Tab\tName.swift"])
    }

    @Test func aFileDeletedFromTheWorkingTreeIsNotListed() throws {
        let root = try makeFolder(["A.swift": "struct A {}", "B.swift": "struct B {}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try git("init", "-q", in: root)
        try git("add", ".", in: root)
        try FileManager.default.removeItem(atPath: root + "/B.swift")
        #expect(try WorkingTree(root: root).paths().sorted() == ["A.swift"])
    }

    @Test func outsideGitEveryFileIsWalkedButBuildFoldersAreSkipped() throws {
        let root = try makeFolder([
            "Sources/A.swift": "struct A {}",
            ".build/debug/B.swift": "struct B {}",
            "Pods/Lib/C.swift": "struct C {}",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let tree = WorkingTree(root: root)
        let paths = try tree.paths().filter { !TreeFilter.isSkipped($0) }
        #expect(paths == ["Sources/A.swift"])
        #expect(try tree.contents(of: "Sources/A.swift") == Array("struct A {}".utf8))
    }

    @Test func anUnreadableFileNamesItself() throws {
        let tree = WorkingTree(root: NSTemporaryDirectory())
        #expect(throws: WorkingTreeError.self) { try tree.contents(of: "missing-\(UUID().uuidString).swift") }
    }
}
