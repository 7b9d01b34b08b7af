import ArchHistCore
import ArchHistReport

/// `archhist presets`: the built-in specs and what each checks.
enum PresetsCommand: Command {
    static let show = Option<String?>(
        "show", valueName: "name", help: "Print this preset as a spec file.", allowedValues: Preset.all.map(\.name))

    static let spec = CommandSpec(
        name: "presets",
        abstract: "List the built-in presets and what each checks.",
        discussion: """
            A spec extends a preset with "preset": "<name>". --show prints a preset in the spec \
            format, to start an archhist.json from.

            Examples:
              archhist presets
              archhist presets --show harness > archhist.json
            """,
        options: [show]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        if let name = arguments[Self.show], let preset = Preset.named(name) {
            return CommandOutput(stdout: preset.json.hasSuffix("\n") ? preset.json : preset.json + "\n")
        }
        var specs: [ArchitectureSpec] = []
        for preset in Preset.all {
            do { specs.append(try SpecDecoder.preset(preset)) } catch {
                throw CLIError("built-in preset \(preset.name) is broken: \(error)", exitCode: .environment)
            }
        }
        return CommandOutput(stdout: PresetsFormatter.text(Preset.all, specs: specs))
    }
}
