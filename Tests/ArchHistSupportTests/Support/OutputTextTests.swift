import ArchHistSupport
import Testing

@Suite struct OutputTextTests {
    /// Every trick at once: a new line starting a workflow command, colours, an OSC 8
    /// hyperlink, a bell, a right-to-left override, NUL, CR and a C1 control.
    static let hostile =
        "fine\n::error file=x::INJECT \u{1b}[31mred\u{1b}[0m \u{1b}]8;;https://evil.example\u{7}link\u{1b}]8;;\u{7}"
        + " \u{202e}txt.exe\u{0}end\r\u{9b}"

    /// No character that drives a terminal, and no line that starts a workflow command.
    static func isInert(_ output: String) -> Bool {
        !output.unicodeScalars.contains { $0 != "\n" && OutputText.isUnsafe($0) }
            && !output.split(separator: "\n").contains { $0.hasPrefix("::") }
    }

    @Test func terminalTextEscapesEveryUnsafeCharacterVisibly() {
        let shown = OutputText.terminal(Self.hostile)
        #expect(Self.isInert(shown) && !shown.contains("\n"))
        #expect(shown.contains("\\u{1b}[31m") && shown.contains("\\u{202e}") && shown.contains("\\u{0}"))
        #expect(shown.hasPrefix("fine\\n::error"))
        #expect(OutputText.terminal("Plain → text, ünïcode") == "Plain → text, ünïcode")
    }

    @Test func linesKeepTheirBreaksButNoneStartsACommand() {
        let shown = OutputText.terminalLines(Self.hostile)
        #expect(Self.isInert(shown))
        #expect(shown.split(separator: "\n", omittingEmptySubsequences: false).count == 2)
    }

    @Test func githubMessagesAndPropertiesFollowGitHubsEncoding() {
        #expect(OutputText.githubMessage("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(OutputText.githubProperty("a:b,c%") == "a%3Ab%2Cc%25")
        for encoded in [OutputText.githubMessage(Self.hostile), OutputText.githubProperty(Self.hostile)] {
            #expect(Self.isInert(encoded) && !encoded.contains("\n"))
        }
    }

    @Test func theQuickCheckAgreesWithTheScalars() {
        for scalar in ["\u{61c}", "\u{200e}", "\u{200f}", "\u{202a}", "\u{202e}", "\u{2066}", "\u{2069}", "\u{85}"] {
            #expect(OutputText.needsEscaping("a" + scalar + "b"), "\(scalar.unicodeScalars.first!.value)")
        }
        for safe in ["\u{2070}", "\u{2065}", "\u{201d}", "é", "→", "\u{a0}"] {
            #expect(!OutputText.needsEscaping(safe))
        }
    }
    @Test func markdownProseShowsHTMLAndMarkupAsText() {
        #expect(
            OutputText.markdown("<i>x</i> & [a](b) *c* a|b `d`")
                == "&lt;i&gt;x&lt;/i&gt; &amp; \\[a\\](b) \\*c\\* a\\|b \\`d\\`")
        #expect(OutputText.markdown("&amp;") == "&amp;amp;")
        let shown = OutputText.markdown(Self.hostile)
        #expect(Self.isInert(shown) && !shown.contains("\n"))
    }

    @Test func markdownCodeSpansCannotBeEndedByTheirText() {
        #expect(OutputText.markdownCode("<i>.swift") == "`<i>.swift`")
        #expect(OutputText.markdownCode("a`b") == "``a`b``")
        #expect(OutputText.markdownCode("`a``") == "``` `a`` ```")
        #expect(OutputText.markdownCode("a|b") == "`a\\|b`")
        #expect(Self.isInert(OutputText.markdownCode(Self.hostile)))
    }
}
