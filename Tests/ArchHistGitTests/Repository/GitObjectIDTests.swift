import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

@Suite struct GitObjectIDTests {
    @Test func knownBlobIDs() {
        #expect(GitObjectID.blob([]) == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        #expect(GitObjectID.blob(Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
    }

    @Test func matchesGitHashObject() throws {
        let fixture = try GitSandbox()
        var samples: [[UInt8]] = [[], [0], Array("hello\n".utf8), Array("日本語 café\r\n".utf8)]
        // Lengths around SHA-1's 64-byte blocks (the header adds a few bytes) and a large one.
        for length in [40, 45, 46, 47, 48, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000, 1 << 20] {
            samples.append((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) })
        }
        for (index, bytes) in samples.enumerated() {
            let name = "sample\(index)"
            try fixture.write(name, bytes)
            let expected = try fixture.git("hash-object", "--no-filters", name)
            #expect(GitObjectID.blob(bytes) == expected, "\(bytes.count) bytes")
        }
    }

    @Test func sha1OfIncrementalUpdatesEqualsOneShot() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        var whole = SHA1()
        whole.update(bytes)
        var pieces = SHA1()
        var offset = 0
        for size in [1, 63, 64, 65, 3, 200, 604] {
            pieces.update(Array(bytes[offset..<offset + size]))
            offset += size
        }
        #expect(GitObjectID.hex(whole.finalize()) == GitObjectID.hex(pieces.finalize()))
        var abc = SHA1()
        abc.update(Array("abc".utf8))
        #expect(GitObjectID.hex(abc.finalize()) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    @Test func recognisesFullObjectIDs() {
        #expect(GitObjectID.isFullObjectID("ce013625030ba8dba906f756967f9e9ca394464a"))
        #expect(GitObjectID.isFullObjectID(String(repeating: "aB", count: 32)))
        #expect(!GitObjectID.isFullObjectID("ce01362"))
        #expect(!GitObjectID.isFullObjectID("main"))
        #expect(!GitObjectID.isFullObjectID("ce013625030ba8dba906f756967f9e9ca394464g"))
    }
}
