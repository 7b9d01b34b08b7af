/// Greedy word wrap on spaces, for help text and reports: a word longer than the
/// width gets a line of its own; lines after the first are indented by `indent`.
public enum WordWrap {
    public static func lines(_ text: String, width: Int, indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = ""
        let margin = String(repeating: " ", count: indent)
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = margin + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
