import ArchHistCore
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

@Suite struct CommitTreeTests {
    @Test func anOldCommitReadsThroughTheSourceTreeProtocol() throws {
        let fixture = try GitSandbox()
        let old = try fixture.commit(
            "old",
            files: [
                "Package.swift": "// swift-tools-version:6.0",
                "Sources/App/main.swift": "print(\"old\")",
                "Sources/App/Café Menu.swift": "struct Menu {}",
            ])
        try fixture.commit(
            "new", files: ["Sources/App/main.swift": "print(\"new\")", "Sources/App/Added.swift": "struct Added {}"])
        try fixture.write("Sources/App/main.swift", "print(\"working tree\")")
        let repository = try GitRepository(at: fixture.root)

        let tree: any SourceTree = try CommitTree(repository: repository, commit: old)
        #expect(
            try tree.paths().sorted() == ["Package.swift", "Sources/App/Café Menu.swift", "Sources/App/main.swift"])
        #expect(try tree.contents(of: "Sources/App/main.swift") == Array("print(\"old\")".utf8))
        #expect(try tree.contents(of: "Sources/App/Café Menu.swift") == Array("struct Menu {}".utf8))
        #expect(throws: GitError.pathNotInCommit(path: "Sources/App/Added.swift", commit: old)) {
            try tree.contents(of: "Sources/App/Added.swift")
        }
        let newer = try repository.commitTree("HEAD")
        #expect(try newer.contents(of: "Sources/App/main.swift") == Array("print(\"new\")".utf8))
        #expect(newer.contentID(of: "Sources/App/main.swift") == GitObjectID.blob(Array("print(\"new\")".utf8)))
        #expect(newer.commit == (try fixture.sha("HEAD")))
    }

    @Test func manyTreesShareOneReaderAcrossThreads() async throws {
        let fixture = try GitSandbox()
        var shas: [String] = []
        for index in 0..<5 {
            var files: [String: String] = [:]
            for file in 0..<20 { files["F\(file).swift"] = "let v\(file) = \(index)" }
            shas.append(try fixture.commit("c\(index)", files: files))
        }
        let repository = try GitRepository(at: fixture.root)
        let blobs = SharedBlobReader(repository)
        let trees = try shas.map { sha throws(GitError) in
            try CommitTree(repository: repository, commit: sha, blobs: blobs)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, tree) in trees.enumerated() {
                group.addTask {
                    for file in 0..<20 {
                        let bytes = try tree.contents(of: "F\(file).swift")
                        #expect(bytes == Array("let v\(file) = \(index)".utf8))
                    }
                }
            }
            try await group.waitForAll()
        }
        blobs.close()
        #expect(try trees[0].contents(of: "F0.swift") == Array("let v0 = 0".utf8))  // a new process after close
    }

    @Test func symbolicLinksAreFollowedInsideTheTree() throws {
        let fixture = try GitSandbox()
        try fixture.write("Shared/Model.swift", "struct Model {}")
        let manager = FileManager.default
        try manager.createDirectory(atPath: fixture.root + "/Sources/App", withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: fixture.root + "/Sources/App/Model.swift", withDestinationPath: "../../Shared/Model.swift")
        try manager.createSymbolicLink(
            atPath: fixture.root + "/Sources/App/Again.swift", withDestinationPath: "Model.swift")
        try manager.createSymbolicLink(
            atPath: fixture.root + "/Outside.swift", withDestinationPath: "../elsewhere.swift")
        try manager.createSymbolicLink(atPath: fixture.root + "/Absolute.swift", withDestinationPath: "/etc/hostname")
        try manager.createSymbolicLink(atPath: fixture.root + "/Dangling.swift", withDestinationPath: "Nothing.swift")
        try manager.createSymbolicLink(atPath: fixture.root + "/Folder", withDestinationPath: "Shared")
        try manager.createSymbolicLink(atPath: fixture.root + "/LoopA.swift", withDestinationPath: "LoopB.swift")
        try manager.createSymbolicLink(atPath: fixture.root + "/LoopB.swift", withDestinationPath: "LoopA.swift")
        try fixture.commit("links")
        let tree = try GitRepository(at: fixture.root).commitTree("HEAD")
        #expect(tree.paths().sorted() == ["Shared/Model.swift", "Sources/App/Again.swift", "Sources/App/Model.swift"])
        #expect(try tree.contents(of: "Sources/App/Model.swift") == Array("struct Model {}".utf8))
        #expect(try tree.contents(of: "Sources/App/Again.swift") == Array("struct Model {}".utf8))
        #expect(tree.entries.count == 9)
    }

    @Test func resolvesLinkTargets() {
        #expect(SymbolicLinks.resolve("../b.swift", from: "x/a.swift") == "b.swift")
        #expect(SymbolicLinks.resolve("./c/./d.swift", from: "x/y/a.swift") == "x/y/c/d.swift")
        #expect(SymbolicLinks.resolve("../../b.swift", from: "x/a.swift") == nil)
        #expect(SymbolicLinks.resolve("/abs", from: "a") == nil)
        #expect(SymbolicLinks.resolve("..", from: "x/a") == nil)
    }

    @Test func submodulesAreCountedNotListed() throws {
        let fixture = try GitSandbox()
        let first = try fixture.commit("first", files: ["a.swift": "let a = 1"])
        try fixture.git("update-index", "--add", "--cacheinfo", "160000,\(first),sub")
        fixture.clock += 60
        try fixture.git("commit", "-q", "-m", "submodule")
        let tree = try GitRepository(at: fixture.root).commitTree("HEAD")
        #expect(tree.paths() == ["a.swift"])
        #expect(tree.skippedSubmodules == 1)
    }
}
