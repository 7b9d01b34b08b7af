import Foundation

/// Reads objects (blobs, and trees and commits for listings and metadata)
/// through one long-running `git cat-file --batch` process: each ``read(_:)``
/// writes an object id and reads the answer (`<oid> <type> <size>\n`, the
/// bytes, `\n`) through a buffer.
///
/// Not thread-safe: one thread at a time (it is deliberately not `Sendable`).
/// To share one between threads, use ``SharedBlobReader``, which adds a lock.
/// The git process ends on ``close()`` or when the reader is deinitialised.
public final class BlobReader {
    private static let command = "git cat-file --batch"
    private static let bufferSize = 64 * 1024

    private let process: GitProcess.Running
    private let input: InputChannel
    private let outputPipe: Pipe
    private let errorPipe: Pipe  // kept open while the collector reads it
    private let output: Int32
    private let errors: StreamCollector
    private let buffer: UnsafeMutablePointer<UInt8>
    private var start = 0
    private var end = 0
    private var failure: GitError?
    private var isClosed = false

    /// Starts `git cat-file --batch` in the repository at `root`.
    public init(repository root: String) throws(GitError) {
        guard let channel = InputChannel() else {
            throw GitError.failed(
                command: Self.command, status: -1, stderr: "cannot create a socket pair: errno \(errno)")
        }
        let out = Pipe()
        let err = Pipe()
        let process: GitProcess.Running
        do {
            process = try GitProcess.launch(
                ["cat-file", "--batch"], in: root, stdin: channel.childHandle, stdout: out, stderr: err)
        } catch {
            channel.closeChildEnd()
            channel.closeParentEnd()
            throw error
        }
        channel.closeChildEnd()
        self.process = process
        self.input = channel
        self.outputPipe = out
        self.errorPipe = err
        self.output = out.fileHandleForReading.fileDescriptor
        self.errors = StreamCollector(out: err.fileHandleForReading, limit: 16 * 1024)
        self.buffer = .allocate(capacity: Self.bufferSize)
    }

    deinit {
        close()
        buffer.deallocate()
    }

    /// The contents of object `oid` (a full or unambiguous short id, or any
    /// object name such as `HEAD:Package.swift`). Throws
    /// ``GitError/missingObject(_:)`` for an object the repository lacks; the
    /// reader stays usable. Any other failure (git died) leaves it unusable.
    public func read(_ oid: String) throws(GitError) -> [UInt8] {
        try object(oid).contents
    }

    /// The contents of many objects, in order, pipelined: requests go out in
    /// windows ahead of the answers, so git never waits for us to ask. Much
    /// faster than one ``read(_:)`` after another on a busy machine. Throws
    /// ``GitError/missingObject(_:)`` for the first missing one, after all
    /// answers are read, so the reader stays usable.
    public func read(_ oids: [String]) throws(GitError) -> [[UInt8]] {
        try objects(oids).map(\.contents)
    }

    /// Object `name` with its id and kind (see ``read(_:)`` for names and errors).
    func object(_ name: String) throws(GitError) -> GitObject {
        try checkUsable()
        guard Self.isRequestable(name) else { throw GitError.missingObject(name) }
        guard input.write(Array((name + "\n").utf8)) else { throw broken("git stopped accepting requests") }
        guard let object = try receive() else { throw GitError.missingObject(name) }
        return object
    }

    /// Many objects with their ids and kinds, in order, pipelined (see ``read(_:)-([String])``).
    func objects(_ names: [String]) throws(GitError) -> [GitObject] {
        try checkUsable()
        for name in names where !Self.isRequestable(name) { throw GitError.missingObject(name) }
        // Requests in flight stay far below any socket buffer (8 KB on Darwin),
        // so writing never blocks while git blocks writing answers to us.
        let window = 128
        var results: [GitObject] = []
        results.reserveCapacity(names.count)
        var missing: String?
        var sent = 0
        while results.count < names.count {
            if sent < names.count, sent - results.count <= window / 2 {
                let upTo = min(names.count, results.count + window)
                let requests = names[sent..<upTo].map { $0 + "\n" }.joined()
                guard input.write(Array(requests.utf8)) else { throw broken("git stopped accepting requests") }
                sent = upTo
            }
            if let object = try receive() {
                results.append(object)
            } else {
                if missing == nil { missing = names[results.count] }
                results.append(GitObject(id: "", kind: .blob, contents: []))
            }
        }
        if let missing { throw GitError.missingObject(missing) }
        return results
    }

    private func checkUsable() throws(GitError) {
        if let failure { throw failure }
        guard !isClosed else {
            throw GitError.failed(command: Self.command, status: -1, stderr: "the blob reader was closed")
        }
    }

    /// One request a line: a name with a line break would desynchronise the protocol.
    private static func isRequestable(_ name: String) -> Bool {
        !name.isEmpty && !name.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
    }

    /// Reads one answer: the object, or nil for a missing one.
    private func receive() throws(GitError) -> GitObject? {
        let line = try readLine()
        switch BatchAnswerHeader(line) {
        case .object(let id, let kind, let size):
            let contents = try readBytes(size)
            guard try readByte() == UInt8(ascii: "\n") else { throw broken("an answer not terminated by a newline") }
            return GitObject(id: id, kind: kind, contents: contents)
        case .missing:
            return nil
        case nil:
            throw broken("unexpected answer: \(String(decoding: line, as: UTF8.self))")
        }
    }

    /// Ends the git process. Further reads throw; calling it again does nothing.
    public func close() {
        if isClosed { return }
        isClosed = true
        input.closeParentEnd()  // git sees the end of its input and exits
        try? outputPipe.fileHandleForReading.close()  // or dies writing an answer nobody reads
        if process.process.isRunning { process.process.terminate() }
        process.waitForExit()
    }

    /// The git process's id (for tests).
    var processIdentifier: Int32 { process.process.processIdentifier }

    // MARK: - Buffered reading

    /// Reads more into the buffer; false at end of file.
    private func fill() throws(GitError) -> Bool {
        if start == end {
            start = 0
            end = 0
        } else if end == Self.bufferSize {
            // Make room by moving the unread tail to the front.
            let unread = end - start
            buffer.update(from: buffer + start, count: unread)
            start = 0
            end = unread
        }
        let count = FileDescriptorIO.read(output, buffer + end, Self.bufferSize - end)
        if count < 0 { throw broken("reading its output failed: errno \(errno)") }
        end += count
        return count > 0
    }

    private func readLine() throws(GitError) -> [UInt8] {
        while true {
            let unread = UnsafeBufferPointer(start: buffer + start, count: end - start)
            if let newline = unread.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(UnsafeBufferPointer(start: buffer + start, count: newline))
                start += newline + 1
                return line
            }
            if end - start >= Self.bufferSize { throw broken("answer header too long") }
            guard try fill() else { throw broken("git ended unexpectedly") }
        }
    }

    private func readByte() throws(GitError) -> UInt8 {
        if start == end {
            guard try fill() else { throw broken("git ended in the middle of an object") }
        }
        start += 1
        return buffer[start - 1]
    }

    private func readBytes(_ count: Int) throws(GitError) -> [UInt8] {
        if count == 0 { return [] }
        var problem: GitError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            // What the buffer already holds, then straight into the result.
            let buffered = min(count, end - start)
            if buffered > 0 {
                target.baseAddress!.update(from: buffer + start, count: buffered)
                start += buffered
            }
            var filled = buffered
            while filled < count {
                let remaining = count - filled
                if remaining < Self.bufferSize / 4 {
                    // Small remainder: read a whole buffer's worth, so the next header comes along.
                    do throws(GitError) {
                        guard try fill() else {
                            problem = broken("git ended in the middle of an object")
                            break
                        }
                    } catch {
                        problem = error
                        break
                    }
                    let take = min(remaining, end - start)
                    (target.baseAddress! + filled).update(from: buffer + start, count: take)
                    start += take
                    filled += take
                } else {
                    let n = FileDescriptorIO.read(output, target.baseAddress! + filled, remaining)
                    if n <= 0 {
                        problem = broken("git ended in the middle of an object")
                        break
                    }
                    filled += n
                }
            }
            initialized = problem == nil ? count : 0
        }
        if let problem { throw problem }
        return bytes
    }

    /// Marks the reader unusable and builds the error, with what git said.
    private func broken(_ reason: String) -> GitError {
        if let failure { return failure }
        close()  // git has exited (or is made to), so its stderr ends
        let said = errors.text(waitingAtMost: 1).trimmingCharacters(in: .whitespacesAndNewlines)
        let error = GitError.failed(
            command: Self.command, status: process.waitForExit(), stderr: said.isEmpty ? reason : "\(reason): \(said)")
        failure = error
        return error
    }
}
