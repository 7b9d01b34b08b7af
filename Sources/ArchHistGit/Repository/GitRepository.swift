import ArchHistSupport
import Foundation

/// A git repository read through the `git` command: commits, history, tags and
/// trees come from git objects; nothing is ever checked out or written.
///
/// Every method runs one (occasionally two or three) short git processes and
/// is safe to call from any thread. File contents are read in bulk through a
/// ``BlobReader`` instead.
public final class GitRepository: Sendable {
    /// The top level of the work tree (symbolic links resolved), or the git
    /// directory itself for a bare repository.
    public let root: String
    /// True for a bare repository (no work tree; `isDirty()` is always false).
    public let isBare: Bool

    /// Opens the repository containing `path` (any folder inside the work tree).
    /// Throws ``GitError/notARepository(path:)`` when there is none.
    public init(at path: String) throws(GitError) {
        let top = try GitProcess.run(["rev-parse", "--show-toplevel"], in: path)
        if top.status == 0, !top.line.isEmpty {
            root = top.line
            isBare = false
            return
        }
        if top.stderr.contains("dubious ownership") {
            // git refuses repositories owned by someone else; its message says how to allow it.
            throw GitError.failed(command: "git rev-parse --show-toplevel", status: top.status, stderr: top.stderr)
        }
        let bare = try GitProcess.run(["rev-parse", "--is-bare-repository", "--absolute-git-dir"], in: path)
        let lines = bare.line.split(separator: "\n").map(String.init)
        guard bare.status == 0, lines.count == 2, lines[0] == "true" else {
            throw GitError.notARepository(path: path)
        }
        root = lines[1]
        isBare = true
    }

    // MARK: - Revisions

    /// The full sha of the commit `revision` names: a branch, tag, (short) sha,
    /// or an expression such as `HEAD~1`. Tags are peeled to their commit.
    public func resolve(_ revision: String) throws(GitError) -> String {
        guard Self.isPlausibleRevision(revision) else { throw GitError.unknownRevision(revision) }
        let output = try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
        if output.status == 0, !output.line.isEmpty { return output.line }
        if try hasNoCommits() { throw GitError.noCommits }
        throw try unknown(revision)
    }

    /// The commit HEAD points at (a branch or, detached, a commit); nil while
    /// the repository has no commits (unborn HEAD).
    public func head() throws(GitError) -> String? {
        let output = try git(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
        guard output.status == 0, !output.line.isEmpty else { return nil }
        return output.line
    }

    // MARK: - Commits

    /// One commit's metadata.
    public func commit(_ sha: String) throws(GitError) -> CommitInfo {
        guard let info = try commits([sha]).first else { throw try unknown(sha) }
        return info
    }

    /// Metadata of many commits with a single `git log --no-walk --stdin` run,
    /// in the order asked (duplicates answered each time). Anything but a full
    /// sha is resolved first.
    public func commits(_ shas: [String]) throws(GitError) -> [CommitInfo] {
        if shas.isEmpty { return [] }
        var full: [String] = []
        full.reserveCapacity(shas.count)
        for sha in shas {
            full.append(GitObjectID.isFullObjectID(sha) ? sha.lowercased() : try resolve(sha))
        }
        var unique: [String] = []
        var seen = Set<String>()
        for sha in full where seen.insert(sha).inserted { unique.append(sha) }

        let arguments = [
            "log", "--no-walk=unsorted", "--stdin", "-z", "--encoding=UTF-8",
            "--format=%H%x00%T%x00%P%x00%at%x00%ct%x00%s",
        ]
        let output = try git(arguments, input: Array(unique.map { $0 + "\n" }.joined().utf8))
        guard output.status == 0 else {
            try diagnoseMissingCommits(unique)
            throw GitError.failed(
                command: GitProcess.commandLine(arguments), status: output.status, stderr: output.stderr)
        }
        var fields = output.stdout.split(separator: 0, omittingEmptySubsequences: false)
        if fields.last?.isEmpty == true { fields.removeLast() }
        guard fields.count % 6 == 0 else {
            throw GitError.failed(
                command: GitProcess.commandLine(arguments), status: 0,
                stderr: "unexpected output: \(fields.count) fields, not a multiple of 6")
        }
        var bySha: [String: CommitInfo] = [:]
        var index = 0
        while index < fields.count {
            func text(_ offset: Int) -> String { String(decoding: fields[index + offset], as: UTF8.self) }
            let info = CommitInfo(
                sha: text(0),
                tree: text(1),
                parents: text(2).split(separator: " ").map(String.init),
                authorTime: Int64(text(3)) ?? 0,
                commitTime: Int64(text(4)) ?? 0,
                subject: text(5))
            bySha[info.sha] = info
            index += 6
        }
        var result: [CommitInfo] = []
        result.reserveCapacity(full.count)
        for sha in full {
            guard let info = bySha[sha] else { throw try unknown(sha) }
            result.append(info)
        }
        return result
    }

    /// The first-parent line from `sha` back to the root (or to a shallow
    /// boundary), newest first; merged branches' own commits are not on it.
    /// `maxCount` keeps only the newest that many.
    public func firstParentLine(from sha: String, maxCount: Int?) throws(GitError) -> [String] {
        if let maxCount, maxCount <= 0 { return [] }
        guard Self.isPlausibleRevision(sha) else { throw GitError.unknownRevision(sha) }
        var arguments = ["rev-list", "--first-parent"]
        if let maxCount { arguments.append("--max-count=\(maxCount)") }
        arguments += [sha, "--"]
        let output = try git(arguments)
        guard output.status == 0 else {
            _ = try resolve(sha)
            throw GitError.failed(
                command: GitProcess.commandLine(arguments), status: output.status, stderr: output.stderr)
        }
        return output.line.split(separator: "\n").map(String.init)
    }

    // MARK: - Tags

    /// Every tag, annotated or lightweight, peeled to the commit it names
    /// (tags of trees or blobs are left out), oldest commit first; tags on the
    /// same commit in name order.
    public func tags() throws(GitError) -> [(name: String, sha: String)] {
        let refs = try check(["for-each-ref", "--format=%(refname)", "refs/tags"]).line
            .split(separator: "\n").map(String.init)
        if refs.isEmpty { return [] }
        // One batch to peel them all, however deep (tags of tags included).
        let peeled = try check(
            ["cat-file", "--batch-check=%(objectname)"],
            input: Array(refs.map { $0 + "^{commit}\n" }.joined().utf8)
        ).line.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tags: [(name: String, sha: String)] = []
        for (ref, line) in zip(refs, peeled) where !line.contains(" ") && !line.isEmpty {
            tags.append((name: String(ref.dropFirst("refs/tags/".count)), sha: line))
        }
        var seen = Set<String>()
        let unique = tags.map(\.sha).filter { seen.insert($0).inserted }
        var times: [String: Int64] = [:]
        for info in try commits(unique) { times[info.sha] = info.commitTime }
        return tags.sorted { left, right in
            let (a, b) = (times[left.sha] ?? 0, times[right.sha] ?? 0)
            return a != b ? a < b : left.name < right.name
        }
    }

    // MARK: - Trees

    /// Every file of `commit`'s tree, whole repository, in git's order. Paths
    /// are read NUL-separated, so any name survives. Submodules (gitlinks) are
    /// not files: they are skipped and counted.
    public func tree(of commit: String) throws(GitError) -> (entries: [TreeEntry], skippedSubmodules: Int) {
        guard Self.isPlausibleRevision(commit) else { throw GitError.unknownRevision(commit) }
        let arguments = ["ls-tree", "-r", "-z", "--full-tree", commit]
        let output = try git(arguments)
        guard output.status == 0 else {
            _ = try resolve(commit)
            throw GitError.failed(
                command: GitProcess.commandLine(arguments), status: output.status, stderr: output.stderr)
        }
        var entries: [TreeEntry] = []
        var skipped = 0
        // Each record: "<mode> SP <type> SP <oid> TAB <path> NUL".
        for record in output.stdout.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let meta = record[record.startIndex..<tab].split(separator: UInt8(ascii: " "))
            guard meta.count == 3 else { continue }
            switch String(decoding: meta[1], as: UTF8.self) {
            case "blob":
                entries.append(
                    TreeEntry(
                        path: String(decoding: record[(tab + 1)...], as: UTF8.self),
                        mode: String(decoding: meta[0], as: UTF8.self),
                        oid: String(decoding: meta[2], as: UTF8.self)))
            case "commit":
                skipped += 1
            default:
                continue
            }
        }
        return (entries, skipped)
    }

    /// What `git ls-tree -r -t -z --full-tree` prints for `commit`: every file and
    /// every folder, each folder just before its contents. Nil when git fails (the
    /// caller reads the tree another way, which reports why).
    func treeWithFolders(of commit: String) -> [UInt8]? {
        guard Self.isPlausibleRevision(commit),
            let output = try? git(["ls-tree", "-r", "-t", "-z", "--full-tree", commit]), output.status == 0
        else { return nil }
        return output.stdout
    }

    /// A commit's tree as a ``SourceTree``, reading contents through `blobs`
    /// (a fresh reader of this repository when nil).
    public func commitTree(_ commit: String, blobs: SharedBlobReader? = nil) throws(GitError) -> CommitTree {
        try CommitTree(repository: self, commit: commit, blobs: blobs)
    }

    // MARK: - State

    /// True for a shallow clone (history cut off at a depth).
    public func isShallow() throws(GitError) -> Bool {
        try check(["rev-parse", "--is-shallow-repository"]).line == "true"
    }

    /// True when tracked files differ from HEAD, staged or not. Untracked files
    /// and submodules do not count; a bare repository is never dirty.
    ///
    /// Asked beside an analysis (`record` says when HEAD is not what is on disk),
    /// so git yields the CPU: it stats every tracked file, tens of milliseconds of
    /// CPU in a large tree, which should go to the cores the analysis leaves idle.
    public func isDirty() throws(GitError) -> Bool {
        if isBare { return false }
        let output = try GitProcess.check(
            ["status", "--porcelain", "-z", "--untracked-files=no", "--ignore-submodules=all"], in: root, yielding: true
        )
        return !output.stdout.isEmpty
    }

    /// The default branch to compare against: `origin/HEAD`'s target if the
    /// remote has one, else the first of `main`, `master`, `origin/main`,
    /// `origin/master` that exists; nil when none does.
    public func defaultBranch() throws(GitError) -> String? {
        let originHead = try git(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"])
        if originHead.status == 0, !originHead.line.isEmpty, try refExists(originHead.line) {
            return originHead.line
        }
        for candidate in ["main", "master", "origin/main", "origin/master"] where try refExists(candidate) {
            return candidate
        }
        return nil
    }

    /// The merge base of `sha` with the default branch (see ``defaultBranch()``);
    /// nil when there is no default branch or no common ancestor (for instance
    /// in a shallow clone).
    public func defaultBranchMergeBase(with sha: String) throws(GitError) -> String? {
        let commit = try resolve(sha)
        guard let branch = try defaultBranch() else { return nil }
        return try mergeBase(try resolve(branch), commit)
    }

    /// The best common ancestor of two commits; nil when they share none here (for
    /// instance in a shallow clone).
    public func mergeBase(_ first: String, _ second: String) throws(GitError) -> String? {
        let arguments = ["merge-base", first, second]
        let output = try git(arguments)
        switch output.status {
        case 0: return output.line.isEmpty ? nil : output.line
        case 1: return nil
        default:
            throw GitError.failed(
                command: GitProcess.commandLine(arguments), status: output.status, stderr: output.stderr)
        }
    }

    // MARK: - Helpers

    private func git(_ arguments: [String], input: [UInt8]? = nil) throws(GitError) -> GitProcess.Output {
        try GitProcess.run(arguments, in: root, input: input)
    }

    private func check(_ arguments: [String], input: [UInt8]? = nil) throws(GitError) -> GitProcess.Output {
        try GitProcess.check(arguments, in: root, input: input)
    }

    private func refExists(_ name: String) throws(GitError) -> Bool {
        let kind = name.hasPrefix("origin/") ? "refs/remotes/" : "refs/heads/"
        return try git(["rev-parse", "--verify", "--quiet", kind + name + "^{commit}"]).status == 0
    }

    /// No HEAD commit and no refs at all.
    private func hasNoCommits() throws(GitError) -> Bool {
        guard try head() == nil else { return false }
        return try git(["for-each-ref", "--count=1", "--format=%(refname)"]).line.isEmpty
    }

    /// Names the first of `shas` that is not a commit here, if any.
    private func diagnoseMissingCommits(_ shas: [String]) throws(GitError) {
        let output = try check(
            ["cat-file", "--batch-check=%(objecttype)"], input: Array(shas.map { $0 + "^{commit}\n" }.joined().utf8))
        let lines = output.line.split(separator: "\n", omittingEmptySubsequences: false)
        for (sha, line) in zip(shas, lines) where line != "commit" {
            throw try unknown(sha)
        }
    }

    /// The error for a revision that names no commit here: in a shallow clone it says
    /// so, and which fetch brings the commit in.
    private func unknown(_ revision: String) throws(GitError) -> GitError {
        try isShallow() ? .unknownRevisionInShallowClone(revision) : .unknownRevision(revision, near: near(revision))
    }

    /// The branches and tags (local, and remote-tracking without the remote's name) whose
    /// names are a typo away from `revision`; at most three, and only among the first
    /// 10,000 refs, so a repository with very many tags still answers at once.
    private func near(_ revision: String) -> [String] {
        guard
            let output = try? git([
                "for-each-ref", "--count=10000", "--format=%(refname:short)", "refs/heads", "refs/tags",
                "refs/remotes",
            ]).line
        else { return [] }
        var names: [String] = []
        var seen: Set<String> = []
        for line in output.split(separator: "\n") {
            let name = String(line)
            if name.hasSuffix("/HEAD") { continue }
            if seen.insert(name).inserted { names.append(name) }
        }
        return Array(Suggestions.nearest(to: revision, in: names).filter { $0 != revision }.prefix(3))
    }

    /// Revisions go on git's command line or stdin: refuse what git would read
    /// as an option or as several lines.
    static func isPlausibleRevision(_ revision: String) -> Bool {
        !revision.isEmpty && !revision.hasPrefix("-") && !revision.contains("\n") && !revision.contains("\0")
    }
}
