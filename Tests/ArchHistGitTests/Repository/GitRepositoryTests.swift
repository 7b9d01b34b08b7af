import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

@Suite struct GitRepositoryTests {
    /// main: A - B - M (merge of feature), feature: A - F1 - F2.
    private func mergedHistory() throws -> (GitSandbox, a: String, b: String, f1: String, f2: String, m: String) {
        let fixture = try GitSandbox()
        let a = try fixture.commit("A", files: ["a.txt": "a"])
        try fixture.git("checkout", "-q", "-b", "feature")
        let f1 = try fixture.commit("F1", files: ["f.txt": "1"])
        let f2 = try fixture.commit("F2", files: ["f.txt": "2"])
        try fixture.git("checkout", "-q", "main")
        let b = try fixture.commit("B", files: ["b.txt": "b"])
        fixture.clock += 60
        try fixture.git("merge", "-q", "--no-ff", "-m", "Merge feature", "feature")
        let m = try fixture.sha("HEAD")
        return (fixture, a, b, f1, f2, m)
    }

    @Test func opensFromASubfolderAndFindsTheTopLevel() throws {
        let fixture = try GitSandbox()
        try fixture.commit("first", files: ["Sources/App/main.swift": "print(1)"])
        let repository = try GitRepository(at: fixture.root + "/Sources/App")
        #expect(repository.root == fixture.root)
        #expect(!repository.isBare)
    }

    @Test func aFolderOutsideAnyRepositoryIsNotARepository() throws {
        let fixture = try GitSandbox(initialise: false)
        #expect(throws: GitError.notARepository(path: fixture.root)) { try GitRepository(at: fixture.root) }
        let missing = fixture.root + "/does-not-exist"
        #expect(throws: GitError.notARepository(path: missing)) { try GitRepository(at: missing) }
    }

    @Test func aBareRepositoryOpensAtItsGitDirectory() throws {
        let source = try GitSandbox()
        let sha = try source.commit("first", files: ["a.txt": "a"])
        let bare = try GitSandbox(initialise: false)
        try bare.git("clone", "-q", "--bare", source.root, bare.root + "/repo.git", in: bare.root)
        let repository = try GitRepository(at: bare.root + "/repo.git")
        #expect(repository.isBare)
        #expect(try repository.head() == sha)
        #expect(try repository.isDirty() == false)
        #expect(try repository.tree(of: sha).entries.map(\.path) == ["a.txt"])
    }

    @Test func resolvesBranchesTagsShortShasAndExpressions() throws {
        let fixture = try GitSandbox()
        let first = try fixture.commit("first", files: ["a.txt": "1"])
        let second = try fixture.commit("second", files: ["a.txt": "2"])
        try fixture.git("tag", "-a", "v1.0", "-m", "release", first)
        try fixture.git("tag", "light", second)
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.resolve("main") == second)
        #expect(try repository.resolve("HEAD") == second)
        #expect(try repository.resolve("HEAD~1") == first)
        #expect(try repository.resolve("v1.0") == first)  // annotated tag peeled to its commit
        #expect(try repository.resolve("light") == second)
        #expect(try repository.resolve(String(first.prefix(8))) == first)
        #expect(try repository.resolve(first.uppercased()) == first)
    }

    @Test func anUnknownRevisionIsNamedWithAHint() throws {
        let fixture = try GitSandbox()
        let first = try fixture.commit("first", files: ["a.txt": "1"])
        let repository = try GitRepository(at: fixture.root)
        for revision in ["v9.9", "HEAD~5", "--all", "", "main\nmain", "0123456789abcdef0123456789abcdef01234567"] {
            #expect(throws: GitError.unknownRevision(revision)) { try repository.resolve(revision) }
        }
        do {
            _ = try repository.resolve("v9.9")
            Issue.record("resolved an unknown revision")
        } catch {
            #expect(error.description.contains("'v9.9'"))
            #expect(error.description.contains("git log --oneline"))
        }
        // A tree is not a commit.
        let tree = try fixture.git("rev-parse", "HEAD^{tree}")
        #expect(throws: GitError.unknownRevision(tree)) { try repository.resolve(tree) }
        #expect(throws: GitError.unknownRevision("nope")) {
            try repository.firstParentLine(from: "nope", maxCount: nil)
        }
        #expect(throws: GitError.unknownRevision("nope")) { try repository.tree(of: "nope") }
        #expect(throws: GitError.unknownRevision("nope")) { try repository.commit("nope") }
        _ = first
    }

    @Test func aTypoOfABranchOrTagSuggestsIt() throws {
        let fixture = try GitSandbox()
        _ = try fixture.commit("first", files: ["a.txt": "1"])
        _ = try fixture.git("branch", "release/1.0")
        _ = try fixture.git("tag", "v1.0")
        let repository = try GitRepository(at: fixture.root)
        #expect(throws: GitError.unknownRevision("relase/1.0", near: ["release/1.0"])) {
            try repository.resolve("relase/1.0")
        }
        #expect(throws: GitError.unknownRevision("v1.1", near: ["v1.0"])) { try repository.resolve("v1.1") }
        do {
            _ = try repository.resolve("v1.1")
        } catch {
            #expect(error.description.hasPrefix("unknown revision 'v1.1': did you mean 'v1.0'? Otherwise check"))
        }
    }

    @Test func anEmptyRepositoryHasNoHead() throws {
        let fixture = try GitSandbox()
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.head() == nil)
        #expect(throws: GitError.noCommits) { try repository.resolve("HEAD") }
        #expect(try repository.tags().isEmpty)
        #expect(try repository.isDirty() == false)
        #expect(try repository.isShallow() == false)
        #expect(throws: GitError.noCommits) { try repository.defaultBranchMergeBase(with: "HEAD") }
        #expect(throws: GitError.noCommits) { try repository.firstParentLine(from: "HEAD", maxCount: nil) }
    }

    @Test func aDetachedHeadIsItsCommit() throws {
        let fixture = try GitSandbox()
        let first = try fixture.commit("first", files: ["a.txt": "1"])
        try fixture.commit("second", files: ["a.txt": "2"])
        try fixture.git("checkout", "-q", "--detach", first)
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.head() == first)
        #expect(try repository.resolve("HEAD") == first)
    }

    @Test func theFirstParentLineSkipsTheMergedBranch() throws {
        let (fixture, a, b, _, _, m) = try mergedHistory()
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.firstParentLine(from: m, maxCount: nil) == [m, b, a])
        #expect(try repository.firstParentLine(from: "main", maxCount: 2) == [m, b])
        #expect(try repository.firstParentLine(from: m, maxCount: 0) == [])
        #expect(try repository.firstParentLine(from: "feature", maxCount: nil).count == 3)
    }

    @Test func commitMetadataAndTheParentsOfAMerge() throws {
        let (fixture, a, b, _, f2, m) = try mergedHistory()
        let repository = try GitRepository(at: fixture.root)
        let merge = try repository.commit(m)
        #expect(merge.sha == m)
        #expect(merge.parents == [b, f2])
        #expect(merge.isMerge)
        #expect(merge.tree == (try fixture.git("rev-parse", "\(m)^{tree}")))
        #expect(merge.subject == "Merge feature")
        #expect(merge.commitTime == fixture.clock)
        #expect(merge.authorTime == fixture.clock)
        let root = try repository.commit(a)
        #expect(root.parents.isEmpty)
        #expect(root.subject == "A")
        #expect(root.commitTime == 1_700_000_060)
    }

    @Test func commitsAreReadInOneBatchInTheOrderAsked() throws {
        let (fixture, a, b, f1, f2, m) = try mergedHistory()
        let repository = try GitRepository(at: fixture.root)
        let asked = [f2, a, m, a, b, f1, "HEAD~1"]
        let infos = try repository.commits(asked)
        #expect(infos.map(\.sha) == [f2, a, m, a, b, f1, b])
        #expect(infos.map(\.subject) == ["F2", "A", "Merge feature", "A", "B", "F1", "B"])
        #expect(try repository.commits([]).isEmpty)
        let missing = "0123456789abcdef0123456789abcdef01234567"
        #expect(throws: GitError.unknownRevision(missing)) { try repository.commits([a, missing]) }
    }

    @Test func subjectsKeepUnicodeAndOddCharacters() throws {
        let fixture = try GitSandbox()
        let message = "Fix \"quotes\", tabs\tand 日本語 — café\n\nbody text"
        let sha = try fixture.commit(message)
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.commit(sha).subject == "Fix \"quotes\", tabs\tand 日本語 — café")
        let multiLineTitle = try fixture.commit("first line\nsecond line\n\nbody")
        #expect(try repository.commit(multiLineTitle).subject == "first line second line")
    }

    @Test func tagsArePeeledAndOrderedByCommitDate() throws {
        let fixture = try GitSandbox()
        let first = try fixture.commit("first", files: ["a.txt": "1"])
        let second = try fixture.commit("second", files: ["a.txt": "2"])
        let third = try fixture.commit("third", files: ["a.txt": "3"])
        fixture.clock += 600
        try fixture.git("tag", "zz-light-old", first)
        try fixture.git("tag", "-a", "v2", "-m", "annotated", second)
        try fixture.git("tag", "-a", "v1", "-m", "annotated, tagged later but on an older commit", first)
        try fixture.git("tag", "light", third)
        try fixture.git("tag", "-a", "nested", "-m", "a tag of a tag", "v2")
        let tree = try fixture.git("rev-parse", "HEAD^{tree}")
        try fixture.git("tag", "a-tree", tree)  // not a commit: left out
        let repository = try GitRepository(at: fixture.root)
        let tags = try repository.tags()
        #expect(tags.map(\.name) == ["v1", "zz-light-old", "nested", "v2", "light"])
        #expect(tags.map(\.sha) == [first, first, second, second, third])
    }

    @Test func treeListingKeepsOddPathsIntact() throws {
        let fixture = try GitSandbox()
        let names = [
            "plain.swift",
            "with space.swift",
            "tab\there.swift",
            "new\nline.swift",
            "\"quoted\" 'single'.swift",
            "back\\slash.swift",
            "Sources/Café/É.swift",
            "日本/語.swift",
            " leading space.swift",
        ]
        for (index, name) in names.enumerated() { try fixture.write(name, "// \(index)\n") }
        try fixture.write("tool.sh", "#!/bin/sh\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.root + "/tool.sh")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.root + "/link.swift", withDestinationPath: "plain.swift")
        let sha = try fixture.commit("odd names")
        let repository = try GitRepository(at: fixture.root)
        let (entries, skipped) = try repository.tree(of: sha)
        #expect(skipped == 0)
        #expect(Set(entries.map(\.path)) == Set(names + ["tool.sh", "link.swift"]))
        let byPath = Dictionary(uniqueKeysWithValues: entries.map { ($0.path, $0) })
        #expect(byPath["tool.sh"]?.mode == "100755")
        #expect(byPath["link.swift"]?.mode == "120000")
        #expect(byPath["plain.swift"]?.mode == "100644")
        for (index, name) in names.enumerated() {
            #expect(byPath[name]?.oid == GitObjectID.blob(Array("// \(index)\n".utf8)), "\(name)")
        }
        // From a subfolder the listing is still the whole tree.
        let fromSubfolder = try GitRepository(at: fixture.root + "/Sources")
        #expect(try fromSubfolder.tree(of: "HEAD").entries.count == entries.count)
    }

    @Test func submodulesAreSkippedAndCounted() throws {
        let fixture = try GitSandbox()
        let first = try fixture.commit("first", files: ["a.txt": "a"])
        try fixture.git("update-index", "--add", "--cacheinfo", "160000,\(first),sub")
        try fixture.git("update-index", "--add", "--cacheinfo", "160000,\(first),vendor/other")
        fixture.clock += 60
        try fixture.git("commit", "-q", "-m", "add submodules")
        let repository = try GitRepository(at: fixture.root)
        let (entries, skipped) = try repository.tree(of: "HEAD")
        #expect(entries.map(\.path) == ["a.txt"])
        #expect(skipped == 2)
    }

    @Test func aShallowCloneIsDetected() throws {
        let source = try GitSandbox()
        try source.commit("first", files: ["a.txt": "1"])
        try source.commit("second", files: ["a.txt": "2"])
        let third = try source.commit("third", files: ["a.txt": "3"])
        let clones = try GitSandbox(initialise: false)
        try clones.git("clone", "-q", "--depth", "1", "file://" + source.root, "shallow", in: clones.root)
        try clones.git("clone", "-q", "file://" + source.root, "full", in: clones.root)
        let shallow = try GitRepository(at: clones.root + "/shallow")
        #expect(try shallow.isShallow())
        #expect(try shallow.firstParentLine(from: "HEAD", maxCount: nil) == [third])
        #expect(try shallow.commit(third).parents.isEmpty)  // the boundary commit shows no parents
        #expect(try GitRepository(at: clones.root + "/full").isShallow() == false)
        #expect(try GitRepository(at: source.root).isShallow() == false)
    }

    @Test func dirtyMeansTrackedChangesOnly() throws {
        let fixture = try GitSandbox()
        try fixture.commit("first", files: ["a.txt": "1", "b.txt": "b"])
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.isDirty() == false)
        try fixture.write("untracked.txt", "new")
        #expect(try repository.isDirty() == false)
        try fixture.write("a.txt", "changed")
        #expect(try repository.isDirty())
        try fixture.git("add", "a.txt")
        #expect(try repository.isDirty())  // staged counts too
        try fixture.git("reset", "-q", "--hard")
        try FileManager.default.removeItem(atPath: fixture.root + "/b.txt")
        #expect(try repository.isDirty())  // so does a deletion
    }

    @Test func mergeBaseWithTheDefaultBranch() throws {
        let (fixture, a, _, _, f2, m) = try mergedHistory()
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.defaultBranch() == "main")
        #expect(try repository.defaultBranchMergeBase(with: m) == m)
        try fixture.git("checkout", "-q", "-b", "topic", a)
        let topic = try fixture.commit("topic work", files: ["t.txt": "t"])
        #expect(try repository.defaultBranchMergeBase(with: topic) == a)
        #expect(try repository.defaultBranchMergeBase(with: f2) == f2)

        // A clone compares with origin/HEAD's branch.
        try fixture.git("checkout", "-q", "main")
        let clones = try GitSandbox(initialise: false)
        try clones.git("clone", "-q", "file://" + fixture.root, "clone", in: clones.root)
        let clone = clones.root + "/clone"
        try clones.git("checkout", "-q", "-b", "work", "origin/topic", in: clone)
        try clones.git("branch", "-q", "-D", "main", in: clone)
        let cloned = try GitRepository(at: clone)
        #expect(try cloned.defaultBranch() == "origin/main")
        #expect(try cloned.defaultBranchMergeBase(with: "HEAD") == a)
    }

    @Test func noDefaultBranchMeansNoMergeBase() throws {
        let fixture = try GitSandbox()
        try fixture.git("checkout", "-q", "-b", "trunk")
        let sha = try fixture.commit("first", files: ["a.txt": "1"])
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.defaultBranch() == nil)
        #expect(try repository.defaultBranchMergeBase(with: sha) == nil)
    }

    @Test func unrelatedHistoriesHaveNoMergeBase() throws {
        let fixture = try GitSandbox()
        try fixture.commit("main root", files: ["a.txt": "1"])
        try fixture.git("checkout", "-q", "--orphan", "other")
        let other = try fixture.commit("other root", files: ["b.txt": "2"])
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.defaultBranchMergeBase(with: other) == nil)
    }

    /// Reading a repository must not run what its own configuration names: a
    /// `core.fsmonitor` hook is the commonest, and `status` would run it.
    @Test func theRepositorysOwnFileSystemMonitorIsNeverRun() throws {
        let fixture = try GitSandbox()
        try fixture.commit("first", files: ["A.swift": "struct A {}\n"])
        let marker = fixture.root + "/ran"
        let hook = fixture.root + "/monitor.sh"
        try Data("#!/bin/sh\ntouch '\(marker)'\n".utf8).write(to: URL(fileURLWithPath: hook))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        try fixture.git("config", "core.fsmonitor", hook)
        try fixture.write("A.swift", "struct A { let changed = 1 }\n")
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.isDirty())
        _ = try repository.renames(from: "HEAD", to: nil)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    /// Nor a hook, an external diff, a textconv filter or a pager it names, through every
    /// git call that reads changes.
    @Test func theRepositorysOwnHooksDiffHelpersAndPagerAreNeverRun() throws {
        let fixture = try GitSandbox()
        let marker = fixture.root + "/ran"
        let helper = fixture.root + "/helper.sh"
        try Data("#!/bin/sh\ntouch '\(marker)'\ncat \"$1\" 2>/dev/null\nexit 0\n".utf8).write(
            to: URL(fileURLWithPath: helper))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: helper)
        try fixture.commit("first", files: ["A.swift": "struct A {}\n", ".gitattributes": "*.swift diff=evil\n"])
        for (key, value) in [
            ("diff.external", helper), ("diff.evil.textconv", helper), ("diff.evil.command", helper),
            ("core.pager", helper), ("pager.diff", helper), ("pager.log", helper),
        ] {
            try fixture.git("config", key, value)
        }
        try FileManager.default.createDirectory(atPath: fixture.root + "/.git/hooks", withIntermediateDirectories: true)
        for hook in ["post-checkout", "post-index-change", "reference-transaction"] {
            try FileManager.default.copyItem(atPath: helper, toPath: fixture.root + "/.git/hooks/" + hook)
        }
        try fixture.commit("second", files: ["B.swift": "struct A {}\n"])
        try? FileManager.default.removeItem(atPath: marker)
        try fixture.write("B.swift", "struct B { let changed = 1 }\n")
        // A file touched, not changed: `status` refreshes the index, which runs the
        // `post-index-change` hook unless hooks are off.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: fixture.root + "/A.swift")
        let repository = try GitRepository(at: fixture.root)
        let head = try repository.resolve("HEAD")
        _ = try repository.isDirty()
        _ = try repository.renames(from: "HEAD~1", to: head)
        _ = try repository.renames(from: "HEAD", to: nil)
        _ = try repository.renamesAlongFirstParent(of: head)
        _ = try repository.firstParentLine(from: head, maxCount: nil)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func aRevisionBeyondAShallowClonesDepthSaysTheCloneIsShallow() throws {
        let origin = try GitSandbox()
        try origin.commit("one", files: ["a.txt": "1"])
        try origin.commit("two", files: ["a.txt": "2"])
        let clone = try GitSandbox(initialise: false)
        try clone.git("clone", "-q", "--depth", "1", "file://" + origin.root, "repo")
        let repository = try GitRepository(at: clone.root + "/repo")
        #expect(throws: GitError.unknownRevisionInShallowClone("HEAD~1")) { try repository.resolve("HEAD~1") }
        #expect(throws: GitError.unknownRevision("HEAD~2")) { try GitRepository(at: origin.root).resolve("HEAD~2") }
        // A full sha of a commit the clone never fetched (a recorded run's, a pasted one) too.
        let first = try origin.sha("HEAD~1")
        #expect(throws: GitError.unknownRevisionInShallowClone(first)) { try repository.commit(first) }
        #expect(throws: GitError.unknownRevisionInShallowClone(first)) { try repository.commits([first]) }
    }
}
