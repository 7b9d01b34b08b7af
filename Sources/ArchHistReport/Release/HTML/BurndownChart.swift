import ArchHistCore
import ArchHistSupport

/// A milestone over time: its values, its target, and the days that matter drawn
/// inside the panel (the start, the due day, the projected day), each labelled on
/// the first free row above the plot.
enum BurndownChart {
    static let size = 11.0

    static func chart(_ burndown: Burndown, width: Double = 340) -> Chart {
        let markerRows = 3
        let rowHeight = 14.0
        let plotTop = 8 + Double(markerRows) * rowHeight
        let plotHeight = 120.0
        let height = plotTop + plotHeight + 10
        let milestone = burndown.milestone
        let points = burndown.points
        let ticks = Ticks.values(upTo: max(points.map(\.value).max() ?? 0, milestone.target), target: 3)
        let top = Double(max(1, ticks.last ?? 1))
        let left = ((ticks.map { FontMetrics.width(String($0), size: size) }.max() ?? 0) + 12).rounded(.up)
        let plotWidth = width - left - 10
        let axisY = plotTop + plotHeight
        let dueTime = time(milestone.due)
        let projectedTime = burndown.projected.map(time)
        let first = points.first?.time ?? dueTime
        let last = max(points.last?.time ?? dueTime, dueTime, projectedTime ?? dueTime)
        let span = Double(max(1, last - first))
        func x(_ time: Int64) -> Double { left + plotWidth * Double(time - first) / span }
        func y(_ value: Int) -> Double { plotTop + plotHeight * (1 - Double(value) / top) }

        var svg = SVG()
        for tick in ticks {
            svg.line(left, y(tick), left + plotWidth, y(tick), class: tick == 0 ? "axis" : "grid")
            svg.text(TextBox(text: String(tick), x: left - 6, y: y(tick) + 4, size: size, anchor: .end), class: "tick")
        }
        svg.line(left, plotTop, left, axisY, class: "axis")
        svg.line(left, y(milestone.target), left + plotWidth, y(milestone.target), class: "target")

        var markers: [(time: Int64, text: String, kind: String)] = []
        if let start = points.first { markers.append((start.time, "start \(Day(unixTime: start.time))", "start")) }
        markers.append((dueTime, "due \(milestone.due)", "due"))
        if let projected = burndown.projected, let projectedTime {
            markers.append((projectedTime, "projected \(projected)", "projection"))
        }
        var placed: [Rect] = []
        for marker in markers {
            let markerX = x(marker.time)
            if marker.kind != "start" { svg.line(markerX, plotTop, markerX, axisY, class: marker.kind) }
            var box = TextBox(text: marker.text, x: markerX + 3, y: 0, size: size)
            if box.frame.maxX > width - 2 {
                box = TextBox(text: marker.text, x: markerX - 3, y: 0, size: size, anchor: .end)
            }
            box = LineChart.clamped(box, within: left, width - 2)
            for row in 0..<markerRows {
                box.y = 8 + Double(row + 1) * rowHeight - 4
                if !placed.contains(where: { $0.intersects(box.frame) }) || row == markerRows - 1 { break }
            }
            placed.append(box.frame)
            svg.text(box, class: "tick marker \(marker.kind)")
        }

        let path = points.map { "\(SVG.number(x($0.time))),\(SVG.number(y($0.value)))" }.joined(separator: " ")
        svg.append(
            "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(Palette.series[0])\" stroke-width=\"2\" "
                + "stroke-linejoin=\"round\"/>")
        if let lastPoint = points.last {
            svg.append(
                "<circle cx=\"\(SVG.number(x(lastPoint.time)))\" cy=\"\(SVG.number(y(lastPoint.value)))\" r=\"3\" "
                    + "fill=\"\(Palette.series[0])\"/>")
            if let projectedTime {
                svg.line(
                    x(lastPoint.time), y(lastPoint.value), x(projectedTime), y(milestone.target), class: "projection")
            }
        }
        let label =
            "\(milestone.id): \(burndown.status.rawValue), \(burndown.now.map(String.init) ?? "no value") now, "
            + "target \(milestone.target) by \(milestone.due)"
        return svg.chart(width: width, height: height, label: label, class: "burndown")
    }

    private static func time(_ day: Day) -> Int64 { Int64(day.daysSinceEpoch) * 86_400 }
}
