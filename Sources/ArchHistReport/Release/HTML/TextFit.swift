/// Labels fitted to the room a chart has: shortened where a word ends (a space, `-`,
/// `_`, `/`, `.`, or a camel-case hump), never inside a word; the chart puts the full
/// text in a `<title>` whenever the label shows less of it.
enum TextFit {
    static let ellipsis = "\u{2026}"

    /// `text` when it fits in `width`, else its longest prefix ending at a word
    /// boundary, with an ellipsis, that does. A first word wider than the room is cut
    /// where it must be: there is no shorter honest label.
    static func shorten(_ text: String, toWidth width: Double, size: Double) -> String {
        if FontMetrics.width(text, size: size) <= width { return text }
        let characters = Array(text)
        for end in boundaries(characters).reversed() {
            let prefix = trimmed(characters[..<end])
            if !prefix.isEmpty, FontMetrics.width(prefix + ellipsis, size: size) <= width { return prefix + ellipsis }
        }
        var cut = characters.count
        while cut > 0, FontMetrics.width(String(characters[..<cut]) + ellipsis, size: size) > width { cut -= 1 }
        return String(characters[..<cut]) + ellipsis
    }

    /// Indices a word ends at (exclusive ends), in increasing order, the text's end last.
    private static func boundaries(_ characters: [Character]) -> [Int] {
        var ends: [Int] = []
        for index in characters.indices.dropFirst() {
            let previous = characters[index - 1]
            let current = characters[index]
            if separators.contains(previous) || current == " " {
                ends.append(index)
            } else if current.isUppercase, previous.isLowercase || previous.isNumber {
                ends.append(index)
            }
        }
        ends.append(characters.count)
        return ends
    }

    private static let separators: Set<Character> = [" ", "-", "_", "/", ".", ":", ","]

    private static func trimmed(_ characters: ArraySlice<Character>) -> String {
        var slice = characters
        while let last = slice.last, separators.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
