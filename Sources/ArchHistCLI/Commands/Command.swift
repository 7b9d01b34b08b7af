import ArchHistCore

/// A command of the tool: its declaration (which parses arguments and renders help)
/// and what it does.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput
}

extension OptionSpec {
    static func format(_ formats: [String], default value: String = "text") -> OptionSpec {
        .value("format", valueName: "format", help: "Output format.", defaultValue: value, allowedValues: formats)
    }
}

extension ParsedArguments {
    /// A whole-number option, its problems reported as usage errors of the command.
    func count(_ name: String, in range: ClosedRange<Int> = 1...Int.max) throws(CLIError) -> Int? {
        do { return try int(name, in: range) } catch { throw .usage(error.message) }
    }
}
