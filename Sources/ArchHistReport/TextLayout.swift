import ArchHistCore
import ArchHistSupport

/// Plain-text layout for terminal reports: aligned tables, lists cut short. Widths
/// count characters, which is right for the ASCII, `→` and `…` the reports use.
enum TextLayout {
    enum Alignment {
        case left, right
    }

    /// Rows of cells in columns two spaces apart, each line indented and stripped of
    /// trailing spaces. Cells missing at the end of a short row are left empty. Cells
    /// are made `visible` first: a commit subject with a newline must not break its row,
    /// and the widths are those of what is printed.
    static func table(_ rows: [[String]], align: [Alignment] = [], indent: Int = 2) -> [String] {
        let rows = rows.map { $0.map(visible) }
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        let margin = String(repeating: " ", count: indent)
        return rows.map { row in
            var line = margin
            for (column, cell) in row.enumerated() {
                if column > 0 { line += "  " }
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                let last = column == row.count - 1
                switch column < align.count ? align[column] : .left {
                case .left: line += last ? cell : cell + padding
                case .right: line += padding + cell
                }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The first `limit` lines, then `… and N more` (with `hint` after a space) when
    /// some were left out.
    static func truncated(_ lines: [String], limit: Int, indent: Int = 2, hint: String = "") -> [String] {
        guard lines.count > limit else { return lines }
        let margin = String(repeating: " ", count: indent)
        let hint = hint.drop { $0 == " " }
        return Array(lines.prefix(limit)) + [
            "\(margin)… and \(lines.count - limit) more" + (hint.isEmpty ? "" : " \(hint)")
        ]
    }

    /// Words filled into lines of at most `width` characters (a longer word gets a
    /// line of its own), each line after the first indented by `indent`.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        WordWrap.lines(text, width: width, indent: indent)
    }

    /// Items joined by `separator` after `lead`, filled into lines of at most
    /// `width` characters without ever splitting an item; continuation lines are
    /// indented by the width of `lead`.
    static func fill(_ items: [String], lead: String, separator: String = ", ", width: Int) -> [String] {
        let margin = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for (n, item) in items.enumerated() {
            let piece = item + (n < items.count - 1 ? separator.trimmingTrailingSpaces : "")
            if line.count == lead.count {
                line += piece
            } else if line.count + 1 + piece.count <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = margin + piece
            }
        }
        lines.append(line)
        return lines
    }

    /// `path:line`, or `path` when there is no line.
    static func location(_ file: String, _ line: Int?) -> String {
        let file = visible(file)
        return line.map { "\(file):\($0)" } ?? file
    }

    /// Lines of output, each made printable (`visible`), one per line.
    static func text(_ lines: [String]) -> String {
        lines.map(visible).joined(separator: "\n") + "\n"
    }

    /// A name as it may be printed on a line of its own, by archhist's one escaping
    /// policy (`OutputText`): control and bidi characters (a newline in a file name) are
    /// written as escapes, so that no name can start a line of the output (a `::error`
    /// workflow command, a table row), break one, or drive the terminal.
    static func visible(_ text: String) -> String { OutputText.terminal(text) }

    /// A Markdown table cell: a pipe would end it.
    static func markdownCell(_ text: String) -> String { OutputText.markdown(text) }
    /// Text from outside as Markdown code, its backticks included.
    static func markdownCode(_ text: String) -> String { OutputText.markdownCode(text) }

    /// Whether `text` holds a character `visible` escapes.
    static func hasControlCharacter(_ text: String) -> Bool { OutputText.needsEscaping(text) }

    /// A name cut to `width` characters, ending in `…` when cut.
    static func clipped(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
