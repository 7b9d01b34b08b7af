import ArchHistCore
import Foundation

/// The notes ref `refs/notes/archhist` of a remote, through the user's git: `fetch`
/// and `push` are git's own, so its authentication, proxies and credential helpers
/// apply and archhist never speaks a network protocol. Objects are read through one
/// `git cat-file --batch` and written through one `git fast-import`.
public final class GitNotesRemote: NotesRemote {
    /// The ref on the remote, and the local one `git notes --ref archhist` reads.
    public static let notesRef = "refs/notes/archhist"
    public let root: String
    public let remote: String
    /// Where the remote's ref is fetched, and where a notes commit is written before it
    /// is pushed: refs of this instance alone, so that runners pushing at once from one
    /// clone neither fail to lock a shared ref nor push each other's commit (and report
    /// runs that never reached the remote). Removed when the instance goes; a killed
    /// process leaves them, and the next fetch removes them (``removeStaleRefs(now:)``).
    /// Named `refs/archhist/tmp/<pid>-<start time>-<random>/…`.
    let fetchedRef: String
    let outgoingRef: String
    private var reader: BlobReader?

    public init(root: String, remote: String) {
        self.root = root
        self.remote = remote
        let started = Int(Date().timeIntervalSince1970)
        let own = "\(Self.tmpRefs)\(getpid())-\(started)-\(UInt32.random(in: 0...UInt32.max))"
        fetchedRef = own + "/fetched"
        outgoingRef = own + "/outgoing"
    }

    deinit {
        // Best effort: a ref left behind by a killed process holds nothing anyone reads.
        for ref in [fetchedRef, outgoingRef] {
            _ = try? runRetryingLocks(["update-ref", "-d", ref])
        }
    }

    /// Where each instance keeps its own refs.
    static let tmpRefs = "refs/archhist/tmp/"

    public func fetch() throws -> String? {
        removeStaleRefs(now: Int(Date().timeIntervalSince1970))
        // The programs named explicitly: a repository's `remote.<name>.uploadpack` would
        // run on this machine for a remote reached by path.
        let arguments = [
            "fetch", "--quiet", "--no-tags", "--no-write-fetch-head", "--no-recurse-submodules",
            "--upload-pack=git-upload-pack", remote, "+\(Self.notesRef):\(fetchedRef)",
        ]
        let output = try runRetryingLocks(arguments)
        if output.status != 0 {
            if output.stderr.contains("couldn't find remote ref") {
                _ = try runRetryingLocks(["update-ref", "-d", fetchedRef])
                return nil
            }
            throw failure(arguments, output)
        }
        return try GitProcess.check(["rev-parse", "--verify", fetchedRef + "^{commit}"], in: root).line
    }

    public func listing(of commit: String) throws -> [String: String] {
        let output = try GitProcess.check(["ls-tree", "-r", "-z", "--full-tree", commit], in: root)
        var files: [String: String] = [:]
        // `<mode> SP <type> SP <oid> TAB <path> NUL`
        for record in output.stdout.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let head = record[record.startIndex..<tab].split(separator: UInt8(ascii: " "))
            guard head.count == 3, head[1].elementsEqual("blob".utf8) else { continue }
            files[String(decoding: record[(tab + 1)...], as: UTF8.self)] = String(decoding: head[2], as: UTF8.self)
        }
        return files
    }

    public func read(_ oids: [String]) throws -> [[UInt8]] {
        if oids.isEmpty { return [] }
        let reader = try self.reader ?? BlobReader(repository: root)
        self.reader = reader
        return try reader.read(oids)
    }

    public func sizes(_ oids: [String]) throws -> [Int] {
        if oids.isEmpty { return [] }
        let input = Array(oids.map { $0 + "\n" }.joined().utf8)
        let output = try GitProcess.check(["cat-file", "--batch-check"], in: root, input: input)
        // `<oid> <type> <size>` a line, or `<oid> missing`.
        let lines = output.stdout.split(separator: UInt8(ascii: "\n"))
        guard lines.count == oids.count else {
            throw GitError.failed(
                command: "git cat-file --batch-check", status: output.status,
                stderr: "\(lines.count) answers for \(oids.count) objects")
        }
        return try zip(oids, lines).map { oid, line throws(GitError) in
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count == 3, let size = Int(String(decoding: fields[2], as: UTF8.self)) else {
                throw GitError.missingObject(oid)
            }
            return size
        }
    }

    public func write(base: String?, merging: String?, files: [NotesFile], message: String) throws -> String {
        var stream: [UInt8] = []
        func line(_ text: String) { stream.append(contentsOf: Array((text + "\n").utf8)) }
        func data(_ bytes: [UInt8]) {
            line("data \(bytes.count)")
            stream.append(contentsOf: bytes)
            stream.append(UInt8(ascii: "\n"))
        }
        line("commit \(outgoingRef)")
        line("committer archhist <archhist@invalid> now")
        data(Array(message.utf8))
        // Without `from`, the commit has no parent: a new history.
        if let base { line("from \(base)") }
        if let merging { line("merge \(merging)") }
        for file in files {
            line("M 100644 inline \(file.path)")
            data(file.content)
        }
        line("done")
        _ = try GitProcess.check(
            ["fast-import", "--quiet", "--force", "--done", "--date-format=now"], in: root, input: stream)
        return try GitProcess.check(["rev-parse", "--verify", outgoingRef + "^{commit}"], in: root).line
    }

    public func push(_ commit: String) throws -> Bool {
        let arguments = [
            "push", "--quiet", "--no-verify", "--recurse-submodules=no", "--receive-pack=git-receive-pack", remote,
            "\(commit):\(Self.notesRef)",
        ]
        let output = try GitProcess.run(arguments, in: root)
        if output.status == 0 { return true }
        let said = output.stderr
        if said.contains("non-fast-forward") || said.contains("fetch first") || said.contains("[rejected]")
            || said.contains("cannot lock ref") || said.contains("failed to update ref")
        {
            return false
        }
        throw failure(arguments, output)
    }

    /// A fetch or push that failed, in words (`RemoteFailure`).
    private func failure(_ arguments: [String], _ output: GitProcess.Output) -> GitError {
        let names = (try? GitProcess.run(["remote"], in: root))?.stdout ?? []
        return RemoteFailure.error(
            remote: remote,
            knownRemotes: names.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) },
            command: GitProcess.commandLine(arguments), status: output.status, said: output.stderr)
    }

    public func localNotes() throws -> String? {
        let output = try GitProcess.run(["rev-parse", "--verify", "--quiet", Self.notesRef + "^{commit}"], in: root)
        return output.status == 0 && !output.line.isEmpty ? output.line : nil
    }

    public func setLocalNotes(_ commit: String) throws {
        let arguments = ["update-ref", Self.notesRef, commit]
        let output = try runRetryingLocks(arguments)
        guard output.status == 0 else {
            throw GitError.failed(
                command: GitProcess.commandLine(arguments), status: output.status, stderr: output.stderr)
        }
    }

    public func isAncestor(_ ancestor: String, of commit: String) throws -> Bool {
        try GitProcess.run(["merge-base", "--is-ancestor", ancestor, commit], in: root).status == 0
    }

    public func lookup(_ paths: [String], in commit: String) throws -> [String: String] {
        if paths.isEmpty { return [:] }
        // `<commit>:<path>` a line: git walks the tree to each path alone (a fan-out
        // folder, then the entry), never the whole tree.
        let asked = paths.map { "\(commit):\($0)" }
        let input = Array(asked.map { $0 + "\n" }.joined().utf8)
        let output = try GitProcess.check(["cat-file", "--batch-check"], in: root, input: input)
        // `<oid> <type> <size>` a line, or `<commit>:<path> missing`.
        let lines = output.stdout.split(separator: UInt8(ascii: "\n"))
        guard lines.count == paths.count else {
            throw GitError.failed(
                command: "git cat-file --batch-check", status: output.status,
                stderr: "\(lines.count) answers for \(paths.count) paths")
        }
        var found: [String: String] = [:]
        for (path, line) in zip(paths, lines) {
            let fields = line.split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            found[path] = String(decoding: fields[0], as: UTF8.self)
        }
        return found
    }

    public func historyLength(of commit: String, upTo limit: Int) throws -> Int {
        let output = try GitProcess.check(["rev-list", "--count", "--max-count=\(limit)", commit], in: root)
        return Int(output.line) ?? 0
    }

    public func compacted(_ commit: String, message: String) throws -> String {
        try GitProcess.check(
            [
                "-c", "user.name=archhist", "-c", "user.email=archhist@invalid", "commit-tree", "-m", message,
                commit + "^{tree}",
            ], in: root
        ).line
    }

    public func replace(_ expected: String?, with commit: String) throws -> Bool {
        let arguments = [
            "push", "--quiet", "--no-verify", "--recurse-submodules=no", "--receive-pack=git-receive-pack",
            "--force-with-lease=\(Self.notesRef):\(expected ?? "")", remote, "\(commit):\(Self.notesRef)",
        ]
        let output = try GitProcess.run(arguments, in: root)
        if output.status == 0 { return true }
        let said = output.stderr
        if said.contains("stale info") || said.contains("[rejected]") || said.contains("cannot lock ref")
            || said.contains("failed to update ref")
        {
            return false
        }
        throw failure(arguments, output)
    }

    /// Removes the refs other instances left behind: those of a process that no longer
    /// runs, or that started more than an hour ago (its id may now be another's). Best
    /// effort: a ref another process removes meanwhile is no failure.
    func removeStaleRefs(now: Int) {
        guard
            let output = try? GitProcess.run(
                ["for-each-ref", "--format=%(refname)", Self.tmpRefs], in: root),
            output.status == 0
        else { return }
        let stale = output.stdout.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
            .filter { ref in
                let owner = ref.dropFirst(Self.tmpRefs.count).prefix { $0 != "/" }
                return Self.isStale(owner: String(owner), now: now)
            }
        if stale.isEmpty { return }
        let commands = stale.map { "delete \($0)\n" }.joined()
        _ = try? GitProcess.run(["update-ref", "--stdin"], in: root, input: Array(commands.utf8))
    }

    /// Whether the instance named `<pid>-<start time>-<random>` (or `<pid>-<random>`, as
    /// archhist named them before) is gone: its process no longer runs, or it started
    /// more than an hour before `now`.
    static func isStale(owner: String, now: Int) -> Bool {
        let parts = owner.split(separator: "-")
        guard parts.count == 2 || parts.count == 3, let pid = Int32(parts[0]), pid > 0 else { return false }
        if parts.count == 3 {
            guard let started = Int(parts[1]) else { return false }
            if now - started > 3600 { return true }
        }
        // Signal 0 sends nothing: it asks whether the process exists (EPERM: it does, another user's).
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Runs git; while it fails because another git of this clone holds a lock (a ref's,
    /// `packed-refs`', `shallow`'s), waits a little and tries again.
    private func runRetryingLocks(_ arguments: [String]) throws -> GitProcess.Output {
        var output = try GitProcess.run(arguments, in: root)
        for attempt in 1...20 where output.status != 0 && Self.isLockContention(output.stderr) {
            Thread.sleep(forTimeInterval: Double.random(in: 0.01...0.05) * Double(min(attempt, 5)))
            output = try GitProcess.run(arguments, in: root)
        }
        return output
    }

    static func isLockContention(_ said: String) -> Bool {
        said.contains("cannot lock ref") || said.contains(".lock': File exists") || said.contains("Unable to create")
    }
}
