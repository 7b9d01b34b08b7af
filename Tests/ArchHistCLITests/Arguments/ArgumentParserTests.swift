import ArchHistCLI
import Testing

@Suite struct ArgumentParserTests {
    typealias Analyze = ArgumentsSampleTool.Analyze
    typealias History = ArgumentsSampleTool.History
    typealias Diff = ArgumentsSampleTool.Diff
    let tool = ArgumentsSampleTool.tool

    private func parse(_ line: String, environment: [String: String] = [:]) throws(UsageError) -> ParseOutcome {
        try ArgumentParser.parse(line.split(separator: " ").map(String.init), tool: tool, environment: environment)
    }

    private func run(_ line: String, environment: [String: String] = [:]) throws -> ParsedArguments {
        guard case .run(let arguments) = try parse(line, environment: environment) else {
            Issue.record("'\(line)' did not parse to a command")
            throw UsageError(.unexpectedPositional(line), command: nil)
        }
        return arguments
    }

    /// The usage error for `line`, or nil when it parses.
    private func failure(_ line: String, environment: [String: String] = [:]) -> UsageError? {
        do {
            _ = try parse(line, environment: environment)
            return nil
        } catch {
            return error
        }
    }

    @Test func declarationsAreSound() {
        #expect(tool.problems == [])
    }

    @Test func defaults() throws {
        let arguments = try run("analyze")
        #expect(arguments.command == "analyze")
        #expect(arguments[Analyze.format] == "text")
        #expect(arguments.source(of: Analyze.format) == .defaultValue)
        #expect(arguments[Analyze.exclude] == [])
        #expect(arguments[Analyze.db] == nil)
        #expect(arguments.source(of: Analyze.db) == nil)
        #expect(arguments[Analyze.maxCount] == nil)
        #expect(arguments[Analyze.force] == false)
        #expect(arguments[Analyze.path] == ".")
        #expect(!arguments.isGiven(Analyze.path))
    }

    @Test func optionForms() throws {
        let arguments = try run("analyze Sources --format=json --exclude a --exclude=b -v --max-count 5 --force")
        #expect(arguments[Analyze.format] == "json")
        #expect(arguments.source(of: Analyze.format) == .commandLine)
        #expect(arguments[Analyze.exclude] == ["a", "b"])
        #expect(arguments[Analyze.verbose])
        #expect(arguments[Analyze.force])
        #expect(arguments[Analyze.maxCount] == 5)
        #expect(arguments[Analyze.path] == "Sources")
        #expect(arguments.isGiven(Analyze.path))
    }

    @Test func shortOptions() throws {
        #expect(try run("analyze -f json")[Analyze.format] == "json")
        #expect(try run("analyze -fjson")[Analyze.format] == "json")
        let grouped = try run("analyze -vfjson")
        #expect(grouped[Analyze.verbose])
        #expect(grouped[Analyze.format] == "json")
    }

    @Test func equalsKeepsTheRestOfTheToken() throws {
        let arguments = try ArgumentParser.parse(
            ["analyze", "--exclude=a=b", "--exclude=", "--db=-weird"], tool: tool, environment: [:])
        guard case .run(let parsed) = arguments else {
            Issue.record("no run")
            return
        }
        #expect(parsed[Analyze.exclude] == ["a=b", ""])
        #expect(parsed[Analyze.db] == "-weird")
    }

    @Test func doubleDashEndsOptions() throws {
        let arguments = try run("history --db x -- --force -v -")
        #expect(arguments[History.db] == "x")
        #expect(arguments[History.revisions] == ["--force", "-v", "-"])
        #expect(try run("analyze -- --help")[Analyze.path] == "--help")
    }

    @Test func positionals() throws {
        let diff = try run("diff a b c d")
        #expect(diff[Diff.from] == "a")
        #expect(diff[Diff.to] == "b")
        #expect(diff[Diff.paths] == ["c", "d"])
        #expect(try run("history")[History.revisions] == [])
        #expect(try run("history main~3..main v1")[History.revisions] == ["main~3..main", "v1"])
        #expect(try run("analyze -")[Analyze.path] == "-")
        #expect(try run("history -3")[History.revisions] == ["-3"])
    }

    @Test func environmentFallback() throws {
        let environment = ["ARCHHIST_DB": "/tmp/h.sqlite", "ARCHHIST_VERBOSE": "yes"]
        let fromEnvironment = try run("analyze", environment: environment)
        #expect(fromEnvironment[Analyze.db] == "/tmp/h.sqlite")
        #expect(fromEnvironment.source(of: Analyze.db) == .environment(variable: "ARCHHIST_DB"))
        #expect(fromEnvironment[Analyze.verbose])
        let overridden = try run("analyze --db other.sqlite", environment: environment)
        #expect(overridden[Analyze.db] == "other.sqlite")
        #expect(overridden.source(of: Analyze.db) == .commandLine)
        #expect(try run("analyze", environment: ["ARCHHIST_DB": ""])[Analyze.db] == nil)
        #expect(try run("analyze", environment: ["ARCHHIST_VERBOSE": "0"])[Analyze.verbose] == false)
        #expect(
            failure("analyze", environment: ["ARCHHIST_VERBOSE": "maybe"])?.message
                == "invalid value 'maybe' in ARCHHIST_VERBOSE (for '--verbose'); expected one of '1', '0', "
                + "'true', 'false', 'yes', 'no', 'on', 'off'"
        )
    }

    @Test func helpAndVersion() throws {
        let toolHelp = HelpRenderer.tool(tool)
        let analyzeHelp = HelpRenderer.command(ArgumentsSampleTool.analyze, tool: tool)
        #expect(try ArgumentParser.parse([], tool: tool, environment: [:]) == .help(toolHelp))
        #expect(try parse("--help") == .help(toolHelp))
        #expect(try parse("-h") == .help(toolHelp))
        #expect(try parse("help") == .help(toolHelp))
        #expect(try parse("help analyze") == .help(analyzeHelp))
        #expect(try parse("--help analyze") == .help(analyzeHelp))
        #expect(try parse("analyze --help") == .help(analyzeHelp))
        #expect(try parse("analyze -h") == .help(analyzeHelp))
        #expect(try parse("analyze -vh") == .help(analyzeHelp))
        // Help wins over mistakes elsewhere on the line.
        #expect(try parse("analyze --fromat x extra extra --help") == .help(analyzeHelp))
        #expect(try parse("--version") == .version("archhist 0.3.0"))
        #expect(
            try ArgumentParser.parse(["analyze", "--help"], tool: tool, environment: [:], helpWidth: 60)
                == .help(HelpRenderer.command(ArgumentsSampleTool.analyze, tool: tool, width: 60)))
    }

    @Test func unknownCommands() {
        #expect(failure("analyse") == UsageError(.unknownCommand("analyse", suggestions: ["analyze"]), command: nil))
        #expect(failure("analyse")?.message == "unknown command 'analyse'; did you mean 'analyze'?")
        #expect(failure("hist")?.message == "unknown command 'hist'; did you mean 'history'?")
        #expect(failure("frobnicate")?.message == "unknown command 'frobnicate'")
        #expect(
            failure("help analyse") == UsageError(.unknownCommand("analyse", suggestions: ["analyze"]), command: nil))
        #expect(failure("help analyze diff") == UsageError(.unexpectedPositional("diff"), command: nil))
        #expect(
            UsageError(.unknownCommand("x", suggestions: ["a", "b", "c"]), command: nil).message
                == "unknown command 'x'; did you mean 'a', 'b' or 'c'?")
    }

    @Test func unknownOptions() {
        #expect(
            failure("analyze --fromat json")
                == UsageError(.unknownOption("--fromat", suggestion: "--format"), command: "analyze"))
        #expect(failure("analyze --fromat=json")?.message == "unknown option '--fromat'; did you mean '--format'?")
        #expect(failure("analyze --verbos")?.message == "unknown option '--verbos'; did you mean '--verbose'?")
        #expect(failure("analyze --hlep")?.message == "unknown option '--hlep'; did you mean '--help'?")
        #expect(failure("analyze --zzz")?.message == "unknown option '--zzz'")
        #expect(failure("analyze -x")?.message == "unknown option '-x'")
        #expect(failure("analyze -vx")?.message == "unknown option '-x'")
        #expect(failure("analyze -force")?.message == "unknown option '-force'; did you mean '--force'?")
        #expect(failure("analyze -format=json")?.message == "unknown option '-format'; did you mean '--format'?")
        #expect(failure("--verison")?.message == "unknown option '--verison'; did you mean '--version'?")
        #expect(failure("--db x analyze") == UsageError(.optionBeforeCommand("--db"), command: nil))
        #expect(failure("-v analyze")?.message == "option '-v' must come after the command name")
    }

    @Test func valueErrors() {
        #expect(failure("analyze --format") == UsageError(.missingValue(option: "--format"), command: "analyze"))
        #expect(failure("analyze --format --force")?.message == "missing value for '--format'")
        #expect(failure("analyze -f")?.message == "missing value for '-f'")
        #expect(
            failure("analyze --format yaml")
                == UsageError(
                    .invalidValue(option: "--format", value: "yaml", expected: "one of 'text', 'json'"),
                    command: "analyze"))
        #expect(
            failure("analyze -f yaml")?.message == "invalid value 'yaml' for '--format'; expected one of 'text', 'json'"
        )
        #expect(
            failure("analyze --force=yes")
                == UsageError(.unexpectedValue(option: "--force", value: "yes"), command: "analyze"))
        #expect(failure("analyze --force=yes")?.message == "'--force' is a flag and takes no value (given 'yes')")
    }

    @Test func duplicates() {
        #expect(
            failure("analyze --format json -f text") == UsageError(.duplicateOption("--format"), command: "analyze"))
        #expect(failure("analyze --force --force")?.message == "'--force' can only be given once")
        #expect(failure("analyze -vv")?.message == "'--verbose' can only be given once")
    }

    @Test func positionalErrors() {
        #expect(failure("diff a") == UsageError(.missingPositional("to"), command: "diff"))
        #expect(failure("diff a b")?.message == "missing argument '<paths>'")
        #expect(failure("analyze a b") == UsageError(.unexpectedPositional("b"), command: "analyze"))
        #expect(failure("analyze a b")?.message == "unexpected argument 'b'")
    }

    /// Integers are checked while parsing, so that reading one back cannot fail.
    @Test func integers() throws {
        let expected = "an integer from 1 through 10"
        #expect(
            failure("analyze --max-count lots")
                == UsageError(
                    .invalidValue(option: "--max-count", value: "lots", expected: expected), command: "analyze"))
        let big = try #require(failure("analyze --max-count 50"))
        let message = "invalid value '50' for '--max-count'; expected an integer from 1 through 10"
        #expect(big.message == message)
        #expect(HelpRenderer.error(big, tool: tool).hasPrefix("Error: \(message)\nUsage: archhist analyze "))
        #expect(try run("analyze --max-count 10")[Analyze.maxCount] == 10)
    }

    @Test func firstErrorInLineOrderWins() {
        #expect(failure("analyze --zzz --format yaml")?.kind == .unknownOption("--zzz", suggestion: nil))
        #expect(
            failure("analyze --format yaml --zzz")?.kind
                == .invalidValue(option: "--format", value: "yaml", expected: "one of 'text', 'json'"))
    }

    @Test func specProblems() {
        let bad = ToolSpec(
            name: "t", abstract: "", version: "1",
            commands: [
                CommandSpec(
                    name: "c", abstract: "",
                    options: [
                        Option<String>("format", short: "h", help: "", default: "xml", allowedValues: ["text"]),
                        Flag("format", help: ""),
                        Flag("help", help: ""),
                    ],
                    positionals: [
                        Positional(repeating: "a", help: ""),
                        Positional("b", help: "", default: "b"),
                        BrokenPositional(spec: PositionalSpec("c", help: "", defaultValue: "x")),
                    ]),
                CommandSpec(name: "help", abstract: ""),
            ])
        #expect(
            bad.problems == [
                "command 'c': option '--format': short name '-h' is taken (or is '-h')",
                "command 'c': option '--format': default 'xml' is not an allowed value",
                "command 'c': option '--format' is declared twice or clashes with '--help'",
                "command 'c': option '--help' is declared twice or clashes with '--help'",
                "command 'c': argument '<a>': only the last argument may repeat",
                "command 'c': argument '<c>': a required argument cannot follow an optional one",
                "command 'c': argument '<c>': only an optional argument can have a default",
                "command 'help': 'help' is reserved",
            ])
    }
}

/// A positional the typed initializers cannot declare (a default on a required
/// argument), to show that `ToolSpec.problems` still catches it.
private struct BrokenPositional: PositionalDeclaration {
    let spec: PositionalSpec
}
