import ArchHistCLI
import Testing

/// A mistyped command or option value gets a "did you mean", as a mistyped option
/// does, and exits 2.
@Suite struct SuggestionTests {
    private let cli = CLIHarness(directory: "/")

    private func error(_ arguments: String...) -> String {
        let output = cli.run(arguments)
        #expect(output.exitCode == .usage, "\(arguments)")
        return output.stderr.split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test func aMistypedValueOfAnEnumeratedOptionIsSuggested() {
        #expect(
            error("check", "--format", "sarf")
                == "Error: invalid value 'sarf' for '--format'; expected one of 'text', 'json', 'markdown', "
                + "'github', 'sarif', 'xcode'; did you mean 'sarif'?")
        #expect(error("log", "--every", "mnth").hasSuffix("; did you mean 'month'?"))
        #expect(error("graph", "--by", "layr").hasSuffix("; did you mean 'layer'?"))
        // Under its former name, the option is named as typed.
        #expect(error("graph", "--level", "layr").hasPrefix("Error: invalid value 'layr' for '--level'"))
        #expect(error("analyze", "--preset", "clen").hasSuffix("; did you mean 'clean'?"))
        #expect(
            error("check", "--fail-on", "new-violatons")
                == "Error: invalid value 'new-violatons' for '--fail-on'; expected a comma-separated list of "
                + "'new-violations', 'new-crossings', 'any-violations', 'spec-loosened'; "
                + "did you mean 'new-violations'?")
        // In a list, the wrong item alone is named.
        #expect(
            error("check", "--fail-on", "new-crossings, any-violatons")
                .hasPrefix("Error: invalid value 'any-violatons' for '--fail-on'; expected a comma-separated list"))
        // A shorthand is an abbreviation of the value it stands for.
        #expect(error("discover", "--format", "md").hasSuffix("; did you mean 'markdown'?"))
        // Nothing near: the allowed values alone.
        #expect(error("analyze", "--format", "yaml").hasSuffix("expected one of 'text', 'json', 'xcode'"))
    }

    @Test func aMistypedCommandIsSuggested() {
        #expect(error("histroy") == "Error: unknown command 'histroy'; did you mean 'log'?")
        #expect(error("history") == "Error: unknown command 'history'; did you mean 'log'?")
        #expect(error("help", "histroy") == "Error: unknown command 'histroy'; did you mean 'log'?")
        #expect(error("violatons") == "Error: unknown command 'violatons'; did you mean 'violations'?")
        #expect(error("lint") == "Error: unknown command 'lint'; did you mean 'analyze'?")
        // A near command name wins over a word a command is also known by.
        #expect(error("chek") == "Error: unknown command 'chek'; did you mean 'check'?")
    }

    @Test func wordsACommandIsKnownByAreNoCommandNames() {
        let names = Set(ArchHist.tool.commands.map(\.name))
        for command in ArchHist.tool.commands {
            #expect(names.isDisjoint(with: command.seeAlso), "\(command.name)")
        }
    }
}
