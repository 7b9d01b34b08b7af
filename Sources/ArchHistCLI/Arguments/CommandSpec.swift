import ArchHistSupport

/// One option of a command as the parser and the help see it, whatever its type;
/// commands declare an `Option`, `RepeatableOption` or `Flag`, which holds one.
public struct OptionSpec: Sendable, Hashable {
    /// What an option's value must look like, beyond being among `allowedValues`.
    public enum ValueType: Sendable, Hashable {
        /// Any text.
        case text
        /// A whole number, within the range when there is one.
        case integer(ClosedRange<Int>?)
        /// Whatever a `ValueReader` parses: an enumeration's case, a list of them.
        case read(ValueCheck)
    }

    public enum Kind: Sendable, Hashable {
        /// `--force`: present or not; takes no value.
        case flag
        /// `--format json`: at most once.
        case value
        /// `--exclude a --exclude b`: any number of times, values kept in order.
        case repeatable
    }

    /// The long name without dashes: `format` for `--format`.
    public var name: String
    /// Former long names, without dashes, still accepted so that scripts keep working:
    /// `level` for `--by`. Help and usage show `name` only.
    public var aliases: [String] = []
    /// `f` for `-f`.
    public var short: Character?
    public var kind: Kind
    /// The placeholder in help and usage: `<format>`. Defaults to the name.
    public var valueName: String
    /// One or more sentences; wrapped in help.
    public var help: String
    /// Used when the option is given neither on the command line nor through its
    /// environment variable, and shown in help as `(default: …)`.
    public var defaultValue: String?
    /// When not empty, the only values accepted (checked while parsing), shown in help
    /// as `(values: …)`.
    public var allowedValues: [String]
    /// What the value's text must be; checked while parsing, so that reading the value
    /// back as its type cannot fail.
    public var valueType: ValueType
    /// Read when the option is not on the command line (`ARCHHIST_DB` for `--db`); an
    /// empty variable counts as unset. For a flag, `1`/`true`/`yes`/`on` set it and
    /// `0`/`false`/`no`/`off` leave it unset.
    public var environmentVariable: String?
    /// Must be given (on the command line or through its environment variable): the
    /// parser refuses the command line without it, and help and usage say so.
    public var isRequired: Bool

    public init(
        _ name: String, short: Character? = nil, kind: Kind, valueName: String? = nil, help: String,
        defaultValue: String? = nil, allowedValues: [String] = [], valueType: ValueType = .text,
        environmentVariable: String? = nil, isRequired: Bool = false
    ) {
        self.name = name
        self.short = short
        self.kind = kind
        self.valueName = valueName ?? name
        self.help = help
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.valueType = valueType
        self.environmentVariable = environmentVariable
        self.isRequired = isRequired
    }

    /// `--format`
    public var longFlag: String { "--" + name }

    /// The values help lists: the allowed ones, or those its reader names.
    public var listedValues: [String] {
        guard allowedValues.isEmpty, case .read(let check) = valueType else { return allowedValues }
        return check.listedValues
    }

    /// What is wrong with `text` (`one of 'text', 'json'`, `an integer from 1 through
    /// 10`), for the usage error; nil when it is acceptable.
    func problem(with text: String) -> ValueProblem? {
        if !allowedValues.isEmpty && !allowedValues.contains(text) {
            return ValueProblem(
                value: text,
                expected: UsageError.oneOf(allowedValues)
                    + UsageError.didYouMean(Suggestions.nearest(to: text, in: allowedValues)))
        }
        switch valueType {
        case .text:
            return nil
        case .integer(let range):
            if let int = Int(text), range?.contains(int) ?? true { return nil }
            let expected = range.map { "an integer from \($0.lowerBound) through \($0.upperBound)" } ?? "an integer"
            return ValueProblem(value: text, expected: expected)
        case .read(let check):
            return check.problem(text)
        }
    }
}

/// One positional argument of a command.
public struct PositionalSpec: Sendable, Hashable {
    /// Shown as `<name>`.
    public var name: String
    public var help: String
    /// May be left out; only positionals after all the required ones may be optional.
    public var isOptional: Bool
    /// Takes all remaining arguments; only the last positional may repeat.
    public var isRepeating: Bool
    /// Used when an optional positional is left out, and shown as `(default: …)`.
    public var defaultValue: String?

    public init(
        _ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false,
        defaultValue: String? = nil
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
        self.defaultValue = defaultValue
    }
}

/// A command that describes itself: its name, what it does and what it accepts.
public struct CommandSpec: Sendable, Hashable {
    public var name: String
    /// One line, shown in the tool's command list and as the command's OVERVIEW.
    public var abstract: String
    /// Shown after the overview. Paragraphs are separated by blank lines and wrapped;
    /// lines that start with white space (examples) are kept as they are.
    public var discussion: String?
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    /// Words a user may type for this command that are not its name (`history` for
    /// `log`): never accepted, only suggested from, when a mistyped command is near
    /// no command name.
    public var seeAlso: [String]

    /// Options and positionals are the typed declarations the command reads its
    /// arguments through, so that help, parsing and reading share one declaration.
    public init(
        name: String, abstract: String, discussion: String? = nil, options: [any OptionDeclaration] = [],
        positionals: [any PositionalDeclaration] = [], seeAlso: [String] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options.map(\.spec)
        self.positionals = positionals.map(\.spec)
        self.seeAlso = seeAlso
    }

    /// The option `name` or one of its former names calls.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name } ?? options.first { $0.aliases.contains(name) }
    }

    public func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }

    public func positional(named name: String) -> PositionalSpec? {
        positionals.first { $0.name == name }
    }
}

/// The whole command line interface: `archhist <command> [options]`.
public struct ToolSpec: Sendable, Hashable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    /// Printed as it is for `--version`.
    public var version: String
    public var commands: [CommandSpec]

    public init(name: String, abstract: String, discussion: String? = nil, version: String, commands: [CommandSpec]) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.version = version
        self.commands = commands
    }

    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// Mistakes in the declarations, one sentence each; empty when the spec is sound.
    /// Worth a test: `#expect(tool.problems == [])`.
    public var problems: [String] {
        var problems: [String] = []
        var commandNames: Set<String> = []
        for command in commands {
            let c = "command '\(command.name)'"
            if !commandNames.insert(command.name).inserted { problems.append("\(c) is declared twice") }
            if command.name == "help" { problems.append("\(c): 'help' is reserved") }
            if command.name.isEmpty || command.name.hasPrefix("-") || command.name.contains(" ") {
                problems.append("\(c): a command name must be a non-empty word not starting with '-'")
            }
            var longNames: Set<String> = ["help"]
            var shortNames: Set<Character> = ["h"]
            for option in command.options {
                let o = "\(c): option '\(option.longFlag)'"
                if option.name.isEmpty || option.name.hasPrefix("-") || option.name.contains("=")
                    || option.name.contains(" ")
                {
                    problems.append("\(o): a long name is a non-empty word without dashes in front, '=' or spaces")
                }
                if !longNames.insert(option.name).inserted {
                    problems.append("\(o) is declared twice or clashes with '--help'")
                }
                for alias in option.aliases where !longNames.insert(alias).inserted {
                    problems.append("\(o): its former name '--\(alias)' clashes with another option")
                }
                if let short = option.short {
                    if !shortNames.insert(short).inserted {
                        problems.append("\(o): short name '-\(short)' is taken (or is '-h')")
                    }
                    if short == "-" || short == "=" || short.isWhitespace {
                        problems.append("\(o): '\(short)' cannot be a short name")
                    }
                }
                if option.kind == .flag && (option.defaultValue != nil || !option.allowedValues.isEmpty) {
                    problems.append("\(o): a flag has no default or allowed values")
                }
                if option.isRequired && (option.kind != .value || option.defaultValue != nil) {
                    problems.append("\(o): only an option that takes one value and has no default can be required")
                }
                if option.kind == .repeatable && option.defaultValue != nil {
                    problems.append("\(o): a repeatable option has no default value")
                }
                if let value = option.defaultValue, option.problem(with: value) != nil {
                    problems.append("\(o): default '\(value)' is not an allowed value")
                }
            }
            var positionalNames: Set<String> = []
            var sawOptional = false
            for (index, positional) in command.positionals.enumerated() {
                let p = "\(c): argument '<\(positional.name)>'"
                if !positionalNames.insert(positional.name).inserted { problems.append("\(p) is declared twice") }
                if positional.isRepeating && index != command.positionals.count - 1 {
                    problems.append("\(p): only the last argument may repeat")
                }
                if !positional.isOptional && sawOptional {
                    problems.append("\(p): a required argument cannot follow an optional one")
                }
                if positional.defaultValue != nil && !positional.isOptional {
                    problems.append("\(p): only an optional argument can have a default")
                }
                sawOptional = sawOptional || positional.isOptional
            }
        }
        return problems
    }
}
