import ArchHistCLI
import Testing

@Suite struct HelpRendererTests {
    let tool = ArgumentsSampleTool.tool

    @Test func toolHelp() {
        let expected = """
            OVERVIEW: Record the architecture of a Swift codebase, commit by commit.

            USAGE: archhist <command> [options]

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            COMMANDS:
              analyze                 Scan the working tree and check it against the layers
                                      in archhist.json.
              history                 Record the architecture of every commit in a range.
              diff                    Compare the architecture at two commits.

              See 'archhist help <command>' for detailed help.
            """
        #expect(HelpRenderer.tool(tool, width: 80) == expected)
    }

    @Test func commandHelp() {
        let expected = """
            OVERVIEW: Scan the working tree and check it against the layers in
            archhist.json.

            Reads the spec, scans every Swift file under the package root and reports each
            import that crosses a layer boundary the wrong way.

            Examples:
              archhist analyze
              archhist analyze --format json Sources/

            USAGE: archhist analyze [--format <format>] [--exclude <glob> ...] [--db <path>]
                                    [--max-count <n>] [--force] [--verbose] [<path>]

            ARGUMENTS:
              <path>                  The package root. (default: .)

            OPTIONS:
              -f, --format <format>   The output format. (values: text, json; default: text)
              --exclude <glob>        Leave out the files matching this glob; may be
                                      repeated.
              --db <path>             The history database. (env: ARCHHIST_DB)
              --max-count <n>         Stop after this many violations.
              --force                 Overwrite existing output.
              -v, --verbose           Say what is being scanned. (env: ARCHHIST_VERBOSE)
              -h, --help              Show help information.
            """
        #expect(HelpRenderer.command(ArgumentsSampleTool.analyze, tool: tool, width: 80) == expected)
    }

    @Test func narrowCommandHelpWithLongLabel() {
        let expected = """
            OVERVIEW: Record the architecture of every commit in a
            range.

            USAGE: archhist history [--db <path>]
                                    [--output-format-for-machines <format>]
                                    [<revisions> ...]

            ARGUMENTS:
              <revisions> ...         Commits or ranges to record.

            OPTIONS:
              --db <path>             The history database.
                                      (env: ARCHHIST_DB)
              --output-format-for-machines <format>
                                      A long option whose label does not
                                      fit in its column.
              -h, --help              Show help information.
            """
        #expect(HelpRenderer.command(ArgumentsSampleTool.history, tool: tool, width: 60) == expected)
    }

    @Test func requiredPositionalsAndNoOptions() {
        let expected = """
            OVERVIEW: Compare the architecture at two commits.

            USAGE: archhist diff <from> <to> <paths> ...

            ARGUMENTS:
              <from>                  The older commit.
              <to>                    The newer commit.
              <paths> ...             Limit the comparison to these paths.

            OPTIONS:
              -h, --help              Show help information.
            """
        #expect(HelpRenderer.command(ArgumentsSampleTool.diff, tool: tool) == expected)
    }

    @Test func everyLineFitsTheWidth() {
        for width in [50, 60, 72, 80, 100] {
            let texts =
                [HelpRenderer.tool(tool, width: width)]
                + tool.commands.map { HelpRenderer.command($0, tool: tool, width: width) }
            for text in texts {
                for line in text.split(separator: "\n") {
                    // The one exception: an option name too long for the narrow widths.
                    if line.contains("--output-format-for-machines <format>") && width < 64 { continue }
                    #expect(line.count <= width, "\(width): \(line)")
                    #expect(!line.hasSuffix(" "), "trailing space: \(line)")
                }
            }
        }
    }

    @Test func usageLines() {
        #expect(
            HelpRenderer.usageLine(ArgumentsSampleTool.analyze, tool: tool)
                == "archhist analyze [--format <format>] [--exclude <glob> ...] [--db <path>] [--max-count <n>] "
                + "[--force] [--verbose] [<path>]"
        )
        #expect(HelpRenderer.usageLine(ArgumentsSampleTool.history, tool: tool).hasSuffix(" [<revisions> ...]"))
        #expect(HelpRenderer.usageLine(ArgumentsSampleTool.diff, tool: tool) == "archhist diff <from> <to> <paths> ...")
        #expect(HelpRenderer.usageLine(tool) == "archhist <command> [options]")
    }

    @Test func aRequiredOptionIsWrittenWithoutBracketsAndMarkedRequired() {
        let plan = Option<String>.required("plan", valueName: "file", help: "The migration plan.")
        let limit = Option<Int?>("limit", valueName: "n", help: "At most n.")
        let spec = CommandSpec(name: "burndown", abstract: "Burn down.", options: [limit, plan])
        #expect(HelpRenderer.usageLine(spec, tool: tool) == "archhist burndown [--limit <n>] --plan <file>")
        let help = HelpRenderer.command(spec, tool: tool).split(separator: "\n")
        #expect(help.contains("  --plan <file>           The migration plan. (required)"))
        let toolWithIt = ToolSpec(name: "archhist", abstract: "", version: "1", commands: [spec])
        #expect(toolWithIt.problems == [])
        #expect(throws: UsageError(.missingOption("--plan", valueName: "file"), command: "burndown")) {
            try ArgumentParser.parse(["burndown", "--limit", "3"], tool: toolWithIt, environment: [:])
        }
        let parsed = try? ArgumentParser.parse(["burndown", "--plan", "p.json"], tool: toolWithIt, environment: [:])
        guard case .run(let arguments)? = parsed else {
            Issue.record("not parsed: \(String(describing: parsed))")
            return
        }
        #expect(arguments[plan] == "p.json")
    }

    @Test func errorBlocks() {
        let commandError = UsageError(.unknownOption("--fromat", suggestion: "--format"), command: "diff")
        #expect(
            HelpRenderer.error(commandError, tool: tool) == """
                Error: unknown option '--fromat'; did you mean '--format'?
                Usage: archhist diff <from> <to> <paths> ...
                See 'archhist diff --help'.
                """
        )
        let toolError = UsageError(.unknownCommand("analyse", suggestions: ["analyze"]), command: nil)
        #expect(
            HelpRenderer.error(toolError, tool: tool) == """
                Error: unknown command 'analyse'; did you mean 'analyze'?
                Usage: archhist <command> [options]
                See 'archhist --help'.
                """
        )
    }

    @Test func discussionParagraphsAndToolDiscussion() {
        var tool = self.tool
        tool.discussion = "First paragraph\nstill the first.\n\n\n  verbatim   line\nSecond."
        tool.commands = []
        #expect(
            HelpRenderer.tool(tool) == """
                OVERVIEW: Record the architecture of a Swift codebase, commit by commit.

                First paragraph still the first.


                  verbatim   line
                Second.

                USAGE: archhist <command> [options]

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.
                """
        )
    }
}
