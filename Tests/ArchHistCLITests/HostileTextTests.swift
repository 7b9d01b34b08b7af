import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// Text from outside reaches the terminal and CI logs inert: a note's commit subject and
/// spec source, and the reason a note is skipped, pass through one escaping policy.
@Suite struct HostileTextTests {
    static let hostile =
        "fine\n::error file=x::INJECT \u{1b}[31mred\u{1b}[0m \u{1b}]8;;https://evil.example\u{7}link\u{1b}]8;;\u{7}"
        + " \u{202e}txt.exe\u{0}end\r"

    /// No character that drives a terminal, and no line that starts a workflow command.
    static func isInert(_ output: String) -> Bool {
        !output.unicodeScalars.contains { $0 != "\n" && OutputText.isUnsafe($0) }
            && !output.split(separator: "\n").contains { $0.hasPrefix("::") }
    }

    /// A field as a note's text holds it.
    static func noteField(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\t", with: "\\t").replacing("\n", with: "\\n")
    }

    @Test func aHostileSubjectSourceAndNoteLineReachTheOutputEscaped() throws {
        let (history, recording, remote, base) = try PushedHistory().parts
        func path(_ commit: String) -> String { commit.prefix(2) + "/" + commit.dropFirst(2) }
        func note(_ commit: String) throws -> String {
            try recording.git("cat-file", "blob", base + ":" + path(commit))
        }
        func editing(_ text: String, _ key: String, to value: String) -> String {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasPrefix(key + "\t") ? key + "\t" + value : String(line)
            }
            return lines.joined(separator: "\n")
        }
        let field = Self.noteField(Self.hostile)
        let newest = history.commits[3]
        let files = [
            // The newest run: its subject and source are what `log`, `trend` and the spec line show.
            NotesFile(
                path: path(newest),
                content: Array(editing(editing(try note(newest), "subject", to: field), "source", to: field).utf8)),
            // A line no archhist writes, whose key the warning quotes.
            NotesFile(
                path: path(history.commits[0]),
                content: Array((try note(history.commits[0]) + "\n" + field + "\tx\n").utf8)),
        ]
        let hostile = try remote.write(base: base, merging: nil, files: files, message: "hostile")
        try recording.git("push", "-q", "-f", "origin", "\(hostile):refs/notes/archhist")

        let reader = try history.clone(depth: 1)
        let cli = CLIHarness(directory: reader.root)
        let pulled = cli.run("pull")
        #expect(pulled.exitCode == .ok)
        #expect(pulled.stderr.hasPrefix("warning: skipped the note of \(history.commits[0].prefix(12))"))
        #expect(pulled.stderr.contains("INJECT"), "the reason quotes the line, escaped: \(pulled.stderr)")
        for output in [pulled] + [["log"], ["trend"], ["log", "--all-specs"], ["show", newest]].map(cli.run) {
            #expect(Self.isInert(output.stdout), "\(output.stdout)")
            #expect(Self.isInert(output.stderr), "\(output.stderr)")
        }
        #expect(cli.run("log").stdout.contains("fine\\n::error"))
        #expect(cli.run("trend").stderr.contains("spec: fine\\n::error"))
    }
}

/// The hostile string as a file name with a violation and as a commit subject, through
/// every format that prints findings for a tool to read: markdown, SARIF, Xcode's and
/// GitHub's lines, the HTML report.
@Suite struct HostileFormatsTests {
    /// The hostile string as a file name may hold it (no NUL), with what markdown
    /// tables and HTML must escape.
    static let name = HostileTextTests.hostile.replacing("\u{0}", with: "") + " a|b <i>&amp;"

    @Test func aHostileFileNameAndSubjectReachEveryFormatInert() throws {
        let repository = try GitSandbox(clock: .hourPerGitRun)
        try repository.copy(fixture: "HarnessBooking")
        let start = try repository.commit("start")
        try repository.write(
            "Sources/BookingService/\(Self.name).swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        _ = try repository.commit(Self.name)
        let cli = CLIHarness(directory: repository.root)
        #expect(cli.run("backfill").exitCode == .ok)
        var outputs: [(String, CommandOutput)] = []
        for format in ["markdown", "github", "sarif", "xcode"] {
            outputs.append((format, cli.run("check", "--baseline", start, "--format", format)))
        }
        outputs.append(("xcode", cli.run("analyze", "--format", "xcode")))
        outputs.append(("xcode", cli.run("violations", "--format", "xcode")))
        outputs.append(("html", cli.run("report", "--from", start, "--format", "html")))
        outputs.append(("markdown", cli.run("report", "--from", start, "--format", "markdown")))
        for (format, output) in outputs {
            #expect(output.stdout.contains("INJECT"), "\(format) names the file: \(output.stdout)")
            if format == "github" {
                // Its own workflow commands, one a line; none the file name starts.
                let unsafe = output.stdout.unicodeScalars.contains { $0 != "\n" && OutputText.isUnsafe($0) }
                let commands = output.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
                #expect(!unsafe && !commands.isEmpty, "\(output.stdout)")
                for line in commands {
                    #expect(
                        ["::error file=Sources/", "::warning file=Sources/", "::notice"].contains {
                            line.hasPrefix($0)
                        }, "\(line)")
                }
            } else {
                #expect(HostileTextTests.isInert(output.stdout), "\(format): \(output.stdout)")
            }
            #expect(HostileTextTests.isInert(output.stderr), "\(format): \(output.stderr)")
            switch format {
            case "sarif":
                let json = try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
                #expect(json != nil, "valid JSON: \(output.stdout)")
                #expect(output.stdout.contains("\\u202e"), "the override as an escape: \(output.stdout)")
            case "html":
                #expect(!output.stdout.contains("<i>") && output.stdout.contains("&lt;i&gt;&amp;amp;"))
            case "markdown":
                if output.stdout.contains("Architecture report") {
                    #expect(output.stdout.contains("&lt;i&gt;&amp;amp;"), "the subject as text: \(output.stdout)")
                }
                // A table's cells: the name's `|` escaped, its newline written as `\n`.
                let rows = output.stdout.split(separator: "\n").filter { $0.hasPrefix("|") && $0.contains("a\\|b") }
                #expect(!rows.isEmpty && rows.allSatisfy { !$0.contains("a|b") }, "\(output.stdout)")
                // Outside code spans, the name's HTML is text: `<i>` would render as italics.
                let prose = Self.outsideCodeSpans(output.stdout)
                #expect(!prose.contains("<i>") && !prose.contains(" &amp;"), "\(output.stdout)")
            default: break
            }
        }
    }

    /// Markdown text with its code spans (text between equal runs of backticks) left out.
    static func outsideCodeSpans(_ markdown: String) -> String {
        var prose = ""
        var rest = Substring(markdown)
        while let open = rest.firstIndex(of: "`") {
            prose += rest[..<open]
            let fence = rest[open...].prefix { $0 == "`" }
            let after = rest[fence.endIndex...]
            guard let close = after.range(of: String(fence)) else { return prose + rest[open...] }
            rest = after[close.upperBound...].drop { $0 == "`" }
        }
        return prose + rest
    }
}
