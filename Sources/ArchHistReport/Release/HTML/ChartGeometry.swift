/// A rectangle in a chart's own coordinates (the SVG's viewBox, y down).
struct Rect: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.maxX <= maxX && other.y >= y && other.maxY <= maxY
    }

    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}

/// One line of text a chart draws, where it stands and how wide the font makes it:
/// the markup is written from this value, so what is checked is what is drawn.
struct TextBox: Sendable, Hashable {
    enum Anchor: String, Sendable { case start, middle, end }

    var text: String
    /// The anchor point on the baseline.
    var x: Double
    var y: Double
    var size: Double
    var anchor: Anchor = .start

    var width: Double { FontMetrics.width(text, size: size) }

    /// The box from the font's ascent to its descent, across the advance widths.
    var frame: Rect {
        let width = self.width
        let left =
            switch anchor {
            case .start: x
            case .middle: x - width / 2
            case .end: x - width
            }
        return Rect(
            x: left, y: y - FontMetrics.ascent * size, width: width,
            height: (FontMetrics.ascent + FontMetrics.descent) * size)
    }

    /// This box moved so that its frame starts at `left` (whatever its anchor).
    func starting(at left: Double) -> TextBox {
        var moved = self
        moved.x = left
        moved.anchor = .start
        return moved
    }
}

/// An SVG chart with the text it draws, for the page and for the tests that check
/// that no text overlaps other text or leaves the chart.
struct Chart: Sendable {
    var width: Double
    var height: Double
    var svg: String
    var texts: [TextBox]

    var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Pairs of texts that overlap, and texts not wholly inside the chart.
    var textProblems: [String] {
        var problems: [String] = []
        for (index, text) in texts.enumerated() {
            if !bounds.contains(text.frame) { problems.append("'\(text.text)' leaves the chart: \(text.frame)") }
            for other in texts[(index + 1)...] where text.frame.intersects(other.frame) {
                problems.append("'\(text.text)' overlaps '\(other.text)'")
            }
        }
        return problems
    }
}
