import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

@testable import ArchHistReport

/// The charts' geometry, from the widths of the font they name: no text overlaps
/// other text or leaves its chart, on generated reports with many domains, long
/// names and long histories; ticks are round; labels shorten where a word ends.
@Suite struct ReleaseChartLayoutTests {
    @Test func valueTicksStepByOneTwoOrFiveTimesAPowerOfTen() {
        #expect(Ticks.values(upTo: 195) == [0, 50, 100, 150, 200])
        #expect(Ticks.values(upTo: 7) == [0, 2, 4, 6, 8])
        #expect(Ticks.values(upTo: 0) == [0, 1])
        var random = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let maximum = random.next(below: 100_000)
            let ticks = Ticks.values(upTo: maximum)
            let step = ticks[1] - ticks[0]
            var unit = step
            while unit % 10 == 0 { unit /= 10 }
            #expect([1, 2, 5].contains(unit), "step \(step) for \(maximum)")
            #expect(ticks.first == 0 && ticks.last! >= maximum && ticks.last! - step < max(1, maximum))
            #expect((2...5).contains(ticks.count), "\(ticks) for \(maximum)")
        }
    }

    @Test func dateTicksAreThreeToSixRoundDatesInsideTheRange() {
        var random = SeededRandom(seed: 11)
        let start: Int64 = 1_514_764_800
        for _ in 0..<400 {
            let first = start + Int64(random.next(below: 400 * 86_400))
            let span = Int64(random.next(below: 12 * 365 * 86_400)) + 60
            let ticks = Ticks.dates(from: first, to: first + span)
            #expect((3...6).contains(ticks.count), "\(ticks.map(\.label)) over \(span) s")
            #expect(ticks.allSatisfy { $0.time >= first && $0.time <= first + span })
            #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0.time < $1.time })
            #expect(Set(ticks.map(\.label)).count == ticks.count, "\(ticks.map(\.label))")
        }
        let year = Ticks.dates(from: 1_514_764_800, to: 1_514_764_800 + 365 * 86_400)
        #expect(year.map(\.label) == ["Jan 2018", "Apr 2018", "Jul 2018", "Oct 2018", "Jan 2019"])
    }

    @Test func labelsAreShortenedWhereAWordEnds() {
        let size = 12.0
        let rule = "single-implementation-protocol"
        let short = TextFit.shorten(
            rule, toWidth: FontMetrics.width("single-implementation-pr", size: size), size: size)
        #expect(short == "single-implementation…")
        #expect(TextFit.shorten("ViewModelsWithoutUIKit", toWidth: 100, size: size) == "ViewModels…")
        #expect(TextFit.shorten("Account", toWidth: 200, size: size) == "Account")
    }

    @Test func aLineChartNamesEveryLineAndNoTextCollides() {
        for (runs, count, step) in [(3806, 17, Int64(36_000)), (2, 30, 3600), (1, 3, 86_400), (400, 10, 86_400 * 7)] {
            let (times, series) = ReleaseChartFixtures.history(
                runs: runs, series: count, seed: UInt64(runs), step: step)
            let chart = LineChart.chart(series, times: times, label: "files per domain", noun: "domain")
            #expect(chart.textProblems.isEmpty, "\(runs) runs, \(count) series: \(chart.textProblems)")
            let drawn = chart.svg.components(separatedBy: "<polyline").count - 1
            let legend = chart.texts.filter { text in
                text.x > chart.width - 200 && Int(text.text) == nil
            }
            #expect(drawn == min(count, Palette.series.count), "every line drawn is a line named")
            #expect(legend.count == drawn)
            if count > Palette.series.count {
                #expect(legend.last?.text == "\(count - Palette.series.count + 1) other domains")
            }
            let dates = chart.texts.filter { $0.y > 200 }
            #expect((runs == 1 ? 1...1 : 3...6).contains(dates.count), "\(dates.map(\.text))")
        }
    }

    @Test func dateLabelsNeverTouchOnANarrowChartOrAnySpan() {
        var random = SeededRandom(seed: 21)
        for _ in 0..<200 {
            let runs = 2 + random.next(below: 300)
            let step = Int64(60 + random.next(below: 20 * 86_400))
            let (times, series) = ReleaseChartFixtures.history(runs: runs, series: 3, seed: 8, step: step)
            let chart = LineChart.chart(series, times: times, label: "rules", noun: "rule", width: 400)
            #expect(chart.textProblems.isEmpty, "\(runs) runs \(step) s apart: \(chart.textProblems)")
        }
    }

    @Test func aLegendNameTooLongIsShortenedAtAWordWithTheWholeNameInATitle() {
        let series = [ReleaseReport.Series(name: "viewmodels-without-uikit-in-the-presentation-layer", values: [3, 4])]
        let chart = LineChart.chart(series, times: [0, 86_400 * 30], label: "rules", noun: "rule")
        #expect(chart.texts.contains { $0.text == "viewmodels-without-uikit…" })
        #expect(chart.svg.contains("<title>viewmodels-without-uikit-in-the-presentation-layer</title>"))
    }

    @Test func burndownDaysAreLabelledInsideThePanelWithoutCollisions() throws {
        let start = Day(year: 2024, month: 1, day: 1)
        let cases = [
            try ReleaseChartFixtures.burndown(id: "wall", values: [40, 30, 20, 10], from: start, due: "2024-12-31"),
            try ReleaseChartFixtures.burndown(id: "late", values: [40, 39, 39, 38], from: start, due: "2024-02-01"),
            try ReleaseChartFixtures.burndown(id: "close", values: [9, 6, 3], from: start, due: "2024-01-29"),
            try ReleaseChartFixtures.burndown(id: "flat", values: [5, 5, 5, 5, 5], from: start, due: "2030-06-30"),
            try ReleaseChartFixtures.burndown(id: "one", values: [1_234_567], from: start, due: "2024-01-02"),
            try ReleaseChartFixtures.burndown(id: "none", values: [], from: start, due: "2024-03-01"),
        ]
        for burndown in cases {
            let chart = BurndownChart.chart(burndown)
            #expect(chart.textProblems.isEmpty, "\(burndown.milestone.id): \(chart.textProblems)")
            let texts = chart.texts.map(\.text)
            #expect(texts.contains("start 2024-01-01") == !burndown.points.isEmpty)
            #expect(texts.contains("due \(burndown.milestone.due)"))
            if let projected = burndown.projected { #expect(texts.contains("projected \(projected)")) }
        }
    }

    @Test func theDomainGraphIsLayeredAlongTheDependenciesWithoutCollisions() throws {
        // A chain: Account uses Profile uses Search; each sits above what it uses.
        let chain = try ReleaseChartFixtures.domains(["Account", "Profile", "Search"], uses: [0: [1], 1: [2]])
        let chart = DomainGraphChart.chart(BoundaryGraph(chain, level: .domain))
        let row = Dictionary(uniqueKeysWithValues: chart.texts.map { ($0.text, $0.y) })
        #expect(row["Account"]! < row["Profile"]! && row["Profile"]! < row["Search"]!)

        for (count, seed) in [(30, UInt64(1)), (17, 2), (8, 3), (1, 4)] {
            let names = Array(ReleaseChartFixtures.longNames.prefix(count))
            let analysis = try ReleaseChartFixtures.domains(
                names, uses: ReleaseChartFixtures.randomUses(count: count, seed: seed), breaking: [0, 3, 5])
            let graph = BoundaryGraph(analysis, level: .domain)
            let chart = DomainGraphChart.chart(graph)
            #expect(chart.textProblems.isEmpty, "\(count) domains: \(chart.textProblems)")
            #expect(chart.texts.count == graph.nodes.count, "every domain is named once")
            #expect(chart.svg.contains("markerUnits=\"strokeWidth\""), "arrowheads grow with their line")
        }
    }

    @Test func aCycleIsDrawnWithEveryEdgeAndNoOverlap() throws {
        let analysis = try ReleaseChartFixtures.domains(
            ["Account", "Profile", "Search"], uses: [0: [1], 1: [2], 2: [0]])
        let graph = BoundaryGraph(analysis, level: .domain)
        let chart = DomainGraphChart.chart(graph)
        #expect(graph.edges.count == 3)
        #expect(chart.svg.components(separatedBy: "class=\"edge").count - 1 == 3)
        #expect(chart.textProblems.isEmpty)
        #expect(Set(chart.texts.map(\.y)).count == 3, "a cycle broken for the layout: three layers")
    }

    @Test func anEdgeRunsBetweenTheBoxesOfTheRowsItCrosses() throws {
        for (count, seed) in [(30, UInt64(5)), (17, 6), (12, 7)] {
            let names = Array(ReleaseChartFixtures.longNames.prefix(count))
            let analysis = try ReleaseChartFixtures.domains(
                names, uses: ReleaseChartFixtures.randomUses(count: count, seed: seed))
            let graph = BoundaryGraph(analysis, level: .domain)
            let layout = DomainGraphChart.layout(graph)
            let index = Dictionary(uniqueKeysWithValues: graph.nodes.enumerated().map { ($1, $0) })
            for edge in graph.edges {
                let (from, to) = (index[edge.from]!, index[edge.to]!)
                let route = layout.route(from: from, to: to)
                for (node, box) in layout.boxes.enumerated() where node != from && node != to {
                    let crossing = zip(route, route.dropFirst()).contains { segment(from: $0, to: $1, crosses: box) }
                    #expect(!crossing, "\(edge.from) → \(edge.to) runs through \(graph.nodes[node])")
                }
                #expect(route.allSatisfy { $0.0 >= 0 && $0.0 <= layout.width && $0.1 >= 0 && $0.1 <= layout.height })
            }
            for (a, box) in layout.boxes.enumerated() {
                for other in layout.boxes[(a + 1)...] { #expect(!box.intersects(other), "boxes overlap") }
            }
        }
    }

    @Test func theCheckFindsTextThatOverlapsOrLeaves() {
        let chart = Chart(
            width: 100, height: 40, svg: "",
            texts: [
                TextBox(text: "Account", x: 10, y: 20, size: 12), TextBox(text: "Profile", x: 30, y: 22, size: 12),
                TextBox(text: "Search", x: 95, y: 38, size: 12),
            ])
        #expect(chart.textProblems.count == 2)
    }

    /// Whether the segment meets the inside of the box (Liang-Barsky clipping).
    private func segment(from a: (Double, Double), to b: (Double, Double), crosses box: Rect) -> Bool {
        let inner = box.insetBy(1)
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        var (low, high) = (0.0, 1.0)
        for (p, q) in [(-dx, a.0 - inner.x), (dx, inner.maxX - a.0), (-dy, a.1 - inner.y), (dy, inner.maxY - a.1)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { low = max(low, r) } else { high = min(high, r) }
                if low > high { return false }
            }
        }
        return true
    }
}
