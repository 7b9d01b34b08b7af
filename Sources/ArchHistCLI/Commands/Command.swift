import ArchHistCore
import ArchHistReport

/// A command of the tool: its declaration (which parses arguments and renders help)
/// and what it does. Its options and positionals are `static let` declarations that
/// `spec` lists and `run` reads back: `arguments[Self.format]`.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput
}

extension Option where Value: ReportFormat {
    /// `--format`, declared alike by every command that writes a report: its values
    /// are the report's formats in declaration order.
    static func format(default value: Value) -> Option<Value> {
        Option("format", valueName: "format", help: "Output format.", default: value)
    }
}
