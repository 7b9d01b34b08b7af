import ArchHistCore
import ArchHistSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The domain graph drawn top-down in layers along the dependency direction: a
/// domain above the domains it uses. Each name sits in its own box, boxes never
/// overlap (a layer too wide for the chart wraps onto further rows), and each arrow
/// runs from box to box through the gaps of the rows between them, its head sized to
/// its stroke, the stroke to the number of uses; red where a rule is broken, dashed
/// orange where new in the range.
enum DomainGraphChart {
    static let size = 12.0
    private static let boxHeight = 24.0
    private static let gap = 18.0
    private static let layerGap = 64.0
    private static let rowGap = 20.0
    private static let margin = 8.0
    private static let maxLabelWidth = 150.0

    /// Where each domain's box goes, and the rows of boxes, which edges route around.
    struct Layout {
        var width: Double
        var height: Double
        var boxes: [Rect]
        var labels: [String]
        var rows: [Rect]

        /// The points an edge passes: out of the bottom of `from` (the top when it
        /// points up), through a gap of every row between the two, into `to`. A
        /// straight line would run through the boxes of the rows it crosses.
        func route(from: Int, to: Int, offset: Double = 0) -> [(Double, Double)] {
            let source = boxes[from]
            let target = boxes[to]
            if source.y == target.y {
                // Side by side in one row: over the top, an arc of three points.
                let (a, b) = (source.x + source.width / 2 + offset, target.x + target.width / 2 + offset)
                let peak = source.y - min(DomainGraphChart.rowGap - 4, source.y - 2)
                return [(a, source.y), ((a + b) / 2, peak), (b, target.y)]
            }
            let down = target.y > source.y
            let spread = { (box: Rect, towards: Double) -> Double in
                let centre = box.x + box.width / 2
                return centre + max(-box.width / 2 + 6, min(box.width / 2 - 6, (towards - centre) * 0.25)) + offset
            }
            let start = (spread(source, target.x + target.width / 2), down ? source.maxY : source.y)
            let end = (spread(target, source.x + source.width / 2), down ? target.y : target.maxY)
            var points = [start]
            let between = rows.filter { row in
                down ? row.y > source.y && row.y < target.y : row.y < source.y && row.y > target.y
            }
            .sorted { down ? $0.y < $1.y : $0.y > $1.y }
            for row in between {
                let t = (row.y + row.height / 2 - start.1) / (end.1 - start.1)
                let x = free(start.0 + (end.0 - start.0) * t, in: row)
                let (top, bottom) = (row.y - 3, row.maxY + 3)
                points += down ? [(x, top), (x, bottom)] : [(x, bottom), (x, top)]
            }
            return points + [end]
        }

        /// `x`, or the nearest place beside the boxes of `row` that `x` falls on.
        private func free(_ x: Double, in row: Rect) -> Double {
            let inRow = boxes.filter { $0.height > 0 && $0.y == row.y }.sorted { $0.x < $1.x }
            func blocked(_ x: Double) -> Bool { inRow.contains { x > $0.x - 5 && x < $0.maxX + 5 } }
            guard blocked(x) else { return x }
            let half = DomainGraphChart.gap / 2
            var candidates: [Double] = []
            for box in inRow {
                for candidate in [box.x - half, box.maxX + half] where !blocked(candidate) {
                    if candidate > 2, candidate < width - 2 { candidates.append(candidate) }
                }
            }
            let distance = { (candidate: Double) -> Double in abs(candidate - x) }
            return candidates.min { distance($0) < distance($1) } ?? x
        }
    }

    static func layout(_ graph: BoundaryGraph, width: Double = 900) -> Layout {
        let index = Dictionary(
            graph.nodes.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let edges = graph.edges.compactMap { edge -> (from: Int, to: Int)? in
            guard let from = index[edge.from], let to = index[edge.to], edge.count > 0 else { return nil }
            return (from, to)
        }
        let layers = LayeredLayout.layers(nodes: graph.nodes.count, edges: edges)

        // Boxes, row by row; a layer wider than the chart goes on over several rows.
        var boxes = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: graph.nodes.count)
        var labels = Array(repeating: "", count: graph.nodes.count)
        var y = margin
        for (layerNumber, layer) in layers.enumerated() {
            if layerNumber > 0 { y += layerGap - rowGap }
            var rows: [[Int]] = [[]]
            var rowWidth = 0.0
            for node in layer {
                labels[node] = TextFit.shorten(graph.nodes[node], toWidth: maxLabelWidth, size: size)
                let boxWidth = FontMetrics.width(labels[node], size: size) + 16
                boxes[node].width = boxWidth
                if !rows[rows.count - 1].isEmpty, rowWidth + gap + boxWidth > width - 2 * margin {
                    rows.append([])
                    rowWidth = 0
                }
                rowWidth += (rows[rows.count - 1].isEmpty ? 0 : gap) + boxWidth
                rows[rows.count - 1].append(node)
            }
            for (rowNumber, row) in rows.enumerated() {
                if rowNumber > 0 { y += boxHeight + rowGap }
                let total = row.map { boxes[$0].width }.reduce(0, +) + gap * Double(max(0, row.count - 1))
                var x = (width - total) / 2
                for node in row {
                    boxes[node].x = x
                    boxes[node].y = y
                    boxes[node].height = boxHeight
                    x += boxes[node].width + gap
                }
            }
            y += boxHeight + rowGap
        }
        let height = y - rowGap + margin
        let rowBands = Dictionary(grouping: boxes.filter { $0.height > 0 }, by: \.y).keys.sorted()
            .map { Rect(x: 0, y: $0, width: width, height: boxHeight) }
        return Layout(width: width, height: height, boxes: boxes, labels: labels, rows: rowBands)
    }

    static func chart(_ graph: BoundaryGraph, width: Double = 900) -> Chart {
        let layout = layout(graph, width: width)
        let index = Dictionary(
            graph.nodes.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var svg = SVG()
        svg.append(markers)
        let pairs = Set(graph.edges.map { "\($0.from)\u{0}\($0.to)" })
        for edge in graph.edges where edge.count > 0 {
            guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
            // Two domains using each other: the two arrows side by side, not on one line.
            let offset = pairs.contains("\(edge.to)\u{0}\(edge.from)") ? 4.0 : 0
            svg.append(arrow(edge, route: layout.route(from: from, to: to, offset: offset)))
        }
        for (node, name) in graph.nodes.enumerated() {
            let box = layout.boxes[node]
            svg.append(
                "<rect x=\"\(SVG.number(box.x))\" y=\"\(SVG.number(box.y))\" width=\"\(SVG.number(box.width))\" "
                    + "height=\"\(SVG.number(box.height))\" rx=\"4\" class=\"node\"/>")
            svg.text(
                TextBox(
                    text: layout.labels[node], x: box.x + box.width / 2, y: box.y + 16.5, size: size, anchor: .middle),
                class: "node-label", full: name)
        }
        let label =
            "dependencies between \(Plural.counted(graph.nodes.count, "domain")), "
            + Plural.counted(graph.edges.count, "edge")
        return svg.chart(width: layout.width, height: layout.height, label: label, class: "graph")
    }

    /// Arrowheads in stroke-width units, so a head grows with its line, not past it.
    private static let markers =
        "<defs>"
        + [("plain", "#7a8088"), ("violating", "#c0392b"), ("new", "#e67e22")].map { name, colour in
            "<marker id=\"arrow-\(name)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"4\" "
                + "markerHeight=\"4\" markerUnits=\"strokeWidth\" orient=\"auto\">"
                + "<path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"\(colour)\"/></marker>"
        }.joined() + "</defs>"

    private static func arrow(_ edge: BoundaryGraph.Edge, route: [(Double, Double)]) -> String {
        let stroke = min(4, 1 + log2(Double(max(1, edge.count))) / 3)
        var kind = "edge"
        var marker = "plain"
        if edge.isNew {
            kind += " new"
            marker = "new"
        }
        if !edge.violatedRules.isEmpty {
            kind += " violating"
            marker = "violating"
        }
        let use = edge.count == 1 ? "use" : "uses"
        let breaks = edge.violatedRules.isEmpty ? "" : "; breaks " + edge.violatedRules.joined(separator: ", ")
        let new = edge.isNew ? "; new in the range" : ""
        let title = "\(edge.from) → \(edge.to): \(edge.count) \(use)\(breaks)\(new)"
        let points = route.map { "\(SVG.number($0.0)),\(SVG.number($0.1))" }.joined(separator: " ")
        return "<polyline points=\"\(points)\" class=\"\(kind)\" stroke-width=\"\(SVG.number(stroke))\" "
            + "stroke-linejoin=\"round\" marker-end=\"url(#arrow-\(marker))\">"
            + "<title>\(SVG.escape(title))</title></polyline>"
    }
}
