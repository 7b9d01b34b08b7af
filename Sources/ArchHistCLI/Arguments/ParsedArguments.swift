/// What `ArgumentParser.parse` makes of a command line.
public enum ParseOutcome: Sendable, Equatable {
    /// Run this command with these arguments.
    case run(ParsedArguments)
    /// Print this help text (no final newline) to standard output and exit successfully.
    case help(String)
    /// Print this version text (`ToolSpec.version`) and exit successfully.
    case version(String)
}

/// A command's arguments, checked against its declaration.
///
/// Options are looked up by long name without dashes (`"format"`), positionals by
/// name (`"path"`). Asking for a name the command does not declare, or with the wrong
/// accessor for its kind (`value` on a flag), is a programming error and stops the
/// program: such a typo must not quietly read as "not given".
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

    init(spec: CommandSpec, optionValues: [String: [String]], optionSources: [String: Source], positionalValues: [String: [String]]) {
        self.spec = spec
        self.optionValues = optionValues
        self.optionSources = optionSources
        self.positionalValues = positionalValues
    }

    /// The command's name.
    public var command: String { spec.name }

    /// Whether a flag was given (or set through its environment variable).
    public func flag(_ name: String) -> Bool {
        _ = declared(name, kind: .flag)
        return optionValues[name] != nil
    }

    /// A single-valued option's value: from the command line, else its environment
    /// variable, else its default, else nil.
    public func value(_ name: String) -> String? {
        _ = declared(name, kind: .value)
        return optionValues[name]?.last
    }

    /// A repeatable option's values in command line order (or the one value of its
    /// environment variable); empty when not given.
    public func values(_ name: String) -> [String] {
        _ = declared(name, kind: .repeatable)
        return optionValues[name] ?? []
    }

    /// Where the option's value came from; nil when it has none.
    public func source(_ name: String) -> Source? {
        _ = declared(name, kind: nil)
        return optionSources[name]
    }

    /// A single-valued option read as an integer, nil when it has no value; a value that
    /// is not an integer (or is outside `range`) is a usage error naming the option.
    public func int(_ name: String, in range: ClosedRange<Int>? = nil) throws(UsageError) -> Int? {
        let option = declared(name, kind: .value)
        guard let text = optionValues[name]?.last else { return nil }
        if let int = Int(text), range?.contains(int) ?? true { return int }
        let expected = range.map { "an integer from \($0.lowerBound) through \($0.upperBound)" } ?? "an integer"
        if case .environment(let variable) = optionSources[name] {
            throw UsageError(
                .invalidEnvironmentValue(variable: variable, option: option.longFlag, value: text, expected: expected),
                command: command)
        }
        throw UsageError(.invalidValue(option: option.longFlag, value: text, expected: expected), command: command)
    }

    /// A single positional's value (its default when left out), or nil.
    public func positional(_ name: String) -> String? {
        let positional = declaredPositional(name)
        precondition(!positional.isRepeating, "'<\(name)>' repeats: use positionals(_:)")
        return positionalValues[name]?.first
    }

    /// A repeating positional's values, in order.
    public func positionals(_ name: String) -> [String] {
        let positional = declaredPositional(name)
        precondition(positional.isRepeating, "'<\(name)>' does not repeat: use positional(_:)")
        return positionalValues[name] ?? []
    }

    private func declared(_ name: String, kind: OptionSpec.Kind?) -> OptionSpec {
        guard let option = spec.option(named: name) else {
            preconditionFailure("command '\(spec.name)' declares no option '--\(name)'")
        }
        if let kind {
            precondition(option.kind == kind, "option '--\(name)' of '\(spec.name)' is \(option.kind), not \(kind)")
        }
        return option
    }

    private func declaredPositional(_ name: String) -> PositionalSpec {
        guard let positional = spec.positional(named: name) else {
            preconditionFailure("command '\(spec.name)' declares no argument '<\(name)>'")
        }
        return positional
    }
}
