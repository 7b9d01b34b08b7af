/// What `ArgumentParser.parse` makes of a command line.
public enum ParseOutcome: Sendable, Equatable {
    /// Run this command with these arguments.
    case run(ParsedArguments)
    /// Print this help text (no final newline) to standard output and exit successfully.
    case help(String)
    /// Print this version text (`ToolSpec.version`) and exit successfully.
    case version(String)
}

/// A command's arguments, checked against its declaration and read back through the
/// same declarations: `arguments[Self.format]`.
///
/// Every value was checked while parsing, so reading cannot fail. Reading an option
/// or argument the command does not declare is a programming error and stops the
/// program: such a mistake must not quietly read as "not given".
public struct ParsedArguments: Sendable, Equatable {
    /// Where an option's value came from.
    public enum Source: Sendable, Equatable {
        case commandLine
        case environment(variable: String)
        case defaultValue
    }

    public let spec: CommandSpec
    var optionValues: [String: [String]]
    var optionSources: [String: Source]
    var positionalValues: [String: [String]]

    init(
        spec: CommandSpec, optionValues: [String: [String]], optionSources: [String: Source],
        positionalValues: [String: [String]]
    ) {
        self.spec = spec
        self.optionValues = optionValues
        self.optionSources = optionSources
        self.positionalValues = positionalValues
    }

    /// The command's name.
    public var command: String { spec.name }

    /// The option's value: from the command line, else its environment variable,
    /// else its default (nil only for an option declared without one).
    public subscript<Value>(option: Option<Value>) -> Value {
        option.read(texts(of: option).last)
    }

    /// The values in command line order (or the one value of the environment variable).
    public subscript<Value>(option: RepeatableOption<Value>) -> [Value] {
        texts(of: option).map(option.read)
    }

    /// Whether the flag was given (or set through its environment variable).
    public subscript(flag: Flag) -> Bool {
        !texts(of: flag).isEmpty
    }

    /// The argument, or its default when it was left out.
    public subscript<Value>(positional: Positional<Value>) -> Value {
        precondition(
            spec.positionals.contains(positional.spec),
            "command '\(spec.name)' declares no argument '<\(positional.spec.name)>'")
        return positional.read(positionalValues[positional.spec.name] ?? [])
    }

    /// Whether the argument was on the command line, rather than left to its default.
    public func isGiven<Value>(_ positional: Positional<Value>) -> Bool {
        positionalValues[positional.spec.name] != nil
    }

    /// Where the option's value came from; nil when it has none.
    public func source(of option: some OptionDeclaration) -> Source? {
        _ = texts(of: option)
        return optionSources[option.spec.name]
    }

    private func texts(of option: some OptionDeclaration) -> [String] {
        precondition(
            spec.options.contains(option.spec), "command '\(spec.name)' declares no option '\(option.spec.longFlag)'")
        return optionValues[option.spec.name] ?? []
    }
}
