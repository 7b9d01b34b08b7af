import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistReport

/// The geometry the charts are laid out with, against what Chromium draws: every
/// text of generated charts (many domains, long names, long histories) is drawn in
/// black alone, at 1280 and at 800 px, and the screenshot must put ink inside each
/// computed box, nearly across its width, and nowhere else. A narrower or wider font
/// than the metrics table describes, or a label placed elsewhere, fails it.
@Suite struct ReleaseChartRenderingTests {
    private func charts() throws -> [Chart] {
        let (times, series) = ReleaseChartFixtures.history(runs: 3806, series: 17, seed: 3, step: 36_000)
        let (shortTimes, rules) = ReleaseChartFixtures.history(runs: 40, series: 6, seed: 4, step: 3600)
        let names = Array(ReleaseChartFixtures.longNames.prefix(30))
        let graph = BoundaryGraph(
            try ReleaseChartFixtures.domains(
                names, uses: ReleaseChartFixtures.randomUses(count: 30, seed: 9), breaking: [1, 2]),
            level: .domain)
        let start = Day(year: 2025, month: 3, day: 3)
        return [
            LineChart.chart(series, times: times, label: "files per domain", noun: "domain"),
            LineChart.chart(rules, times: shortTimes, label: "violations by rule", noun: "rule"),
            BurndownChart.chart(
                try ReleaseChartFixtures.burndown(
                    id: "wall", values: [90, 70, 55, 30], from: start, due: "2025-05-01")),
            BurndownChart.chart(
                try ReleaseChartFixtures.burndown(id: "late", values: [9, 9, 8], from: start, due: "2025-03-20")),
            DomainGraphChart.chart(graph),
        ]
    }

    @Test(arguments: [1280, 800])
    func everyTextIsDrawnInsideTheBoxItsLayoutComputed(width: Int) throws {
        let charts = try charts()
        let available = Double(width - 20)
        var top = 10.0
        var blocks: [String] = []
        var boxes: [String] = []
        for chart in charts {
            let scale = min(1, available / chart.width)
            blocks.append(
                "<div style=\"position: absolute; left: 10px; top: \(top)px; width: \(chart.width * scale)px\">"
                    + "\(chart.svg)</div>")
            for text in chart.texts {
                let frame = text.frame
                boxes.append(
                    "[\(10 + frame.x * scale), \(top + frame.y * scale), \(frame.width * scale), "
                        + "\(frame.height * scale), \(latin(text.text) ? text.text.count : 0)]")
            }
            top += chart.height * scale + 30
        }
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><style>
            body { margin: 0; background: #fff; }
            svg { width: 100%; height: auto; display: block; }
            svg text { fill: #000 !important; }
            svg line, svg polyline, svg rect, svg circle, svg path { display: none; }
            </style></head><body>\(blocks.joined(separator: "\n"))</body></html>
            """
        let tree = try TemporaryTree(["page.html": page, "boxes.json": "[" + boxes.joined(separator: ",") + "]"])
        let png = tree.file("page.png")
        let status = try HeadlessChromium.screenshot(
            page: tree.file("page.html"), png: png, width: width, height: Int(top) + 10)
        #expect(status == 0, "chromium (Debian's package) renders the charts")
        let verdict = try HeadlessChromium.python(Self.check, [png, tree.file("boxes.json")])
        // Stray ink, boxes without ink, boxes whose ink spans less than 90% of them.
        #expect(verdict == "0 0 0\n", "stray pixels, empty boxes, narrow boxes at \(width) px: \(verdict)")
    }

    /// The table holds the widths of Latin text; another script is drawn by a fallback
    /// font, which the layout gives a full em per character, more than it takes.
    private func latin(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { $0.value < 0x250 } }

    /// Dark pixels outside every box (grown by 1.5 px for anti-aliasing), boxes with no
    /// dark pixel, and boxes of eight or more Latin characters whose ink is under 90% as
    /// wide (DejaVu Sans inks 92% to 99% of its advance widths; Liberation Sans, which
    /// Chromium uses for Arial and Helvetica here, 81% to 92%).
    private static let check = """
        import sys, json
        from PIL import Image
        image = Image.open(sys.argv[1]).convert("L")
        width, height = image.size
        pixels = image.load()
        boxes = json.load(open(sys.argv[2]))
        covered = bytearray(width * height)
        grow = 1.5
        for x, y, w, h, n in boxes:
            for row in range(max(0, int(y - grow)), min(height, int(y + h + grow) + 1)):
                start, end = max(0, int(x - grow)), min(width, int(x + w + grow) + 1)
                covered[row * width + start:row * width + end] = b"\\x01" * (end - start)
        stray = sum(1 for row in range(height) for col in range(width)
                    if pixels[col, row] < 110 and not covered[row * width + col])
        empty = narrow = 0
        for x, y, w, h, n in boxes:
            columns = [col for col in range(max(0, int(x - grow)), min(width, int(x + w + grow) + 1))
                       if any(pixels[col, row] < 110 for row in range(max(0, int(y)), min(height, int(y + h) + 1)))]
            if not columns:
                empty += 1
            elif n >= 8 and (columns[-1] - columns[0] + 1) < 0.9 * w:
                narrow += 1
        print(stray, empty, narrow)
        """
}
