/// A command line that does not fit the tool's declarations.
///
/// `command` is the command being parsed when it went wrong (nil before a command was
/// recognised), so that `HelpRenderer.error(_:tool:)` can show the right usage line.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// `archhist analyse`; suggestions are the nearest command names, best first.
        case unknownCommand(String, suggestions: [String])
        /// `--fromat` (as written, without any `=value`), with the nearest option if close.
        case unknownOption(String, suggestion: String?)
        /// `archhist --db x analyze`: a command's option given before the command.
        case optionBeforeCommand(String)
        /// `--format` at the end, or followed by another option.
        case missingValue(option: String)
        /// `--force=yes`: a flag given a value.
        case unexpectedValue(option: String, value: String)
        /// A value not among the allowed ones, or not an integer; `expected` says what is.
        case invalidValue(option: String, value: String, expected: String)
        /// The same, for a value taken from an environment variable.
        case invalidEnvironmentValue(variable: String, option: String, value: String, expected: String)
        /// A non-repeatable option given twice.
        case duplicateOption(String)
        /// A required option left out: its flag and value name (`--plan`, `file`).
        case missingOption(String, valueName: String)
        /// A required positional left out; its name without brackets.
        case missingPositional(String)
        /// An argument left over after all positionals are filled.
        case unexpectedPositional(String)
    }

    public var kind: Kind
    /// The command being parsed, or nil at the tool level.
    public var command: String?

    public init(_ kind: Kind, command: String?) {
        self.kind = kind
        self.command = command
    }

    /// One line, starting in lower case, without the `Error: ` prefix.
    public var message: String {
        switch kind {
        case .unknownCommand(let name, let suggestions):
            return "unknown command '\(name)'" + UsageError.didYouMean(suggestions)
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)'" + UsageError.didYouMean(suggestion.map { [$0] } ?? [])
        case .optionBeforeCommand(let option):
            return "option '\(option)' must come after the command name"
        case .missingValue(let option):
            return "missing value for '\(option)'"
        case .unexpectedValue(let option, let value):
            return "'\(option)' is a flag and takes no value (given '\(value)')"
        case .invalidValue(let option, let value, let expected):
            return "invalid value '\(value)' for '\(option)'; expected \(expected)"
        case .invalidEnvironmentValue(let variable, let option, let value, let expected):
            return "invalid value '\(value)' in \(variable) (for '\(option)'); expected \(expected)"
        case .duplicateOption(let option):
            return "'\(option)' can only be given once"
        case .missingOption(let option, let valueName):
            return "missing '\(option) <\(valueName)>': this option is required"
        case .missingPositional(let name):
            return "missing argument '<\(name)>'"
        case .unexpectedPositional(let value):
            return "unexpected argument '\(value)'"
        }
    }

    public var description: String { message }

    static func didYouMean(_ candidates: [String]) -> String {
        let quoted = candidates.map { "'\($0)'" }
        switch quoted.count {
        case 0: return ""
        case 1: return "; did you mean \(quoted[0])?"
        default: return "; did you mean \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)?"
        }
    }

    /// `one of 'text', 'json'`
    static func oneOf(_ values: [String]) -> String {
        "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
    }
}
