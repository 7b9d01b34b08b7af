import ArchHistCore
import Testing

@testable import ArchHistStore

/// A chunk's digest is stored: the text built as bytes (`CanonicalLines`) must be
/// the text built as strings, line for line, and sorted the same, or a run would
/// point to chunks other than before.
@Suite struct ChunkTextTests {
    private static func analysis() throws -> Analysis {
        Analysis(
            spec: try HistoryFixtures.harness(), files: [], modules: [],
            graph: ArchitectureGraph(files: [], modules: [], dependencies: []), moduleEdges: [], layerEdges: [],
            domainEdges: [], violations: [], waived: [], resolution: ResolutionStats(), notes: [])
    }

    /// Values that are hard to write: zero, negative, large, and long.
    private static let numbers: [Int64] = [0, 1, 9, 10, 99, 100, 7_003, -1, -40, Int64.max, Int64.min, 12_345_678_901]
    /// Texts with spaces, digits, an empty one, and others than ASCII, among them
    /// "é" written two ways (equal as strings, different as bytes).
    private static let texts = [
        "", "a", "a b", "10", "1 0", "Z", "z", "~", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", "zz",
    ]

    private func assertSameText<Rows: ChunkRows>(_ entries: [Rows.Entry], _ rows: Rows) {
        for entry in entries {
            var lines = CanonicalLines(lines: 1)
            rows.canonical(entry, into: &lines)
            lines.endLine()
            #expect(lines.bytes == Array(rows.canonical(entry).utf8))
        }
        // Buckets of many sizes, including ones of only ASCII and ones with other text.
        for size in [0, 1, 2, 3, 17, entries.count] {
            for start in stride(from: 0, to: Swift.max(1, entries.count - size + 1), by: Swift.max(1, size)) {
                let bucket = Array(entries[start..<Swift.min(entries.count, start + size)])
                let bytes = ChunkedSet.chunkText(of: bucket, rows: rows)
                let strings = ChunkedSet.chunkTextOfStrings(of: bucket, rows: rows)
                #expect(bytes.digest == strings.digest)
                #expect(bytes.entries.map(rows.canonical) == strings.entries.map(rows.canonical))
            }
        }
    }

    @Test func fileLinesAreTheStringLines() {
        var entries: [FileRows.Entry] = []
        for (index, number) in Self.numbers.enumerated() {
            for other in Self.numbers.shuffled().prefix(4) {
                // With no resolution (a run from before it was kept), none resolved, and some.
                let targets = (0..<(index % 4)).map {
                    ResolutionCodec.Stored.Target(reference: $0 * Int(index), path: $0 == 1 ? other : number)
                }
                let resolution =
                    index % 5 == 0
                    ? nil
                    : ResolutionCodec.Stored(
                        local: index, ambiguous: index % 2, unresolved: 10 * index, targets: targets)
                entries.append(
                    FileRows.Entry(
                        path: number, blob: other, module: Int64(index), layer: index % 3 == 0 ? nil : other,
                        domain: index % 2 == 0 ? nil : number, isTest: index % 4 == 1, resolution: resolution))
            }
        }
        assertSameText(entries.shuffled(), FileRows([], resolutions: [], blobsByPath: [:], workers: 1))
    }

    @Test func edgeLinesAreTheStringLines() throws {
        var entries: [EdgeRows.Entry] = []
        for (index, number) in Self.numbers.enumerated() {
            for text in Self.texts {
                entries.append(
                    EdgeRows.Entry(
                        level: ["module", "layer", "domain"][index % 3], from: number, to: Int64(index),
                        count: index * 7,
                        path: -(number / 2), line: index, target: text))
            }
        }
        assertSameText(entries.shuffled(), EdgeRows(try Self.analysis()))
    }

    @Test func violationLinesAreTheStringLines() throws {
        var entries: [ViolationRows.Entry] = []
        for number in Self.numbers {
            entries.append(ViolationRows.Entry(violation: number, waived: nil))
            for text in Self.texts { entries.append(ViolationRows.Entry(violation: number, waived: text)) }
        }
        let rows = ViolationRows(try Self.analysis())
        assertSameText(entries.shuffled(), rows)
        // Only ASCII, so sorted as bytes: "1 " before "10" as strings sort them.
        let ascii = entries.filter { $0.waived.map { $0.utf8.allSatisfy { $0 < 0x80 } } ?? true }
        assertSameText(ascii.shuffled(), rows)
    }
}
