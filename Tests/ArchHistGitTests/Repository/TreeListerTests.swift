import ArchHistCore
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

/// The listing read from tree objects must be `git ls-tree -r`'s, entry for
/// entry: every test compares it with ``GitRepository/tree(of:)``.
@Suite struct TreeListerTests {
    /// What `git ls-tree -r -z --full-tree` lists.
    private func lsTree(_ repository: GitRepository, _ sha: String) throws -> TreeListing {
        let (entries, skipped) = try repository.tree(of: sha)
        return TreeListing(entries: entries, skippedSubmodules: skipped)
    }

    private func expectSameListing(_ repository: GitRepository, _ lister: TreeLister, _ sha: String) throws {
        let listed = lister.listing(of: sha)
        #expect(listed != nil, "the lister fell back for \(sha)")
        #expect(listed == (try lsTree(repository, sha)), "listing of \(sha)")
    }

    /// A lister seeded from `git ls-tree -r -t` (what the first listing of a
    /// process does) must list as reading the tree objects does, and cache the
    /// same folders but the top one.
    @discardableResult
    private func expectSeededListing(_ repository: GitRepository, _ sha: String) throws -> TreeLister {
        let seeded = TreeLister(objects: SharedBlobReader(repository))
        #expect(seeded.isEmpty)
        let output = try #require(repository.treeWithFolders(of: sha))
        #expect(seeded.seed(lsTreeOutput: output) == (try lsTree(repository, sha)), "seeded listing of \(sha)")
        let read = TreeLister(objects: SharedBlobReader(repository))
        _ = read.listing(of: sha)
        #expect(seeded.cachedFolders == read.cachedFolders - 1, "folders cached by seeding \(sha)")
        return seeded
    }

    @Test func nestedFoldersOddNamesLinksAndASubmoduleListAsLsTreeDoes() throws {
        let fixture = try GitSandbox()
        let manager = FileManager.default
        for path in [
            "Package.swift", "Sources/App/main.swift", "Sources/App/Deep/Er/Still/Deeper.swift",
            "Sources/App Name/with space.swift", "Sources/Café/Ünïcödé.swift", "日本/語.swift",
            "tab\there/file.swift", "new\nline.swift", "\"quoted\".swift",
            // Git sorts a folder as if its name ended in "/": "a-b" < "a.b" < "a/" < "a0".
            "a/inner.swift", "a-b.swift", "a.b.swift", "a0.swift", "a-b/x.swift",
        ] {
            try fixture.write(path, "// \(path)\n")
        }
        try fixture.write("tool.sh", "#!/bin/sh\n")
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.root + "/tool.sh")
        let links: [(String, String)] = [
            ("Sources/App/Inside.swift", "main.swift"), ("Sources/Up.swift", "../Package.swift"),
            ("Chained.swift", "Sources/App/Inside.swift"), ("Outside.swift", "../elsewhere.swift"),
            ("Absolute.swift", "/etc/hostname"), ("Dangling.swift", "Nothing.swift"), ("Folder", "Sources"),
            ("LoopA.swift", "LoopB.swift"), ("LoopB.swift", "LoopA.swift"),
        ]
        for (link, target) in links {
            try manager.createSymbolicLink(atPath: fixture.root + "/" + link, withDestinationPath: target)
        }
        let first = try fixture.commit("files")
        try fixture.git("update-index", "--add", "--cacheinfo", "160000,\(first),Sources/Vendor/sub")
        try fixture.git("update-index", "--add", "--cacheinfo", "160000,\(first),top-sub")
        fixture.clock += 60
        try fixture.git("commit", "-q", "-m", "submodules")
        let sha = try fixture.sha("HEAD")
        let repository = try GitRepository(at: fixture.root)
        let lister = TreeLister(objects: SharedBlobReader(repository))

        try expectSameListing(repository, lister, sha)
        try expectSeededListing(repository, sha)
        let listing = try #require(lister.listing(of: sha))
        #expect(listing.skippedSubmodules == 2)
        #expect(listing.entries.contains { $0.path == "Sources/App/Deep/Er/Still/Deeper.swift" })

        // The files history reads: links followed inside the tree, the others left out.
        let reader = GitCommitReader(repository: repository)
        let files = try reader.files(of: try reader.commit(sha))
        let expected = try SymbolicLinks.files(
            of: try lsTree(repository, sha).entries, reader: SharedBlobReader(repository))
        #expect(files == expected)
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.oid) })
        let blobs = Dictionary(uniqueKeysWithValues: listing.entries.map { ($0.path, $0.oid) })
        #expect(byPath["Sources/App/Inside.swift"] == blobs["Sources/App/main.swift"])
        #expect(byPath["Chained.swift"] == blobs["Sources/App/main.swift"])
        #expect(byPath["Sources/Up.swift"] == blobs["Package.swift"])
        for dropped in ["Outside.swift", "Absolute.swift", "Dangling.swift", "Folder", "LoopA.swift", "LoopB.swift"] {
            #expect(byPath[dropped] == nil, "\(dropped)")
        }
    }

    @Test func namesThatAreNotUTF8DecodeAsWholePathsDo() throws {
        let fixture = try GitSandbox()
        let blob = try fixture.blob("struct A {}")
        // Latin-1 "é", a lone continuation byte, a truncated three-byte sequence, an invalid lead byte.
        let inner = try fixture.tree([
            (mode: "100644", name: Array("caf".utf8) + [0xE9] + Array(".swift".utf8), id: blob),
            (mode: "100644", name: [0x80] + Array("x.swift".utf8), id: blob),
            (mode: "100644", name: Array("z".utf8) + [0xE2, 0x82], id: blob),
        ])
        let root = try fixture.tree([
            (mode: "40000", name: Array("Dir".utf8) + [0xE2, 0x82], id: inner),
            (mode: "40000", name: [0xFF], id: inner),
            (mode: "100644", name: Array("plain.swift".utf8), id: blob),
        ])
        let sha = try fixture.commitTree(root, message: Array("odd names\n".utf8))
        let repository = try GitRepository(at: fixture.root)
        let lister = TreeLister(objects: SharedBlobReader(repository))
        try expectSameListing(repository, lister, sha)
        try expectSeededListing(repository, sha)
        #expect(lister.listing(of: sha)?.entries.count == 7)
    }

    @Test func outputThatIsNotLsTreesIsRefusedNotListed() throws {
        let fixture = try GitSandbox()
        let repository = try GitRepository(at: fixture.root)
        let id = String(repeating: "ab", count: 20)
        for output in [
            "100644 blob \(id)\tA/in.swift\0",  // a file inside a folder that was never opened
            "100644 blob \(id) a.swift\0",  // no tab before the path
            "1x0644 blob \(id)\ta.swift\0",  // a mode that is not octal
            "100644 blob \(id)\t\0",  // no path
        ] {
            #expect(
                TreeLister(objects: SharedBlobReader(repository)).seed(lsTreeOutput: Array(output.utf8)) == nil,
                "\(output)")
        }
    }

    @Test func anEmptyTreeListsNothing() throws {
        let fixture = try GitSandbox()
        let sha = try fixture.commit("nothing yet")
        let repository = try GitRepository(at: fixture.root)
        let lister = TreeLister(objects: SharedBlobReader(repository))
        try expectSameListing(repository, lister, sha)
        try expectSeededListing(repository, sha)
        #expect(lister.listing(of: sha)?.entries.isEmpty == true)
        let reader = GitCommitReader(repository: repository)
        #expect(try reader.files(of: try reader.commit(sha)).isEmpty)
    }

    @Test func modesAreReadAsGitCanonicalisesThem() throws {
        let fixture = try GitSandbox()
        let blob = try fixture.blob("let x = 1")
        let inner = try fixture.tree([(mode: "100644", name: Array("in.swift".utf8), id: blob)])
        // Old git wrote group-writable files; some tools wrote folders with a leading zero.
        let root = try fixture.tree(
            [
                (mode: "040000", name: Array("Leading".utf8), id: inner),
                (mode: "100664", name: Array("group.swift".utf8), id: blob),
                (mode: "100775", name: Array("run.sh".utf8), id: blob),
                (mode: "100600", name: Array("secret.swift".utf8), id: blob),
            ], literally: true)
        let sha = try fixture.commitTree(root, message: Array("modes\n".utf8))
        let repository = try GitRepository(at: fixture.root)
        try expectSameListing(repository, TreeLister(objects: SharedBlobReader(repository)), sha)
        try expectSeededListing(repository, sha)
        let listing = try lsTree(repository, sha)
        #expect(listing.entries.map(\.mode) == ["100644", "100644", "100755", "100644"])
    }

    @Test func blobsAreNotReadToListATree() throws {
        // ls-tree lists an entry whose blob is missing; so must the listing.
        let fixture = try GitSandbox()
        let absent = String(repeating: "ab", count: 20)
        let root = try fixture.tree([(mode: "100644", name: Array("gone.swift".utf8), id: absent)])
        let sha = try fixture.commitTree(root, message: Array("partial\n".utf8))
        let repository = try GitRepository(at: fixture.root)
        try expectSameListing(repository, TreeLister(objects: SharedBlobReader(repository)), sha)
    }

    @Test func aLinkWhoseBlobIsMissingIsReportedByItsBlob() throws {
        // A partial clone may lack a link's blob: following the link needs it.
        let fixture = try GitSandbox()
        let target = try fixture.blob("b.swift")
        let file = try fixture.blob("let b = 1")
        let absent = String(repeating: "cd", count: 20)
        let root = try fixture.tree([
            (mode: "120000", name: Array("a.swift".utf8), id: absent),
            (mode: "100644", name: Array("b.swift".utf8), id: file),
            (mode: "120000", name: Array("c.swift".utf8), id: target),
        ])
        let sha = try fixture.commitTree(root, message: Array("partial\n".utf8))
        let repository = try GitRepository(at: fixture.root)
        try expectSameListing(repository, TreeLister(objects: SharedBlobReader(repository)), sha)
        let commit = Commit(sha: sha, tree: root, parents: [], authorTime: 0, commitTime: 0, subject: "")
        #expect(throws: GitError.missingObject(absent)) {
            try GitCommitReader(repository: repository).files(of: commit)
        }
        #expect(throws: GitError.missingObject(absent)) { try CommitTree(repository: repository, commit: sha) }
    }

    @Test func consecutiveCommitsWithFilesMovingBetweenFoldersNeverListStaleFolders() throws {
        let fixture = try GitSandbox()
        var shas: [String] = []
        func commit(_ message: String, _ change: () throws -> Void) throws {
            try change()
            shas.append(try fixture.commit(message))
        }
        let manager = FileManager.default
        try commit("start") {
            for folder in ["A", "B", "A/Inner", "C/D/E"] {
                for index in 0..<3 { try fixture.write("\(folder)/f\(index).swift", "// \(folder) \(index)") }
            }
        }
        try commit("one file changes deep down") { try fixture.write("C/D/E/f1.swift", "// changed") }
        try commit("a file moves to another folder") { try fixture.git("mv", "A/f0.swift", "B/moved.swift") }
        try commit("a folder moves, contents unchanged") { try fixture.git("mv", "A/Inner", "B/Inner") }
        try commit("the same contents appear under the old path again") {
            for index in 0..<3 { try fixture.write("A/Inner/f\(index).swift", "// A/Inner \(index)") }
        }
        try commit("a folder becomes a file") {
            try manager.removeItem(atPath: fixture.root + "/C/D/E")
            try fixture.write("C/D/E", "now a file")
        }
        try commit("and a folder again") {
            try manager.removeItem(atPath: fixture.root + "/C/D/E")
            try fixture.write("C/D/E/f1.swift", "// changed")
        }
        try commit("everything moves one level down") {
            try manager.createDirectory(atPath: fixture.root + "/Top", withIntermediateDirectories: true)
            for folder in ["A", "B", "C"] { try fixture.git("mv", folder, "Top/" + folder) }
        }
        try commit("nothing changes") {}
        try commit("a folder empties") { try fixture.git("rm", "-q", "-r", "Top/B") }

        let repository = try GitRepository(at: fixture.root)
        let lister = TreeLister(objects: SharedBlobReader(repository))
        for sha in shas { try expectSameListing(repository, lister, sha) }
        // Backwards and jumping about: evicted folders are read again, kept ones reused.
        for sha in shas.reversed() { try expectSameListing(repository, lister, sha) }
        for index in [0, 9, 3, 3, 7, 1, 8, 2] { try expectSameListing(repository, lister, shas[index]) }
        // Seeded at any commit, the cache serves every other one rightly.
        for seed in shas.indices {
            let seeded = try expectSeededListing(repository, shas[seed])
            for index in shas.indices { try expectSameListing(repository, seeded, shas[index]) }
        }

        // The cache holds the folders of the last two listings only.
        let lastTwo = try Set(
            [shas[8], shas[2]].flatMap { sha in
                try fixture.git("ls-tree", "-r", "-t", "--full-tree", sha).split(separator: "\n").filter {
                    $0.contains(" tree ")
                }
                .map { String($0) }
            })
        #expect(lister.cachedFolders <= lastTwo.count + 2)  // + the two root folders
    }

    @Test func aFolderEntryThatIsNoTreeFailsAsLsTreeDoes() throws {
        let fixture = try GitSandbox()
        let blob = try fixture.blob("not a folder")
        let root = try fixture.tree([(mode: "40000", name: Array("Sources".utf8), id: blob)], literally: true)
        let sha = try fixture.commitTree(root, message: Array("damaged\n".utf8))
        let repository = try GitRepository(at: fixture.root)
        #expect(TreeLister(objects: SharedBlobReader(repository)).listing(of: sha) == nil)
        try expectSameError(repository, sha)
    }

    @Test func aMissingTreeFailsAsLsTreeDoes() throws {
        let fixture = try GitSandbox()
        let sha = try fixture.commit("nested", files: ["Sources/App/main.swift": "print(1)"])
        let subtree = try fixture.git("rev-parse", "\(sha):Sources/App")
        let objects = try fixture.git("rev-parse", "--git-path", "objects")
        let loose = fixture.root + "/" + objects + "/" + subtree.prefix(2) + "/" + subtree.dropFirst(2)
        try FileManager.default.removeItem(atPath: loose)
        let repository = try GitRepository(at: fixture.root)
        #expect(TreeLister(objects: SharedBlobReader(repository)).listing(of: sha) == nil)
        try expectSameError(repository, sha)
    }

    @Test func anUnknownCommitFailsAsBefore() throws {
        let fixture = try GitSandbox()
        try fixture.commit("one", files: ["a.swift": "let a = 1"])
        let repository = try GitRepository(at: fixture.root)
        let unknown = String(repeating: "0123456789", count: 4)
        try expectSameError(repository, unknown)
        let reader = GitCommitReader(repository: repository)
        #expect(throws: GitError.unknownRevision("nope")) {
            try reader.files(of: Commit(sha: "nope", tree: "", parents: [], authorTime: 0, commitTime: 0, subject: ""))
        }
    }

    /// The history reader and a commit tree fail with what `git ls-tree` says.
    private func expectSameError(_ repository: GitRepository, _ sha: String) throws {
        var expected: GitError?
        do { _ = try repository.tree(of: sha) } catch { expected = error }
        let error = try #require(expected)
        let commit = Commit(sha: sha, tree: "", parents: [], authorTime: 0, commitTime: 0, subject: "")
        #expect(throws: error) { try GitCommitReader(repository: repository).files(of: commit) }
        #expect(throws: error) { try CommitTree(repository: repository, commit: sha) }
    }

    @Test func aSHA256RepositoryListsAsLsTreeDoes() throws {
        let fixture = try GitSandbox(initialise: false)
        try fixture.git("init", "-q", "-b", "main", "--object-format=sha256")
        let sha = try fixture.commit("sha-256", files: ["Sources/App/main.swift": "print(1)", "README.md": "hi"])
        #expect(sha.count == 64)
        let repository = try GitRepository(at: fixture.root)
        try expectSameListing(repository, TreeLister(objects: SharedBlobReader(repository)), sha)
        let reader = GitCommitReader(repository: repository)
        #expect(try reader.commit(sha) == (try repository.commit(sha)))
    }
}
