import ArchHistCore
import ArchHistSupport

/// Renders help, usage lines and usage errors from the same declarations the parser
/// uses. Pure functions of their arguments; results have no final newline.
///
/// The layout follows swift-argument-parser: OVERVIEW, the discussion, USAGE, then
/// ARGUMENTS and OPTIONS (and COMMANDS for the tool) as two columns, the second
/// starting at column 27 and wrapped to the width.
public enum HelpRenderer {
    public static let defaultWidth = 80
    /// Where descriptions start (0-based): labels get 2 spaces of indent and 24 columns.
    static let descriptionColumn = 26
    static let minimumWidth = 50

    // MARK: Tool

    public static func tool(_ tool: ToolSpec, width: Int = defaultWidth) -> String {
        let width = max(width, minimumWidth)
        var sections: [[String]] = []
        sections.append(wrap("OVERVIEW: " + tool.abstract, width: width))
        if let discussion = tool.discussion { sections.append(discussionLines(discussion, width: width)) }
        sections.append(["USAGE: " + usageLine(tool)])
        sections.append(
            ["OPTIONS:"]
                + row("--version", "Show the version.", width: width)
                + row("-h, --help", "Show help information.", width: width))
        if !tool.commands.isEmpty {
            var commands = ["COMMANDS:"]
            for command in tool.commands {
                commands += row(command.name, command.abstract, width: width)
            }
            commands += ["", "  See '\(tool.name) help <command>' for detailed help."]
            sections.append(commands)
        }
        return render(sections)
    }

    /// `archhist <command> [options]`
    public static func usageLine(_ tool: ToolSpec) -> String {
        "\(tool.name) <command> [options]"
    }

    // MARK: Command

    public static func command(_ command: CommandSpec, tool: ToolSpec, width: Int = defaultWidth) -> String {
        let width = max(width, minimumWidth)
        var sections: [[String]] = []
        sections.append(wrap("OVERVIEW: " + command.abstract, width: width))
        if let discussion = command.discussion { sections.append(discussionLines(discussion, width: width)) }
        sections.append(wrapUsage(prefix: "USAGE: \(tool.name) \(command.name)", usageTokens(command), width: width))
        if !command.positionals.isEmpty {
            var arguments = ["ARGUMENTS:"]
            for positional in command.positionals {
                let label = "<\(positional.name)>" + (positional.isRepeating ? " ..." : "")
                let notes = positional.defaultValue.map { [(name: "default", value: $0)] } ?? []
                arguments += row(label, annotated(positional.help, notes), width: width)
            }
            sections.append(arguments)
        }
        var options = ["OPTIONS:"]
        for option in command.options {
            options += row(label(option), annotated(option.help, notes(option)), width: width)
        }
        options += row("-h, --help", "Show help information.", width: width)
        sections.append(options)
        return render(sections)
    }

    /// `archhist analyze [--format <format>] [--exclude <pattern> ...] [--force] [<path>]`
    public static func usageLine(_ command: CommandSpec, tool: ToolSpec) -> String {
        ([tool.name, command.name] + usageTokens(command)).joined(separator: " ")
    }

    // MARK: Errors

    /// The block to print on standard error for a usage error:
    ///
    ///     Error: unknown option '--fromat'; did you mean '--format'?
    ///     Usage: archhist analyze [--format <format>] [<path>]
    ///     See 'archhist analyze --help'.
    ///
    /// At the tool level (no command recognised) the usage is the tool's and the hint is
    /// `See 'archhist --help'.`
    public static func error(_ error: UsageError, tool: ToolSpec) -> String {
        if let name = error.command, let command = tool.command(named: name) {
            return """
                Error: \(error.message)
                Usage: \(usageLine(command, tool: tool))
                See '\(tool.name) \(command.name) --help'.
                """
        }
        return """
            Error: \(error.message)
            Usage: \(usageLine(tool))
            See '\(tool.name) --help'.
            """
    }

    // MARK: Pieces

    static func usageTokens(_ command: CommandSpec) -> [String] {
        var tokens: [String] = []
        for option in command.options {
            switch option.kind {
            case .flag: tokens.append("[\(option.longFlag)]")
            case .value where option.isRequired: tokens.append("\(option.longFlag) <\(option.valueName)>")
            case .value: tokens.append("[\(option.longFlag) <\(option.valueName)>]")
            case .repeatable: tokens.append("[\(option.longFlag) <\(option.valueName)> ...]")
            }
        }
        for positional in command.positionals {
            var token = "<\(positional.name)>"
            if positional.isRepeating { token += " ..." }
            if positional.isOptional { token = "[\(token)]" }
            tokens.append(token)
        }
        return tokens
    }

    static func label(_ option: OptionSpec) -> String {
        var label = option.short.map { "-\($0), " } ?? ""
        label += option.longFlag
        if option.kind != .flag { label += " <\(option.valueName)>" }
        return label
    }

    static func notes(_ option: OptionSpec) -> [(name: String, value: String)] {
        var notes: [(name: String, value: String)] = []
        // A note without a value is said as a word: `(required)`.
        if option.isRequired { notes.append(("required", "")) }
        if !option.listedValues.isEmpty { notes.append(("values", option.listedValues.joined(separator: ", "))) }
        if let defaultValue = option.defaultValue { notes.append(("default", defaultValue)) }
        if let variable = option.environmentVariable { notes.append(("env", variable)) }
        return notes
    }

    /// Stands for a space that `wrap` must not break at; `wrap` turns it back into a space.
    static let glue: Character = "\u{E000}"

    /// `help (name: value; name: value)`, never broken between a name and its value's first word.
    static func annotated(_ help: String, _ notes: [(name: String, value: String)]) -> String {
        guard !notes.isEmpty else { return help }
        let glued = notes.map { $0.value.isEmpty ? $0.name : $0.name + ":" + String(glue) + $0.value }
        let parenthetical = "(" + glued.joined(separator: "; ") + ")"
        return help.isEmpty ? parenthetical : help + " " + parenthetical
    }

    /// A two-column row: the label indented by 2, the text from `descriptionColumn`,
    /// wrapped; a label too long for its column gets a line of its own.
    static func row(_ label: String, _ text: String, width: Int) -> [String] {
        let pad = String(repeating: " ", count: descriptionColumn)
        let lines = wrap(text, width: max(20, width - descriptionColumn))
        var result: [String] = []
        var rest = lines[...]
        if 2 + label.count + 2 <= descriptionColumn {
            let first = rest.popFirst() ?? ""
            let padded = "  " + label + String(repeating: " ", count: descriptionColumn - 2 - label.count)
            result.append(first.isEmpty ? "  " + label : padded + first)
        } else {
            result.append("  " + label)
        }
        result += rest.map { pad + $0 }
        return result
    }

    /// `prefix` followed by `tokens`, wrapped so that no token is split; continuation
    /// lines are indented to line up after the prefix (or by 9 when that is too far).
    static func wrapUsage(prefix: String, _ tokens: [String], width: Int) -> [String] {
        let indentWidth = prefix.count + 1 <= width / 2 ? prefix.count + 1 : 9
        let indent = String(repeating: " ", count: indentWidth)
        var lines: [String] = []
        var line = prefix
        var lineHasToken = false
        for token in tokens {
            if line.count + 1 + token.count > width && lineHasToken {
                lines.append(line)
                line = indent + token
            } else {
                line += " " + token
            }
            lineHasToken = true
        }
        lines.append(line)
        return lines
    }

    /// Paragraphs (separated by blank lines) are wrapped; lines starting with white
    /// space are kept verbatim.
    static func discussionLines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            if !paragraph.isEmpty {
                lines += wrap(paragraph.joined(separator: " "), width: width)
                paragraph = []
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                flush()
                lines.append("")
            } else if line.first?.isWhitespace == true {
                flush()
                lines.append(String(line))
            } else {
                paragraph.append(line)
            }
        }
        flush()
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Greedy word wrap on spaces; a word longer than the width gets a line of its own.
    static func wrap(_ text: String, width: Int) -> [String] {
        let lines = WordWrap.lines(text, width: width)
        return (lines.isEmpty ? [""] : lines).map { $0.contains(glue) ? String($0.map { $0 == glue ? " " : $0 }) : $0 }
    }

    static func render(_ sections: [[String]]) -> String {
        sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }
}
