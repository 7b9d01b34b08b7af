import ArchHistCore
import Testing

@Suite struct LineSketchTests {
    /// Lines as git counts them: each occurrence, here normalised.
    private static func lines(_ count: Int, prefix: String = "line") -> [String] {
        (0..<count).map { "    let \(prefix)\($0) = Value(\($0 % 7))" }
    }

    private static func sketch(_ lines: [String]) -> LineSketch {
        LineSketch(content: Array(lines.joined(separator: "\n").utf8))
    }

    @Test func normalisedLines_ignoreIndentationTrailingSpaceAndEmptyLines() {
        let plain = LineSketch(content: Array("struct A {\nlet b = 1\n}\n".utf8))
        let indented = LineSketch(content: Array("struct A {\r\n\n    let b = 1   \n\n}".utf8))
        #expect(plain == indented)
        #expect(plain.lines == 3)
        #expect(plain.similarity(to: indented) == 1)
        #expect(LineSketch(content: Array("a b\n".utf8)) != LineSketch(content: Array("ab\n".utf8)))
    }

    @Test func aSmallFile_keepsEveryLine_andIsMeasuredExactly() {
        let before = Self.sketch(Self.lines(40))
        let after = Self.sketch(Self.lines(40) + ["    let added = 1"])
        #expect(before.hashes.count == 40)
        // 40 lines in common over the 41 of the larger file, as git counts it.
        #expect(abs(before.similarity(to: after) - 40.0 / 41.0) < 1e-9)
        // A repeated line counts as often as it occurs in both.
        let twice = Self.sketch(["x", "x", "y", "z"])
        #expect(abs(twice.similarity(to: Self.sketch(["x", "y", "z"])) - 0.75) < 1e-9)
        #expect(Self.sketch(["a", "b"]).similarity(to: Self.sketch(["c", "d"])) == 0)
        #expect(Self.sketch([]).similarity(to: Self.sketch([])) == 0)
    }

    @Test func aLargeFile_isEstimatedCloseToGitsMeasure() {
        let base = Self.lines(600)
        let sketched = Self.sketch(base)
        #expect(sketched.hashes.count == LineSketch.capacity)
        #expect(sketched.lines == 600)
        // A move with a few edits, half of the file rewritten, and another file.
        let edited = Array(base.prefix(590)) + Self.lines(20, prefix: "edit")
        #expect(abs(sketched.similarity(to: Self.sketch(edited)) - 590.0 / 610.0) < 0.1)
        let half = Array(base.prefix(300)) + Self.lines(300, prefix: "new")
        #expect(abs(sketched.similarity(to: Self.sketch(half)) - 0.5) < 0.15)
        #expect(sketched.similarity(to: Self.sketch(Self.lines(600, prefix: "other"))) < 0.1)
    }

    @Test func readBack_refusesWhatNoFileHas() {
        #expect(LineSketch(lines: 2, hashes: [1, 5]) != nil)
        #expect(LineSketch(lines: 2, hashes: [5, 1]) == nil)
        #expect(LineSketch(lines: 2, hashes: [1, 1]) == nil)
        #expect(LineSketch(lines: 1, hashes: [1, 2]) == nil)
        #expect(LineSketch(lines: -1, hashes: []) == nil)
        #expect(LineSketch(lines: 1000, hashes: (0..<65).map { UInt32($0) }) == nil)
    }

    @Test func moves_pairTheMostSimilarFirst_eachFileOnce_atGitsThreshold() {
        let base = Self.lines(30)
        let gone = ["Old/A.swift": Self.sketch(base), "Old/B.swift": Self.sketch(Self.lines(30, prefix: "b"))]
        let added = [
            "New/A.swift": Self.sketch(base + ["    let one = 1"]),
            "New/A2.swift": Self.sketch(Array(base.prefix(20)) + Self.lines(5, prefix: "x")),
            "New/C.swift": Self.sketch(Array(Self.lines(30, prefix: "b").prefix(14)) + Self.lines(16, prefix: "c")),
        ]
        // B keeps 14 of 30 lines in C: under 50%, so no move.
        #expect(SimilarMoves.find(gone: gone, added: added) == ["Old/A.swift": "New/A.swift"])
        let halfKept = ["New/C.swift": Self.sketch(Array(Self.lines(30, prefix: "b").prefix(15)) + ["c"])]
        #expect(SimilarMoves.find(gone: gone, added: halfKept) == ["Old/B.swift": "New/C.swift"])
    }
}
