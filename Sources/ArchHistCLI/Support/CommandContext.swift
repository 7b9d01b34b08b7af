import ArchHistCore
import ArchHistSupport

/// What a command may use from the world, handed in by the composition root so
/// that tests can run commands in-process.
public struct CommandContext: Sendable {
    /// The folder relative paths are taken from.
    public var currentDirectory: String
    public var environment: [String: String]
    /// Today, from the clock the composition root chose.
    public var today: Day
    /// Now, in Unix seconds, from the same clock.
    public var now: Int64
    /// Whether standard error is a terminal (progress is shown only then).
    public var stderrIsTerminal: Bool
    /// Whether standard output is a terminal: what is unreadable there (an HTML page)
    /// is refused, and long listings are cut short unless asked for in full.
    public var stdoutIsTerminal = false
    /// Cores to scan on.
    public var workers: Int
    /// Where long work reports progress: standard error when it is a terminal,
    /// nowhere otherwise.
    public var progress: @Sendable (String) -> Void = { _ in }
    /// Takes memory that a one-shot process can leave to `exit` instead of freeing
    /// it (a tree's facts are millions of small allocations); in-process callers
    /// such as tests keep the default, which lets it go.
    public var keepUntilExit: @Sendable ([AnyObject]) -> Void = { _ in }

    public init(
        currentDirectory: String, environment: [String: String], now: Int64, stderrIsTerminal: Bool, workers: Int
    ) {
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.now = now
        self.today = Day(unixTime: now)
        self.stderrIsTerminal = stderrIsTerminal
        self.workers = workers
    }

    /// An absolute path for a path given on the command line.
    func resolve(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return PathNormalizer.normalize(joined)
    }
}

/// What a command produced: text for standard output, notes for standard error,
/// and the exit code.
public struct CommandOutput: Sendable {
    public var stdout: String
    public var stderr: String
    public var exitCode: ExitCode

    public init(stdout: String = "", stderr: String = "", exitCode: ExitCode = .ok) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }
}

enum PathNormalizer {
    /// Folds `.` and `..` components and duplicate slashes of an absolute path.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                _ = parts.popLast()
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `root` when it lies inside it.
    static func relative(_ path: String, to root: String) -> String? {
        if path == root { return "" }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
