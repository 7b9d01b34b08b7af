import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

@Suite struct BlobReaderTests {
    private func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next() >> 33) }
    }

    @Test func readsSmallLargeEmptyAndBinaryBlobs() throws {
        let fixture = try GitSandbox()
        let large = randomBytes(1 << 20, seed: 1)  // 1 MB, far beyond a pipe's buffer
        let binary: [UInt8] = [0, 10, 13, 255, 0, 0, 10] + Array("blob 12\n".utf8)
        try fixture.write("small.txt", "hello\n")
        try fixture.write("large.bin", large)
        try fixture.write("empty", [])
        try fixture.write("binary.bin", binary)
        try fixture.write("newline-only", "\n")
        let sha = try fixture.commit("blobs")
        let repository = try GitRepository(at: fixture.root)
        let oids = Dictionary(uniqueKeysWithValues: try repository.tree(of: sha).entries.map { ($0.path, $0.oid) })
        let reader = try BlobReader(repository: repository.root)
        defer { reader.close() }
        // Interleaved, so a large answer followed by small ones exercises the buffer.
        #expect(try reader.read(oids["small.txt"]!) == Array("hello\n".utf8))
        #expect(try reader.read(oids["large.bin"]!) == large)
        #expect(try reader.read(oids["empty"]!) == [])
        #expect(try reader.read(oids["binary.bin"]!) == binary)
        #expect(try reader.read(oids["newline-only"]!) == [10])
        #expect(try reader.read(oids["large.bin"]!) == large)
        #expect(try reader.read(oids["small.txt"]!) == Array("hello\n".utf8))
        #expect(try reader.read(String(oids["small.txt"]!.prefix(10))) == Array("hello\n".utf8))  // short ids work
    }

    @Test func aMissingObjectIsReportedAndTheReaderStaysUsable() throws {
        let fixture = try GitSandbox()
        let sha = try fixture.commit("one", files: ["a.txt": "content"])
        let repository = try GitRepository(at: fixture.root)
        let oid = try repository.tree(of: sha).entries[0].oid
        let reader = try BlobReader(repository: repository.root)
        let random = (0..<40).map { _ in String("0123456789abcdef".randomElement()!) }.joined()
        #expect(throws: GitError.missingObject(random)) { try reader.read(random) }
        #expect(throws: GitError.missingObject("no such thing")) { try reader.read("no such thing") }
        #expect(throws: GitError.missingObject("two\nlines")) { try reader.read("two\nlines") }
        #expect(throws: GitError.missingObject("")) { try reader.read("") }
        #expect(try reader.read(oid) == Array("content".utf8))
        reader.close()
        reader.close()  // twice is harmless
        #expect(throws: GitError.self) { try reader.read(oid) }
    }

    @Test func readsManyBlobsInSequence() throws {
        let fixture = try GitSandbox()
        var expected: [String: [UInt8]] = [:]
        for index in 0..<120 {
            // Sizes across the reader's 64 KB buffer and its 16 KB direct-read threshold.
            let bytes = randomBytes(index * 1_097 % 70_000, seed: UInt64(index))
            try fixture.write("f\(index).bin", bytes)
            expected["f\(index).bin"] = bytes
        }
        let sha = try fixture.commit("many")
        let repository = try GitRepository(at: fixture.root)
        let reader = try BlobReader(repository: repository.root)
        let entries = try repository.tree(of: sha).entries
        for entry in entries {
            let bytes = try reader.read(entry.oid)
            #expect(bytes == expected[entry.path], "\(entry.path)")
        }
        // The same, pipelined, twice over so requests outnumber the window.
        let oids = entries.map(\.oid) + entries.map(\.oid) + entries.map(\.oid)
        let all = try reader.read(oids)
        #expect(all.count == oids.count)
        for (index, bytes) in all.enumerated() {
            #expect(bytes == expected[entries[index % entries.count].path])
        }
        #expect(try reader.read([String]()).isEmpty)
    }

    @Test func aPipelinedReadReportsAMissingObjectAndStaysInStep() throws {
        let fixture = try GitSandbox()
        var files: [String: String] = [:]
        for index in 0..<400 { files["f\(index).txt"] = "file \(index)" }
        let sha = try fixture.commit("many", files: files)
        let repository = try GitRepository(at: fixture.root)
        let oids = try repository.tree(of: sha).entries.map(\.oid)
        let reader = try BlobReader(repository: repository.root)
        let missing = "0123456789abcdef0123456789abcdef01234567"
        #expect(throws: GitError.missingObject(missing)) { try reader.read(oids[0..<150] + [missing] + oids[150...]) }
        let again = try reader.read(Array(oids.prefix(3)))
        #expect(again.count == 3)
        #expect(try reader.read(oids[0]) == again[0])
    }

    @Test func objectNamesWithSpacesWork() throws {
        let fixture = try GitSandbox()
        try fixture.commit("one", files: ["with space.txt": "spaced"])
        let reader = try BlobReader(repository: fixture.root)
        #expect(try reader.read("HEAD:with space.txt") == Array("spaced".utf8))
        #expect(throws: GitError.missingObject("HEAD:no such file.txt")) { try reader.read("HEAD:no such file.txt") }
        #expect(try reader.read("HEAD:with space.txt") == Array("spaced".utf8))
    }

    @Test func theGitProcessEndsWithTheReader() throws {
        let fixture = try GitSandbox()
        try fixture.commit("one", files: ["a.txt": "a"])
        weak var weakReader: BlobReader?
        var pid: Int32 = 0
        do {
            let reader = try BlobReader(repository: fixture.root)
            weakReader = reader
            pid = reader.processIdentifier
            _ = try reader.read(try fixture.git("rev-parse", "HEAD:a.txt"))
            #expect(kill(pid, 0) == 0)
        }
        #expect(weakReader == nil)
        #expect(kill(pid, 0) == -1)  // gone and reaped

        let closed = try BlobReader(repository: fixture.root)
        let closedPid = closed.processIdentifier
        closed.close()
        #expect(kill(closedPid, 0) == -1)
    }

    @Test func aReaderOutsideARepositoryFailsOnFirstRead() throws {
        let folder = try GitSandbox(initialise: false)
        let reader = try BlobReader(repository: folder.root)
        #expect(throws: GitError.self) { try reader.read("0123456789abcdef0123456789abcdef01234567") }
    }

    @Test func objectsComeWithTheIdAndKindGitGivesThem() throws {
        let fixture = try GitSandbox()
        let sha = try fixture.commit("one", files: ["Sources/a.txt": "a"])
        try fixture.git("tag", "-a", "v1", "-m", "annotated")
        let reader = try BlobReader(repository: fixture.root)
        defer { reader.close() }
        let names = ["HEAD:Sources/a.txt", "HEAD:Sources", sha.uppercased(), "v1", "\(sha)^{tree}"]
        let objects = try reader.objects(names)
        for (name, object) in zip(names, objects) {
            #expect(object.id == (try fixture.git("rev-parse", name)).lowercased(), "\(name)")
            #expect("\(object.kind)" == (try fixture.git("cat-file", "-t", name)), "\(name)")
            #expect(object.contents == (try reader.read(name)), "\(name)")
        }
        #expect(try reader.object("HEAD:Sources").kind == .tree)
        let blobAsTree = (try fixture.git("rev-parse", "HEAD:Sources/a.txt")) + "^{tree}"
        #expect(throws: GitError.missingObject(blobAsTree)) { try reader.object(blobAsTree) }
        #expect(try reader.object(sha).kind == .commit)  // still usable
    }
}
