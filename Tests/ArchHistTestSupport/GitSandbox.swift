import Foundation

/// A throwaway git repository in a temporary folder, driven by the real git: write
/// files, commit, run any git command. Identity and dates come from the environment of
/// each git run and the global and system configuration are ignored, so nothing depends
/// on the machine. Each sandbox has a folder of its own (see `TemporaryTree`), removed
/// when the sandbox is released; a sandbox is not shared between tests.
public final class GitSandbox {
    /// How the commit dates move.
    public struct Clock: Sendable {
        /// The date before the first step, unix seconds.
        public var start: Int64
        /// How far the dates move before each `commit`.
        public var stepPerCommit: Int64
        /// How far the dates move before each git run.
        public var stepPerGitRun: Int64

        public init(start: Int64, stepPerCommit: Int64, stepPerGitRun: Int64) {
            self.start = start
            self.stepPerCommit = stepPerCommit
            self.stepPerGitRun = stepPerGitRun
        }

        /// From 2023-11-14, a minute per commit: the dates of a test follow its commits.
        public static let minutePerCommit = Clock(start: 1_700_000_000, stepPerCommit: 60, stepPerGitRun: 0)
        /// From 2026-05-28, an hour per git run: a history spread over days and weeks.
        public static let hourPerGitRun = Clock(start: 1_780_000_000, stepPerCommit: 0, stepPerGitRun: 3_600)
    }

    /// The folder, which is the repository unless made with `initialise: false`.
    public let folder: TemporaryTree
    private let steps: Clock
    /// Author and committer date of the next git run, unix seconds.
    public var clock: Int64

    /// The repository's folder, symbolic links resolved.
    public var root: String { folder.path }

    /// An empty repository on branch `main`; with `initialise: false`, an empty folder
    /// (to clone into, or to run `git init` in as the test wants).
    public init(initialise: Bool = true, clock: Clock = .minutePerCommit) throws {
        folder = try TemporaryTree()
        steps = clock
        self.clock = clock.start
        if initialise { try git("init", "-q", "-b", "main") }
    }

    /// Writes `text` at `path` in the repository, making the folders on the way.
    public func write(_ path: String, _ text: String) throws {
        try folder.write(path, text)
    }

    /// Writes `bytes` at `path` in the repository, making the folders on the way.
    public func write(_ path: String, _ bytes: [UInt8]) throws {
        try folder.write(path, bytes)
    }

    /// Copies every entry of the folder at `source` into the repository.
    public func copy(contentsOf source: String) throws {
        for item in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: root + "/" + item)
        }
    }

    /// Writes `files`, stages everything and commits; returns the new commit's sha.
    @discardableResult
    public func commit(_ message: String, files: [String: String] = [:]) throws -> String {
        for (path, text) in files { try write(path, text) }
        clock += steps.stepPerCommit
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    /// The sha of the commit `revision` names.
    public func sha(_ revision: String) throws -> String {
        try git("rev-parse", "--verify", revision + "^{commit}")
    }

    /// Runs git in `directory` (the repository by default); returns its output without
    /// the final newlines.
    @discardableResult
    public func git(_ arguments: String..., in directory: String? = nil) throws -> String {
        try run(Array(arguments), in: directory)
    }

    /// Runs git in `directory` (the repository by default); returns its output without
    /// the final newlines.
    @discardableResult
    public func run(_ arguments: [String], in directory: String? = nil) throws -> String {
        clock += steps.stepPerGitRun
        let result = try GitRunner.run(arguments, in: directory ?? root, environment: environment())
        guard result.status == 0 else {
            let said = String(decoding: result.errors, as: UTF8.self)
            throw GitSandboxError(message: "git \(arguments.joined(separator: " ")) failed: " + said)
        }
        var text = String(decoding: result.output, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The environment of every git run: fixed identity and dates, no global config.
    public func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("GIT_") { environment[key] = nil }
        let date = "\(clock) +0000"
        environment["GIT_AUTHOR_NAME"] = "Ada Author"
        environment["GIT_AUTHOR_EMAIL"] = "ada@example.com"
        environment["GIT_COMMITTER_NAME"] = "Cy Committer"
        environment["GIT_COMMITTER_EMAIL"] = "cy@example.com"
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["LC_ALL"] = "C"
        return environment
    }
}

/// A git run of a sandbox that failed, with what git said.
public struct GitSandboxError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
