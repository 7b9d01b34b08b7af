import ArchHistCore
import ArchHistSupport

/// Series over the runs of a range, against commit time: round value ticks, three to
/// six date ticks, and a legend that names every line drawn, the tail of a long list
/// summed as one "others" line.
enum LineChart {
    static let tickSize = 11.0
    static let legendSize = 12.0
    private static let rowHeight = 18.0

    /// `times`: the runs' commit times, oldest first; `noun`: what a series is
    /// ("rule", "domain"), for the name of the "others" line.
    static func chart(
        _ series: [ReleaseReport.Series], times: [Int64], label: String, noun: String, width: Double = 720
    ) -> Chart {
        let lines = grouped(series, noun: noun)
        let maximum = lines.flatMap(\.values).max() ?? 0
        let ticks = Ticks.values(upTo: maximum)
        let top = ticks.last ?? 1
        let tickWidth = ticks.map { FontMetrics.width(String($0), size: tickSize) }.max() ?? 0
        let legendWidth = 200.0
        let left = (tickWidth + 12).rounded(.up)
        let right = legendWidth + 16
        let plotTop = 12.0
        let plotHeight = 180.0
        let height = max(plotTop + plotHeight + 34, plotTop + Double(lines.count) * rowHeight + 8)
        let plotWidth = width - left - right
        let axisY = plotTop + plotHeight
        let clock = monotonic(times)
        let first = clock.first ?? 0
        let span = Double((clock.last ?? 0) - first)
        func x(_ time: Int64) -> Double {
            span == 0 ? left + plotWidth / 2 : left + plotWidth * Double(time - first) / span
        }
        func y(_ value: Int) -> Double { plotTop + plotHeight * (1 - Double(value) / Double(max(1, top))) }

        var svg = SVG()
        for tick in ticks {
            svg.line(left, y(tick), left + plotWidth, y(tick), class: tick == 0 ? "axis" : "grid")
            svg.text(
                TextBox(text: String(tick), x: left - 6, y: y(tick) + 4, size: tickSize, anchor: .end), class: "tick")
        }
        svg.line(left, plotTop, left, axisY, class: "axis")
        let dates = span == 0 ? [] : Ticks.dates(from: first, to: clock.last ?? first)
        var previous: Rect?
        for tick in dates {
            let box = clamped(
                TextBox(text: tick.label, x: x(tick.time), y: axisY + 18, size: tickSize, anchor: .middle),
                within: 0, left + plotWidth + 8)
            // A label that would touch the one before it (a narrow chart) is left out, tick and all.
            if let previous, previous.intersects(box.frame.insetBy(-3)) { continue }
            previous = box.frame
            svg.line(x(tick.time), axisY, x(tick.time), axisY + 4, class: "axis")
            svg.text(box, class: "tick")
        }
        if span == 0, let only = times.first {
            svg.text(
                TextBox(
                    text: Day(unixTime: only).description, x: x(only), y: axisY + 18, size: tickSize, anchor: .middle),
                class: "tick")
        }
        for (index, line) in lines.enumerated() {
            let points = zip(clock, line.values).map { "\(SVG.number(x($0))),\(SVG.number(y($1)))" }
            svg.append(
                "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(line.colour)\" "
                    + "stroke-width=\"2\" stroke-linejoin=\"round\"><title>\(SVG.escape(line.name))</title></polyline>")
            if line.values.count == 1, let value = line.values.first, let time = clock.first {
                svg.append(
                    "<circle cx=\"\(SVG.number(x(time)))\" cy=\"\(SVG.number(y(value)))\" r=\"3\" "
                        + "fill=\"\(line.colour)\"/>"
                )
            }
            let rowY = plotTop + 4 + Double(index) * rowHeight
            let legendX = width - legendWidth
            svg.append(
                "<rect x=\"\(SVG.number(legendX))\" y=\"\(SVG.number(rowY))\" width=\"10\" height=\"10\" "
                    + "fill=\"\(line.colour)\"/>")
            let value = String(line.values.last ?? 0)
            let valueBox = TextBox(text: value, x: width - 2, y: rowY + 10, size: legendSize, anchor: .end)
            let room = legendWidth - 16 - valueBox.width - 8
            let name = TextFit.shorten(line.name, toWidth: room, size: legendSize)
            svg.text(
                TextBox(text: name, x: legendX + 16, y: rowY + 10, size: legendSize), class: "legend", full: line.name)
            svg.text(valueBox, class: "legend")
        }
        return svg.chart(width: width, height: height, label: label, class: "line")
    }

    struct Line {
        var name: String
        var values: [Int]
        var colour: String
    }

    /// Every series when the palette has a colour for each; else the first ones and
    /// one "others" line summing the rest, so the legend names all that is drawn.
    static func grouped(_ series: [ReleaseReport.Series], noun: String) -> [Line] {
        let palette = Palette.series
        if series.count <= palette.count {
            return series.enumerated().map {
                Line(name: $0.element.name, values: $0.element.values, colour: palette[$0.offset])
            }
        }
        let shown = series.prefix(palette.count - 1)
        let rest = series.dropFirst(palette.count - 1)
        let length = rest.map(\.values.count).max() ?? 0
        let sums = (0..<length).map { index in
            rest.reduce(0) { $0 + ($1.values.indices.contains(index) ? $1.values[index] : 0) }
        }
        return shown.enumerated().map {
            Line(name: $0.element.name, values: $0.element.values, colour: palette[$0.offset])
        }
            + [Line(name: "\(rest.count) other \(noun)s", values: sums, colour: Palette.others)]
    }

    /// Commit times never going back, so a line never runs backwards (a rebased
    /// history can date a commit before its parent).
    private static func monotonic(_ times: [Int64]) -> [Int64] {
        var latest = Int64.min
        return times.map { time in
            latest = max(latest, time)
            return latest
        }
    }

    /// The box moved sideways, if need be, to lie within `minX...maxX`.
    static func clamped(_ box: TextBox, within minX: Double, _ maxX: Double) -> TextBox {
        let frame = box.frame
        if frame.x < minX { return box.starting(at: minX) }
        if frame.maxX > maxX { return box.starting(at: maxX - frame.width) }
        return box
    }
}
