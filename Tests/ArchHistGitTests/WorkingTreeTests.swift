import ArchHistCore
import ArchHistGit
import ArchHistTestSupport
import Foundation
import Testing

@Suite struct WorkingTreeTests {
    /// A folder holding `files`, not yet a repository: the test runs `git init` itself.
    private func makeFolder(_ files: [String: String]) throws -> GitSandbox {
        let folder = try GitSandbox(initialise: false)
        for (path, text) in files { try folder.write(path, text) }
        return folder
    }

    @Test func insideGitTheListingHonoursGitignoreAndOddNames() throws {
        let folder = try makeFolder([
            "Sources/App/Café Menu.swift": "struct Menu {}",
            "Sources/App/Tab\tName.swift": "struct Tab {}",
            ".build/checkouts/Dep/Dep.swift": "struct Dep {}",
            "Generated/Out.swift": "struct Out {}",
            ".gitignore": "Generated/\n.build/\n",
        ])
        try folder.git("init", "-q")
        let paths = try WorkingTree(root: folder.root).paths().filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths == ["Sources/App/Café Menu.swift", "Sources/App/Tab\tName.swift"])
    }

    @Test func aFileDeletedFromTheWorkingTreeIsNotListed() throws {
        let folder = try makeFolder(["A.swift": "struct A {}", "B.swift": "struct B {}"])
        try folder.git("init", "-q")
        try folder.git("add", ".")
        try FileManager.default.removeItem(atPath: folder.root + "/B.swift")
        #expect(try WorkingTree(root: folder.root).paths().sorted() == ["A.swift"])
    }

    @Test func outsideGitEveryFileIsWalkedButBuildFoldersAreSkipped() throws {
        let folder = try TemporaryTree([
            "Sources/A.swift": "struct A {}",
            ".build/debug/B.swift": "struct B {}",
            "Pods/Lib/C.swift": "struct C {}",
        ])
        let tree = WorkingTree(root: folder.path)
        let paths = try tree.paths().filter { !TreeFilter.isSkipped($0) }
        #expect(paths == ["Sources/A.swift"])
        #expect(try tree.contents(of: "Sources/A.swift") == Array("struct A {}".utf8))
    }

    @Test func anUnreadableFileNamesItself() throws {
        let tree = WorkingTree(root: NSTemporaryDirectory())
        #expect(throws: WorkingTreeError.self) { try tree.contents(of: "missing-\(UUID().uuidString).swift") }
    }

    /// As `record` reads a commit: a link to a file of the tree is that file; a link out
    /// of the tree, to a folder, or dangling is no file, tracked or not, in git or not.
    @Test(arguments: [true, false])
    func linksThatLeaveTheTreeAreNoFiles(inGit: Bool) throws {
        let folder = try makeFolder(["Sources/Real.swift": "struct Real {}\n"])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.root + "/Sources/Alias.swift", withDestinationPath: "Real.swift")
        try manager.createSymbolicLink(
            atPath: folder.root + "/Sources/Passwords.swift", withDestinationPath: "/etc/passwd")
        try manager.createSymbolicLink(
            atPath: folder.root + "/Sources/Gone.swift", withDestinationPath: "Missing.swift")
        try manager.createSymbolicLink(atPath: folder.root + "/Sources/Up.swift", withDestinationPath: "..")
        if inGit {
            try folder.git("init", "-q")
            try folder.git("add", "Sources/Real.swift", "Sources/Passwords.swift")
        }
        let paths = try WorkingTree(root: folder.root).paths().filter { $0.hasSuffix(".swift") }
        #expect(paths.sorted() == ["Sources/Alias.swift", "Sources/Real.swift"])
    }
}
