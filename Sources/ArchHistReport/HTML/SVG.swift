import ArchHistCore

/// Charts drawn as inline SVG by archhist itself: no script, no font, no network,
/// so a report opens anywhere and prints on paper.
enum SVG {
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;").replacing(
            "\"", with: "&quot;")
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Lines over the runs of a range (x: run index), with axes, a y scale and a legend.
    static func lineChart(
        _ series: [ReleaseReport.Series], labels: [String], title: String, width: Int = 720, height: Int = 240
    ) -> String {
        let left = 48.0
        let right = 170.0
        let top = 28.0
        let bottom = 36.0
        let plotWidth = Double(width) - left - right
        let plotHeight = Double(height) - top - bottom
        let maximum = max(1, series.flatMap(\.values).max() ?? 1)
        let count = max(labels.count, series.map(\.values.count).max() ?? 0)
        func x(_ index: Int) -> Double {
            left + (count <= 1 ? plotWidth / 2 : plotWidth * Double(index) / Double(count - 1))
        }
        func y(_ value: Int) -> Double { top + plotHeight * (1 - Double(value) / Double(maximum)) }
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(escape(title))\" class=\"chart\">",
            "<text x=\"\(number(left))\" y=\"16\" class=\"chart-title\">\(escape(title))</text>",
            "<line x1=\"\(number(left))\" y1=\"\(number(top + plotHeight))\" x2=\"\(number(left + plotWidth))\" y2=\"\(number(top + plotHeight))\" class=\"axis\"/>",
            "<line x1=\"\(number(left))\" y1=\"\(number(top))\" x2=\"\(number(left))\" y2=\"\(number(top + plotHeight))\" class=\"axis\"/>",
        ]
        for tick in [0, maximum / 2, maximum] {
            parts.append(
                "<text x=\"\(number(left - 6))\" y=\"\(number(y(tick) + 4))\" class=\"tick\" text-anchor=\"end\">\(tick)</text>"
            )
            parts.append(
                "<line x1=\"\(number(left))\" y1=\"\(number(y(tick)))\" x2=\"\(number(left + plotWidth))\" y2=\"\(number(y(tick)))\" class=\"grid\"/>"
            )
        }
        if let first = labels.first {
            parts.append("<text x=\"\(number(x(0)))\" y=\"\(height - 14)\" class=\"tick\">\(escape(first))</text>")
        }
        if labels.count > 1, let last = labels.last {
            parts.append(
                "<text x=\"\(number(x(labels.count - 1)))\" y=\"\(height - 14)\" class=\"tick\" text-anchor=\"end\">\(escape(last))</text>"
            )
        }
        for (index, line) in series.enumerated() {
            let color = palette[index % palette.count]
            let points = line.values.enumerated().map { "\(number(x($0.offset))),\(number(y($0.element)))" }.joined(
                separator: " ")
            parts.append("<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>")
            if line.values.count == 1, let only = line.values.first {
                parts.append("<circle cx=\"\(number(x(0)))\" cy=\"\(number(y(only)))\" r=\"3\" fill=\"\(color)\"/>")
            }
            let legendY = top + 14 + Double(index) * 18
            parts.append(
                "<rect x=\"\(number(left + plotWidth + 14))\" y=\"\(number(legendY - 9))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>"
            )
            parts.append(
                "<text x=\"\(number(left + plotWidth + 30))\" y=\"\(number(legendY))\" class=\"legend\">\(escape(String(line.name.prefix(22)))) (\(line.values.last ?? 0))</text>"
            )
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// A milestone over time: its values, the target, and the projection at the
    /// fitted pace to the projected day (or to the due day when not heading there).
    static func burndown(_ burndown: Burndown, width: Int = 340, height: Int = 180) -> String {
        let left = 40.0
        let right = 12.0
        let top = 30.0
        let bottom = 30.0
        let plotWidth = Double(width) - left - right
        let plotHeight = Double(height) - top - bottom
        let points = burndown.points
        let dueTime = Int64(burndown.milestone.due.daysSinceEpoch) * 86_400
        let projectedTime = burndown.projected.map { Int64($0.daysSinceEpoch) * 86_400 }
        let first = points.first?.time ?? dueTime
        let last = max(points.last?.time ?? dueTime, dueTime, projectedTime ?? 0)
        let span = Double(max(1, last - first))
        let maximum = Double(max(1, points.map(\.value).max() ?? 1, burndown.milestone.target))
        func x(_ time: Int64) -> Double { left + plotWidth * Double(time - first) / span }
        func y(_ value: Double) -> Double { top + plotHeight * (1 - value / maximum) }
        let title = "\(burndown.milestone.id): \(burndown.status.rawValue)"
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"\(escape(title))\" class=\"chart burndown\">",
            "<text x=\"\(number(left))\" y=\"16\" class=\"chart-title\">\(escape(title))</text>",
            "<line x1=\"\(number(left))\" y1=\"\(number(top + plotHeight))\" x2=\"\(number(left + plotWidth))\" y2=\"\(number(top + plotHeight))\" class=\"axis\"/>",
            "<line x1=\"\(number(left))\" y1=\"\(number(top))\" x2=\"\(number(left))\" y2=\"\(number(top + plotHeight))\" class=\"axis\"/>",
            "<text x=\"\(number(left - 6))\" y=\"\(number(y(maximum) + 4))\" class=\"tick\" text-anchor=\"end\">\(Int(maximum))</text>",
            "<line x1=\"\(number(left))\" y1=\"\(number(y(Double(burndown.milestone.target))))\" x2=\"\(number(left + plotWidth))\" y2=\"\(number(y(Double(burndown.milestone.target))))\" class=\"target\"/>",
            "<line x1=\"\(number(x(dueTime)))\" y1=\"\(number(top))\" x2=\"\(number(x(dueTime)))\" y2=\"\(number(top + plotHeight))\" class=\"due\"/>",
            "<text x=\"\(number(x(dueTime)))\" y=\"\(height - 10)\" class=\"tick\" text-anchor=\"end\">due \(burndown.milestone.due)</text>",
        ]
        let path = points.map { "\(number(x($0.time))),\(number(y(Double($0.value))))" }.joined(separator: " ")
        parts.append("<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(palette[0])\" stroke-width=\"2\"/>")
        if let lastPoint = points.last, let projectedTime {
            parts.append(
                "<line x1=\"\(number(x(lastPoint.time)))\" y1=\"\(number(y(Double(lastPoint.value))))\" x2=\"\(number(x(projectedTime)))\" y2=\"\(number(y(Double(burndown.milestone.target))))\" class=\"projection\"/>"
            )
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// The domain graph, nodes on a circle, edges as arrows: red where a rule is
    /// broken, dashed orange where crossed for the first time in the range.
    static func graph(_ graph: BoundaryGraph, width: Int = 720, height: Int = 420) -> String {
        let centerX = Double(width) / 2
        let centerY = Double(height) / 2 + 8
        let radius = min(centerX, centerY) - 70
        var position: [String: (Double, Double)] = [:]
        for (index, node) in graph.nodes.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(max(1, graph.nodes.count)) - Double.pi / 2
            position[node] = (centerX + radius * cos(angle), centerY + radius * sin(angle))
        }
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"domain dependencies\" class=\"chart graph\">",
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#555\"/></marker></defs>",
            "<text x=\"12\" y=\"18\" class=\"chart-title\">Dependencies between domains (\(graph.nodes.count) domains, \(graph.edges.count) edges)</text>",
        ]
        for edge in graph.edges {
            guard let (x1, y1) = position[edge.from], let (x2, y2) = position[edge.to] else { continue }
            // Stop short of the node's label.
            let dx = x2 - x1
            let dy = y2 - y1
            let length = max(1, (dx * dx + dy * dy).squareRoot())
            let trim = min(28, length / 3)
            let (ex, ey) = (x2 - dx / length * trim, y2 - dy / length * trim)
            let (sx, sy) = (x1 + dx / length * trim, y1 + dy / length * trim)
            var kind = "edge"
            if edge.isNew { kind += " new" }
            if !edge.violatedRules.isEmpty { kind += " violating" }
            let widthValue = 1 + log2(Double(edge.count) + 1)
            parts.append(
                "<line x1=\"\(number(sx))\" y1=\"\(number(sy))\" x2=\"\(number(ex))\" y2=\"\(number(ey))\" class=\"\(kind)\" stroke-width=\"\(number(widthValue))\" marker-end=\"url(#arrow)\"><title>\(escape("\(edge.from) → \(edge.to): \(edge.count) uses" + (edge.violatedRules.isEmpty ? "" : "; breaks " + edge.violatedRules.joined(separator: ", ")) + (edge.isNew ? "; new" : "")))</title></line>"
            )
        }
        for node in graph.nodes {
            guard let (x, y) = position[node] else { continue }
            parts.append("<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"6\" class=\"node\"/>")
            parts.append(
                "<text x=\"\(number(x))\" y=\"\(number(y - 12))\" class=\"node-label\" text-anchor=\"middle\">\(escape(node))</text>"
            )
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
