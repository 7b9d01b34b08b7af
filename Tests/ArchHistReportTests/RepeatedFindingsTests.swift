import Testing

@testable import ArchHistReport

@Suite struct RepeatedFindingsTests {
    typealias Row = RepeatedFindings.Row

    @Test func aFindingInThreeFilesIsSaidOnceAndTheBiggestFirst() {
        let rows = [
            Row(place: "a.swift:1", text: "UI uses Api"), Row(place: "b.swift:2", text: "UI imports Core"),
            Row(place: "c.swift:3", text: "UI uses Api"), Row(place: "d.swift:4", text: "UI uses Store"),
            Row(place: "e.swift:5", text: "UI uses Api"), Row(place: "f.swift:6", text: "UI imports Core"),
            Row(place: "g.swift:7", text: "UI uses Store"), Row(place: "h.swift:8", text: "UI uses Store"),
            Row(place: "i.swift:9", text: "UI uses Store"),
        ]
        #expect(
            RepeatedFindings.entries(rows, indent: "  ") == [
                ["  UI uses Store: 4 places", "    d.swift:4, g.swift:7, h.swift:8 and 1 more"],
                ["  UI uses Api: 3 places", "    a.swift:1, c.swift:3, e.swift:5"],
                // Twice is not yet a pattern: each place keeps its line.
                ["  b.swift:2  UI imports Core"], ["  f.swift:6  UI imports Core"],
            ])
    }

    @Test func findingsEachInOneFileKeepTheirOrder() {
        let rows = [Row(place: "b.swift:1", text: "two"), Row(place: "a.swift:1", text: "one")]
        #expect(RepeatedFindings.entries(rows, indent: "") == [["b.swift:1  two"], ["a.swift:1  one"]])
    }
}
