/// The one escaping policy for text from outside (file names, a spec's `source`, commit
/// subjects and authors, notes, git's messages) on its way into archhist's output.
///
/// A terminal obeys what a string holds: ESC starts colours, cursor moves and OSC 8
/// hyperlinks, BEL rings, CR rewrites the line, a newline starts a new one (in CI logs,
/// a line that may be a `::error` workflow command), and a bidi override (U+202E)
/// shows characters in another order than they are read. Such characters are written
/// as visible escapes (`\n`, `\u{1b}`, `\u{202e}`), never as themselves.
public enum OutputText {
    /// `text` as it may be printed on a terminal, in a line of its own or in a field.
    public static func terminal(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isUnsafe(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text of several lines (an error message quoting git), each line escaped; a line
    /// that would start with `::` starts with `\u{3a}:` instead, so that no line of it is
    /// a workflow command in a CI log.
    public static func terminalLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = terminal(String(line))
            return escaped.hasPrefix("::") ? "\\u{3a}" + escaped.dropFirst() : escaped
        }.joined(separator: "\n")
    }

    /// The message of a GitHub workflow command (`::error …::message`): GitHub's
    /// encoding of `%`, CR and LF, and every other unsafe character escaped visibly, so
    /// the message stays on its line and no text from outside starts a command.
    public static func githubMessage(_ text: String) -> String {
        // By scalar: as Characters, "\r\n" is one, which neither "\r" nor "\n" matches.
        var encoded = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": encoded += "%25"
            case "\r": encoded += "%0D"
            case "\n": encoded += "%0A"
            default: encoded.unicodeScalars.append(scalar)
            }
        }
        return terminal(encoded)
    }

    /// A property value of a workflow command (`file=…,title=…`), which also may not
    /// hold `:` or `,`.
    public static func githubProperty(_ text: String) -> String {
        githubMessage(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }

    /// Text from outside in Markdown prose or a table cell: unsafe characters escaped as
    /// on a terminal, then every character Markdown or the HTML it may hold would read
    /// as markup (`<i>`, `&amp;`, a link's brackets, emphasis, code, a cell's pipe)
    /// written so that it renders as itself.
    public static func markdown(_ text: String) -> String {
        var result = ""
        for character in terminal(text) {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "|": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// Text from outside as a Markdown code span, its backticks included: a span shows
    /// `<i>` as it is, so only what would end it is taken care of. The fence is longer
    /// than any run of backticks in the text, and a pipe is `\|` (a table cell ends at
    /// a bare one, even in code).
    public static func markdownCode(_ text: String) -> String {
        let content = terminal(text).replacing("|", with: "\\|")
        var longest = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = content.hasPrefix("`") || content.hasSuffix("`") ? " \(content) " : content
        return fence + padded + fence
    }

    /// Whether `scalar` must not reach a terminal as itself: a control character
    /// (C0, DEL, C1) or a bidirectional formatting character.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` holds an unsafe character, read from its UTF-8 bytes: a byte below
    /// 0x20, 0x7F, 0xC2 before 0x80–0x9F (C1), or the lead bytes of the bidi characters
    /// (D8 9C, E2 80 8E–8F and AA–AE, E2 81 A6–A9). Every line of every text output is
    /// asked, and looking up each scalar doubled the time `log` takes to print 1,000 runs.
    public static func needsEscaping(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
            if previous == 0xD8 && byte == 0x9C { return true }
            if beforePrevious == 0xE2 && previous == 0x80
                && (byte == 0x8E || byte == 0x8F || (0xAA...0xAE).contains(byte))
            {
                return true
            }
            if beforePrevious == 0xE2 && previous == 0x81 && (0xA6...0xA9).contains(byte) { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
