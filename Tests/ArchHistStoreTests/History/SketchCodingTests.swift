import ArchHistCore
import Testing

@testable import ArchHistStore

@Suite struct SketchCodingTests {
    private static let sketch = LineSketch(content: Array((0..<200).map { "let v\($0) = \($0)\n" }.joined().utf8))

    @Test func theDatabasesBytes_readBackTheSketch_andRefuseDamage() {
        let bytes = SketchCodec.encode(Self.sketch)
        #expect(bytes.count == 1 + 2 + 4 * LineSketch.capacity)  // 200 lines: a varint of 2 bytes
        #expect(SketchCodec.decode(bytes) == Self.sketch)
        #expect(SketchCodec.decode([1, 0]) == LineSketch(lines: 0, hashes: []))
        #expect(SketchCodec.decode(bytes.dropLast()) == nil)
        #expect(SketchCodec.decode([2] + bytes.dropFirst()) == nil)
        #expect(SketchCodec.decode([1, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 1]) == nil)
        #expect(SketchCodec.decode(bytes + [0, 0, 0, 0]) == nil)
    }

    @Test func theNotesText_readsBackTheSketch_andRefusesWhatNoSketchIs() throws {
        let text = NoteSketches.encode(Self.sketch)
        #expect(text.count <= NoteSketches.maxBytes)
        #expect(try NoteSketches.decode(text) == Self.sketch)
        let refused: [String: String] = [
            "archhist-sketch\t2\n3\t00000001\n": "newer archhist",
            "archhist-facts\t1\n3\n": "does not begin with",
            "archhist-sketch\t1\n": "on one line",
            "archhist-sketch\t1\n-3\t00000001\n": "on one line",
            "archhist-sketch\t1\n3\t0000001\n": "8 lower-case hex digits",
            "archhist-sketch\t1\n3\t0000000G\n": "8 lower-case hex digits",
            "archhist-sketch\t1\n3\t00000002\t00000001\n": "not ascending",
            "archhist-sketch\t1\n1\t00000001\t00000002\n": "more than its lines",
            "archhist-sketch\t1\n3\t00000001\n4\n": "on one line",
        ]
        for (content, reason) in refused {
            #expect(throws: NotesFormatError.self, "\(content)") { try NoteSketches.decode(Array(content.utf8)) }
            do { _ = try NoteSketches.decode(Array(content.utf8)) } catch {
                #expect(error.description.contains(reason), "\(content): \(error)")
            }
        }
        let huge = Array("archhist-sketch\t1\n1\t".utf8) + Array(repeating: UInt8(ascii: "0"), count: 2000)
        #expect(throws: NotesFormatError.self) { try NoteSketches.decode(huge) }
    }
}
