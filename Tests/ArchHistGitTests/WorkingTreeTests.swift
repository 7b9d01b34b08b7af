import ArchHistCore
import ArchHistGit
import ArchHistTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Entries named like Swift files that are no files are skipped, each with a note
    /// saying why; a folder named like one is entered, with a note too.
    @Test func oddEntriesAreSkippedWithANote() throws {
        let folder = try TemporaryTree([
            "Sources/Real.swift": "struct Real {}\n", "Sources/Folder.swift/Inner.swift": "struct Inner {}\n",
        ])
        let manager = FileManager.default
        #expect(mkfifo(folder.file("Sources/Pipe.swift"), 0o600) == 0)
        try manager.createSymbolicLink(atPath: folder.file("Sources/Gone.swift"), withDestinationPath: "Missing.swift")
        try manager.createSymbolicLink(atPath: folder.file("Sources/Loop.swift"), withDestinationPath: "Loop.swift")
        try manager.createSymbolicLink(atPath: folder.file("Sources/Out.swift"), withDestinationPath: "/etc/hostname")
        #expect(mkfifo(folder.file("Sources/pipe.txt"), 0o600) == 0)
        let (paths, skipped) = try WorkingTree(root: folder.path).listing()
        #expect(paths == ["Sources/Folder.swift/Inner.swift", "Sources/Real.swift"])
        #expect(
            Set(skipped) == [
                "Sources/Folder.swift: skipped: a folder, not a Swift file (the files in it are read)",
                "Sources/Gone.swift: skipped: a symbolic link that leads nowhere",
                "Sources/Loop.swift: skipped: a symbolic link that loops",
                "Sources/Out.swift: skipped: a symbolic link out of the tree",
                "Sources/Pipe.swift: skipped: a FIFO, not a file",
            ])
    }

    /// In git: a tracked file replaced by a FIFO, a tracked link that loops, an
    /// untracked link that leads nowhere.
    @Test func oddEntriesGitListsAreSkippedWithANote() throws {
        let folder = try makeFolder(["A.swift": "struct A {}\n", "B.swift": "struct B {}\n"])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.root + "/Loop.swift", withDestinationPath: "Loop.swift")
        try folder.git("init", "-q")
        try folder.git("add", ".")
        try manager.removeItem(atPath: folder.root + "/B.swift")
        #expect(mkfifo(folder.root + "/B.swift", 0o600) == 0)
        try manager.createSymbolicLink(atPath: folder.root + "/Gone.swift", withDestinationPath: "Missing.swift")
        let (paths, skipped) = try WorkingTree(root: folder.root).listing()
        #expect(paths.filter { $0.hasSuffix(".swift") } == ["A.swift"])
        #expect(
            Set(skipped) == [
                "B.swift: skipped: a FIFO, not a file", "Loop.swift: skipped: a symbolic link that loops",
                "Gone.swift: skipped: a symbolic link that leads nowhere",
            ])
    }
}
