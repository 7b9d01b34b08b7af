import ArchHistSupport

/// Charts drawn as inline SVG by archhist itself: no script, no font, no network,
/// so a report opens anywhere and prints on paper. A canvas writes the markup and
/// keeps every text it draws, with its box, for the checks on the layout.
struct SVG {
    private var parts: [String] = []
    private(set) var texts: [TextBox] = []

    /// `text` as HTML text or an attribute's value: inert as `OutputText` writes it (no
    /// control or bidi character, no line break), then `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        OutputText.terminal(text).replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(
            ">", with: "&gt;"
        )
        .replacing("\"", with: "&quot;")
    }

    /// A coordinate to one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    mutating func append(_ markup: String) { parts.append(markup) }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, class kind: String, extra: String = "") {
        let n = SVG.number
        parts.append(
            "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" class=\"\(kind)\"\(extra)/>")
    }

    /// One line of text; `full` is the whole text when the label shows less of it,
    /// kept in a `<title>` for the pointer and for screen readers.
    mutating func text(_ box: TextBox, class kind: String, full: String? = nil, fill: String? = nil) {
        texts.append(box)
        let n = SVG.number
        let anchor = box.anchor == .start ? "" : " text-anchor=\"\(box.anchor.rawValue)\""
        let colour = fill.map { " fill=\"\($0)\"" } ?? ""
        let title = full.flatMap { $0 == box.text ? nil : "<title>\(SVG.escape($0))</title>" } ?? ""
        parts.append(
            "<text x=\"\(n(box.x))\" y=\"\(n(box.y))\" font-size=\"\(n(box.size))\" "
                + "class=\"\(kind)\"\(anchor)\(colour)>"
                + "\(title)\(SVG.escape(box.text))</text>")
    }

    /// The finished chart; `label` names it for screen readers.
    func chart(width: Double, height: Double, label: String, class kind: String) -> Chart {
        let n = SVG.number
        let open =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
            + "width=\"\(n(width))\" height=\"\(n(height))\" role=\"img\" aria-label=\"\(SVG.escape(label))\" "
            + "class=\"chart \(kind)\" font-family=\"\(SVG.escape(FontMetrics.cssFamily))\">"
        return Chart(
            width: width, height: height, svg: ([open] + parts + ["</svg>"]).joined(separator: "\n"), texts: texts)
    }
}
