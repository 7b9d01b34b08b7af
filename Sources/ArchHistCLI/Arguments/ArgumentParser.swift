import ArchHistCore
import ArchHistSupport

/// Parses a command line against a `ToolSpec`.
///
/// Conventions:
/// - `archhist <command> [options] [arguments]`; options and arguments may be mixed in
///   any order; `--` ends the options (everything after it is an argument).
/// - `--opt value`, `--opt=value`, `-o value`, `-ovalue`; flags may be grouped (`-vq`).
///   A value that starts with `-` must be attached (`--exclude=-x`), except `-` itself
///   and negative numbers.
/// - `--help`/`-h` anywhere before `--` (and `archhist help [command]`) gives help,
///   even if the rest of the line is wrong; `archhist --version` gives the version;
///   `archhist` alone gives the tool's help.
/// - A non-repeatable option given twice is an error; misspelt commands and options
///   get suggestions.
/// - An option not on the command line is read from its environment variable, if it
///   declares one, else takes its default.
public enum ArgumentParser {
    /// - Parameters:
    ///   - arguments: the command line without the program name (`CommandLine.arguments.dropFirst()`).
    ///   - environment: the process environment, for options with an environment variable.
    ///   - helpWidth: the width help text is wrapped to.
    public static func parse(
        _ arguments: [String], tool: ToolSpec, environment: [String: String], helpWidth: Int = HelpRenderer.defaultWidth
    ) throws(UsageError) -> ParseOutcome {
        guard let first = arguments.first else {
            return .help(HelpRenderer.tool(tool, width: helpWidth))
        }
        switch first {
        case "--help", "-h", "help":
            let rest = arguments.dropFirst()
            guard let name = rest.first else { return .help(HelpRenderer.tool(tool, width: helpWidth)) }
            guard let command = tool.command(named: name) else {
                if name.hasPrefix("-") { return .help(HelpRenderer.tool(tool, width: helpWidth)) }
                throw UsageError(.unknownCommand(name, suggestions: suggestions(for: name, in: tool)), command: nil)
            }
            if first == "help", rest.count > 1 {
                throw UsageError(.unexpectedPositional(rest[rest.startIndex + 1]), command: nil)
            }
            return .help(HelpRenderer.command(command, tool: tool, width: helpWidth))
        case "--version":
            return .version(tool.version)
        default:
            break
        }
        if first.hasPrefix("-") && first != "-" {
            let name = optionName(first)
            let declaredSomewhere = tool.commands.contains { command in
                command.options.contains { option in
                    option.longFlag == name || option.short.map { "-\($0)" == name } == true
                }
            }
            if declaredSomewhere { throw UsageError(.optionBeforeCommand(name), command: nil) }
            let suggestion = Suggestions.closest(to: name, in: ["--help", "--version"])
            throw UsageError(.unknownOption(name, suggestion: suggestion), command: nil)
        }
        guard let command = tool.command(named: first) else {
            throw UsageError(.unknownCommand(first, suggestions: suggestions(for: first, in: tool)), command: nil)
        }
        var parser = CommandLineParser(spec: command, environment: environment)
        switch try parser.parse(Array(arguments.dropFirst())) {
        case .some(let parsed):
            return .run(parsed)
        case .none:
            return .help(HelpRenderer.command(command, tool: tool, width: helpWidth))
        }
    }

    /// The part of an option token before any `=`.
    static func optionName(_ token: String) -> String {
        guard let equals = token.firstIndex(of: "=") else { return token }
        return String(token[..<equals])
    }

    /// The nearest command names; when none is near, the commands a near word of their
    /// `seeAlso` stands for (`histroy`: `log`).
    static func suggestions(for name: String, in tool: ToolSpec) -> [String] {
        let names = Suggestions.nearest(to: name, in: tool.commands.map(\.name) + ["help"])
        guard names.isEmpty else { return names }
        let words = Suggestions.nearest(to: name, in: tool.commands.flatMap(\.seeAlso))
        return tool.commands.filter { !Set($0.seeAlso).isDisjoint(with: words) }.map(\.name)
    }
}

/// Parses the arguments after the command name.
private struct CommandLineParser {
    let spec: CommandSpec
    let environment: [String: String]
    var values: [String: [String]] = [:]
    var sources: [String: ParsedArguments.Source] = [:]
    var positionalTokens: [String] = []
    var firstError: UsageError? = nil
    var helpRequested = false

    init(spec: CommandSpec, environment: [String: String]) {
        self.spec = spec
        self.environment = environment
    }

    func error(_ kind: UsageError.Kind) -> UsageError {
        UsageError(kind, command: spec.name)
    }

    mutating func record(_ kind: UsageError.Kind) {
        if firstError == nil { firstError = error(kind) }
    }

    /// Nil when help was asked for.
    mutating func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments? {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || token == "-" || !token.hasPrefix("-") || isNegativeNumber(token) {
                positionalTokens.append(token)
            } else if token == "--" {
                optionsEnded = true
            } else if token.hasPrefix("--") {
                longOption(token, arguments, &index)
            } else {
                shortOptions(token, arguments, &index)
            }
        }
        if helpRequested { return nil }
        if let firstError { throw firstError }
        let positionals = try assignPositionals()
        try applyEnvironmentAndDefaults()
        if let missing = spec.options.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw error(.missingOption(missing.longFlag, valueName: missing.valueName))
        }
        return ParsedArguments(spec: spec, optionValues: values, optionSources: sources, positionalValues: positionals)
    }

    mutating func longOption(_ token: String, _ arguments: [String], _ index: inout Int) {
        let name = ArgumentParser.optionName(token)
        let inline: String? = name.count < token.count ? String(token.dropFirst(name.count + 1)) : nil
        if name == "--help" {
            helpRequested = true
            return
        }
        guard let option = spec.option(named: String(name.dropFirst(2))) else {
            let candidates = spec.options.map(\.longFlag) + ["--help"]
            record(.unknownOption(name, suggestion: Suggestions.closest(to: name, in: candidates)))
            return
        }
        if option.kind == .flag {
            if let inline {
                record(.unexpectedValue(option: option.longFlag, value: inline))
            } else {
                setFlag(option)
            }
            return
        }
        // Said back as typed: `--level`, a former name, is not corrected to `--by` in an error.
        if let inline {
            addValue(inline, for: option, typed: name)
        } else if index < arguments.count, isValue(arguments[index]) {
            addValue(arguments[index], for: option, typed: name)
            index += 1
        } else {
            record(.missingValue(option: name))
        }
    }

    mutating func shortOptions(_ token: String, _ arguments: [String], _ index: inout Int) {
        let letters = Array(token.dropFirst())
        // `-format` for `--format`: say so instead of reading `-f ormat`.
        let word = String(ArgumentParser.optionName(token).dropFirst())
        if word.count > 1, spec.option(named: word) != nil || word == "help" {
            record(.unknownOption("-" + word, suggestion: "--" + word))
            return
        }
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            position += 1
            if letter == "h" {
                helpRequested = true
                continue
            }
            guard let option = spec.option(short: letter) else {
                record(.unknownOption("-\(letter)", suggestion: nil))
                return
            }
            if option.kind == .flag {
                setFlag(option)
                continue
            }
            if position < letters.count {
                addValue(String(letters[position...]), for: option)
            } else if index < arguments.count, isValue(arguments[index]) {
                addValue(arguments[index], for: option)
                index += 1
            } else {
                record(.missingValue(option: "-\(letter)"))
            }
            return
        }
    }

    mutating func setFlag(_ option: OptionSpec) {
        if values[option.name] != nil {
            record(.duplicateOption(option.longFlag))
            return
        }
        values[option.name] = ["true"]
        sources[option.name] = .commandLine
    }

    mutating func addValue(_ value: String, for option: OptionSpec, typed: String? = nil) {
        if option.kind == .value && values[option.name] != nil {
            record(.duplicateOption(option.longFlag))
            return
        }
        if let problem = option.problem(with: value) {
            record(.invalidValue(option: typed ?? option.longFlag, value: problem.value, expected: problem.expected))
            return
        }
        values[option.name, default: []].append(value)
        sources[option.name] = .commandLine
    }

    func isValue(_ token: String) -> Bool {
        token == "-" || !token.hasPrefix("-") || isNegativeNumber(token)
    }

    func isNegativeNumber(_ token: String) -> Bool {
        token.count > 1 && token.hasPrefix("-") && Double(token.dropFirst()) != nil
            && token.dropFirst().first?.isNumber == true
    }

    func assignPositionals() throws(UsageError) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var remaining = positionalTokens[...]
        for positional in spec.positionals {
            if positional.isRepeating {
                if remaining.isEmpty && !positional.isOptional {
                    throw error(.missingPositional(positional.name))
                }
                result[positional.name] = Array(remaining)
                remaining = []
            } else if let value = remaining.popFirst() {
                result[positional.name] = [value]
            } else if positional.isOptional {
                // Left out: reading it gives its default, and `isGiven` tells the two apart.
                continue
            } else {
                throw error(.missingPositional(positional.name))
            }
        }
        if let extra = remaining.first {
            throw error(.unexpectedPositional(extra))
        }
        return result
    }

    mutating func applyEnvironmentAndDefaults() throws(UsageError) {
        for option in spec.options where values[option.name] == nil {
            if let variable = option.environmentVariable, let text = environment[variable], !text.isEmpty {
                switch option.kind {
                case .flag:
                    switch text.lowercased() {
                    case "1", "true", "yes", "on":
                        values[option.name] = ["true"]
                        sources[option.name] = .environment(variable: variable)
                    case "0", "false", "no", "off":
                        break
                    default:
                        throw error(
                            .invalidEnvironmentValue(
                                variable: variable, option: option.longFlag, value: text,
                                expected: "one of '1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'"))
                    }
                case .value, .repeatable:
                    if let problem = option.problem(with: text) {
                        throw error(
                            .invalidEnvironmentValue(
                                variable: variable, option: option.longFlag, value: problem.value,
                                expected: problem.expected))
                    }
                    values[option.name] = [text]
                    sources[option.name] = .environment(variable: variable)
                }
                continue
            }
            if let defaultValue = option.defaultValue, option.kind == .value {
                values[option.name] = [defaultValue]
                sources[option.name] = .defaultValue
            }
        }
    }
}
