import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `git` for the repository adapter: the executable found once on PATH, a
/// sanitised environment, input fed through a socket (so a git that exits early
/// cannot kill us with SIGPIPE), stdout and stderr drained concurrently.
enum GitProcess {
    /// Options for every invocation: no signature verification output mixed
    /// into `log`, no colour, no quoting of paths; and nothing the repository's own
    /// configuration names is run (reading a repository must not execute it): no
    /// file-system monitor, no hooks, no external diff, no pager, no `ext::` remote (a
    /// shell command as a URL), no signing program on push. The programs whose names
    /// vary (filter drivers, credential helpers, ssh) are overridden per repository
    /// (see ``RepositoryPrograms``).
    static let globalOptions = [
        "-c", "log.showSignature=false", "-c", "color.ui=never", "-c", "core.quotePath=false",
        "-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "diff.external=", "-c", "core.pager=cat",
        "-c", "protocol.ext.allow=never", "-c", "push.gpgSign=false",
    ]

    /// The environment for git run in `directory`: ``environment`` with the overrides of
    /// the programs that repository's configuration names, read once per folder.
    static func environment(for directory: String) -> [String: String] {
        let programs = programsByFolder.withLock { $0[directory] }
        if let programs { return programs.applied(to: environment) }
        let found = RepositoryPrograms(entries: configuredPrograms(in: directory), environment: environment)
        programsByFolder.withLock { $0[directory] = found }
        return found.applied(to: environment)
    }

    private static let programsByFolder = Guarded<[String: RepositoryPrograms]>([:])

    /// Every configured key naming a program, with its scope. `git config` runs nothing;
    /// a folder that is no repository (or a git that fails) lists none, and the command
    /// that follows reports the problem.
    private static func configuredPrograms(in directory: String) -> [RepositoryPrograms.Entry] {
        guard let executable = executablePath else { return [] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["config", "--null", "--show-scope", "--get-regexp", RepositoryPrograms.keyPattern]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let out = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { return [] }
        let listed = FileDescriptorIO.readToEnd(out.fileHandleForReading.fileDescriptor)
        let status = Running(process: process, exited: exited).waitForExit()
        return status == 0 ? RepositoryPrograms.entries(listed: listed) : []
    }

    /// The caller's environment minus variables that would point git at another
    /// repository (archhist may run inside a hook), plus: never take optional
    /// locks (`status` must not write the index), never prompt, never fetch
    /// missing objects of a partial clone behind our back (git 2.44+), and
    /// English messages.
    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        for key in [
            "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
            "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX", "GIT_EXTERNAL_DIFF", "GIT_PAGER",
        ] {
            environment[key] = nil
        }
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        environment["LC_ALL"] = "C"
        return environment
    }()

    /// The `git` executable on PATH, looked up once.
    static let executablePath: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String

        /// stdout as text without the final newline.
        var line: String {
            var text = String(decoding: stdout, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }
    }

    static func commandLine(_ arguments: [String]) -> String {
        "git " + arguments.joined(separator: " ")
    }

    /// A started git process. Wait for it with ``waitForExit()``, not
    /// `Process.waitUntilExit()`, which on Linux polls its run loop every 50 ms
    /// and so adds tens of milliseconds to every short git command.
    struct Running {
        let process: Process
        private let exited: DispatchSemaphore

        init(process: Process, exited: DispatchSemaphore) {
            self.process = process
            self.exited = exited
        }

        /// Blocks until the process has ended; returns its exit status.
        @discardableResult
        func waitForExit() -> Int32 {
            exited.wait()
            exited.signal()  // later waits return at once
            // The process has ended, so this returns at once; it also drops the run
            // loop source through which Foundation's Process retains itself. Without
            // it, every git run kept its Process and the descriptors of its pipes
            // open until the program ended.
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// Starts git with `arguments` in `directory`; stdin is empty unless given.
    /// `yielding`: git runs at the lowest CPU priority (see `run`).
    static func launch(
        _ arguments: [String], in directory: String, stdin: FileHandle?, stdout: Pipe, stderr: Pipe,
        yielding: Bool = false
    ) throws(GitError) -> Running {
        guard let executable = executablePath else { throw GitError.gitNotFound }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = globalOptions + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment(for: directory)
        process.standardInput = stdin ?? FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) || !isFolder.boolValue {
                throw GitError.notARepository(path: directory)
            }
            throw GitError.failed(command: commandLine(arguments), status: -1, stderr: "\(error)")
        }
        if yielding {
            // Set before git has read its index, so the threads it starts for the
            // work tree inherit it. Failing to set it changes nothing but speed.
            #if canImport(Glibc)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(process.processIdentifier), 19)
            #else
            _ = setpriority(PRIO_PROCESS, id_t(process.processIdentifier), 19)
            #endif
        }
        return Running(process: process, exited: exited)
    }

    /// Runs git to completion and collects what it printed. A non-zero exit is
    /// not an error here: callers decide what each status means.
    ///
    /// `yielding`: git runs at the lowest CPU priority, for a question asked beside
    /// CPU-bound work whose answer is needed only once that work is done: git then
    /// takes the cores the work leaves idle rather than slowing it down.
    static func run(
        _ arguments: [String], in directory: String, input: [UInt8]? = nil, yielding: Bool = false
    ) throws(GitError) -> Output {
        let out = Pipe()
        let err = Pipe()
        var channel: InputChannel?
        if input != nil {
            guard let opened = InputChannel() else {
                throw GitError.failed(
                    command: commandLine(arguments), status: -1, stderr: "cannot create a socket pair: errno \(errno)")
            }
            channel = opened
        }
        let process: Running
        do {
            process = try launch(
                arguments, in: directory, stdin: channel?.childHandle, stdout: out, stderr: err, yielding: yielding)
        } catch {
            channel?.closeChildEnd()
            channel?.closeParentEnd()
            throw error
        }
        channel?.closeChildEnd()
        let errors = StreamCollector(out: err.fileHandleForReading, limit: 64 * 1024)
        if let channel, let input {
            // Write on another thread: git may start answering before it has read
            // everything, and neither side must block on a full pipe.
            let writer = InputWriter(channel: channel, bytes: input)
            writer.start()
            let data = FileDescriptorIO.readToEnd(out.fileHandleForReading.fileDescriptor)
            writer.wait()
            let status = process.waitForExit()
            return Output(status: status, stdout: data, stderr: errors.text())
        }
        let data = FileDescriptorIO.readToEnd(out.fileHandleForReading.fileDescriptor)
        let status = process.waitForExit()
        return Output(status: status, stdout: data, stderr: errors.text())
    }

    /// Runs git and insists on exit status 0.
    static func check(
        _ arguments: [String], in directory: String, input: [UInt8]? = nil, yielding: Bool = false
    ) throws(GitError) -> Output {
        let output = try run(arguments, in: directory, input: input, yielding: yielding)
        guard output.status == 0 else {
            throw GitError.failed(command: commandLine(arguments), status: output.status, stderr: output.stderr)
        }
        return output
    }
}

/// A value shared between threads behind a lock.
// @unchecked: `value` is reached only through `withLock`.
final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// read(2)/write(2) loops that retry on EINTR.
enum FileDescriptorIO {
    static func readToEnd(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { Self.read(fd, $0.baseAddress!, chunk) }
            if count <= 0 { break }
            result.append(contentsOf: buffer[0..<count])
        }
        return result
    }

    /// One read(2); 0 at end of file, -1 on error (EINTR retried).
    static func read(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        while true {
            #if canImport(Glibc)
            let n = Glibc.read(fd, pointer, count)
            #elseif canImport(Musl)
            let n = Musl.read(fd, pointer, count)
            #else
            let n = Darwin.read(fd, pointer, count)
            #endif
            if n < 0 && errno == EINTR { continue }
            return n
        }
    }
}

/// The parent's end of a socket pair whose other end becomes the child's stdin.
/// Writes use MSG_NOSIGNAL (SO_NOSIGPIPE on Darwin): a child that exits early
/// makes writes fail with EPIPE instead of killing this process.
// @unchecked: one thread at a time owns each end: the writer the parent's until its owner waits for it.
final class InputChannel: @unchecked Sendable {
    private(set) var parent: Int32
    private var child: Int32
    let childHandle: FileHandle

    init?() {
        var fds: [Int32] = [-1, -1]
        #if canImport(Darwin)
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var on: Int32 = 1
        _ = setsockopt(fds[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #else
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0 else {
            return nil
        }
        #endif
        parent = fds[0]
        child = fds[1]
        childHandle = FileHandle(fileDescriptor: fds[1], closeOnDealloc: false)
    }

    deinit {
        closeChildEnd()
        closeParentEnd()
    }

    func closeChildEnd() {
        if child >= 0 {
            _ = systemClose(child)
            child = -1
        }
    }

    func closeParentEnd() {
        if parent >= 0 {
            _ = systemClose(parent)
            parent = -1
        }
    }

    /// Writes every byte; false when the child has gone away.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard parent >= 0, var pointer = bytes.baseAddress else { return bytes.isEmpty }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Darwin)
            let n = Darwin.write(parent, pointer, remaining)
            #else
            let n = send(parent, pointer, remaining, Int32(MSG_NOSIGNAL))
            #endif
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            remaining -= n
            pointer += n
        }
        return true
    }

    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { write($0) }
    }
}

func systemClose(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    return Glibc.close(fd)
    #elseif canImport(Musl)
    return Musl.close(fd)
    #else
    return Darwin.close(fd)
    #endif
}

/// Feeds a child's stdin from a thread of its own, then closes it.
// @unchecked: its fields are immutable; the channel is its thread's until `wait` returns.
private final class InputWriter: @unchecked Sendable {
    private let channel: InputChannel
    private let bytes: [UInt8]
    private let done = DispatchSemaphore(value: 0)

    init(channel: InputChannel, bytes: [UInt8]) {
        self.channel = channel
        self.bytes = bytes
    }

    func start() {
        Thread.detachNewThread { [self] in
            _ = channel.write(bytes)
            channel.closeParentEnd()
            done.signal()
        }
    }

    func wait() { done.wait() }
}

/// Drains a stream (a child's stderr) on a thread of its own so the child can
/// never block on it; keeps at most `limit` bytes, the last ones.
// @unchecked: `data` is touched only under `lock`, the rest is immutable or a semaphore.
final class StreamCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [UInt8] = []
    private let limit: Int
    private let done = DispatchSemaphore(value: 0)

    /// The collector holds `stream` until it has read it to the end: its
    /// descriptor is not closed, and so not reused for another file, under it.
    init(out stream: FileHandle, limit: Int) {
        self.limit = limit
        Thread.detachNewThread { [self] in
            let fd = stream.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { FileDescriptorIO.read(fd, $0.baseAddress!, 4096) }
                if count <= 0 { break }
                lock.lock()
                data.append(contentsOf: buffer[0..<count])
                if data.count > limit { data.removeFirst(data.count - limit) }
                lock.unlock()
            }
            done.signal()
            withExtendedLifetime(stream) {}
        }
    }

    /// Everything collected once the stream has ended.
    func text() -> String {
        done.wait()
        return snapshot()
    }

    /// Waits up to `timeout` seconds for the stream to end, then returns what was collected.
    func text(waitingAtMost timeout: Double) -> String {
        _ = done.wait(timeout: .now() + timeout)
        return snapshot()
    }

    private func snapshot() -> String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
