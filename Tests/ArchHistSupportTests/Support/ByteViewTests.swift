import ArchHistSupport
import Testing

@Suite struct ByteViewTests {
    @Test func readsBytesFindsABytesAndDecodesRanges() {
        let bytes: [UInt8] = Array("100644 a b.swift".utf8) + [0, 0x00, 0x0f, 0xa9, 0xff]
        ByteView.of(bytes) { view in
            #expect(view.count == bytes.count)
            #expect(view[0] == UInt8(ascii: "1"))
            #expect(view.firstIndex(of: UInt8(ascii: " "), from: 0) == 6)
            #expect(view.firstIndex(of: UInt8(ascii: " "), from: 7) == 8)
            #expect(view.firstIndex(of: 0, from: 0) == 16)
            #expect(view.firstIndex(of: UInt8(ascii: "z"), from: 0) == nil)
            #expect(view.firstIndex(of: 0, from: view.count) == nil)
            #expect(view.string(7..<16) == "a b.swift")
            #expect(view.hex(17..<21) == "000fa9ff")
            #expect(view.hex(21..<21) == "")
        }
    }

    @Test func invalidUTF8DecodesToReplacementCharacters() {
        ByteView.of([0x61, 0xff, 0x62]) { view in
            #expect(view.string(0..<3) == "a\u{FFFD}b")
        }
    }
}
