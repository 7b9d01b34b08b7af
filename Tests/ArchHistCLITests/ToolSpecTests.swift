import ArchHistCLI
import Testing

@Suite struct ToolSpecTests {
    /// Every command's declaration is sound: no option declared twice or clashing
    /// with --help, defaults among the allowed values, positionals in a valid order.
    @Test func everyCommandIsDeclaredSoundly() {
        #expect(ArchHist.tool.problems == [])
        #expect(ArchHist.tool.commands.count == 20)
    }

    @Test func everyCommandHasHelp() {
        for command in ArchHist.tool.commands {
            let output = CLIHarness(directory: "/").run(command.name, "--help")
            #expect(output.exitCode == .ok, "\(command.name)")
            #expect(output.stdout.hasPrefix("OVERVIEW: "), "\(command.name)")
            #expect(output.stdout.contains("USAGE: archhist \(command.name)"), "\(command.name)")
        }
    }
}
