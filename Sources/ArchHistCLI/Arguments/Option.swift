/// Anything a command declares among its options: it renders help and drives the
/// parser through its `spec`, and reads its value back typed from `ParsedArguments`.
public protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

/// An option that takes one value, declared once: the declaration renders help,
/// checks the command line and reads the value back as `Value`.
///
/// `Value` is optional exactly when the option has no default, so that
/// `arguments[Self.to]` is a `String` when `--to` defaults to `HEAD` and a
/// `String?` for `--since`; the default is written in the declaration only.
public struct Option<Value: Sendable>: OptionDeclaration {
    public let spec: OptionSpec
    /// The value from its text (nil when the option has none). The parser has
    /// already checked the text against `spec`, so this cannot fail.
    let read: @Sendable (String?) -> Value

    /// The general form, for values the convenience initializers do not cover.
    public init(spec: OptionSpec, read: @escaping @Sendable (String?) -> Value) {
        precondition(spec.kind == .value, "option '\(spec.longFlag)' takes one value: declare it as an Option")
        self.spec = spec
        self.read = read
    }

    /// The same option, also accepted under former names (`--level` for `--by`) that
    /// help does not show, so that scripts written for them keep working.
    public func formerly(_ names: String...) -> Option {
        var spec = spec
        spec.aliases += names
        return Option(spec: spec, read: read)
    }
}

extension Option where Value == String? {
    /// Text with no default: nil when left out.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        allowedValues: [String] = [], environmentVariable: String? = nil
    ) {
        self.init(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help, allowedValues: allowedValues,
                environmentVariable: environmentVariable),
            read: { $0 })
    }
}

extension Option where Value == String {
    /// Text with a default.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default value: String,
        allowedValues: [String] = [], environmentVariable: String? = nil
    ) {
        self.init(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help, defaultValue: value,
                allowedValues: allowedValues, environmentVariable: environmentVariable),
            read: { $0 ?? value })
    }
}

extension Option where Value == String {
    /// Text that must be given: the parser refuses a command line without it, so the
    /// value is read back as a `String`, never nil.
    public static func required(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        environmentVariable: String? = nil
    ) -> Option<String> {
        Option<String>(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help,
                environmentVariable: environmentVariable, isRequired: true),
            read: { text in
                guard let text else { preconditionFailure("'--\(name)' is required: the parser checked it") }
                return text
            })
    }
}

extension Option where Value == Int? {
    /// A whole number, within `range` when given; nil when left out.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        in range: ClosedRange<Int>? = nil, environmentVariable: String? = nil
    ) {
        self.init(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help, valueType: .integer(range),
                environmentVariable: environmentVariable),
            read: { text in text.flatMap { Int($0) } })
    }
}

extension Option {
    /// One of an enumeration's cases, named by raw value; the cases in declaration
    /// order are the allowed values in help and in error messages.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default value: Value,
        environmentVariable: String? = nil
    ) where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        self.init(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help, defaultValue: value.rawValue,
                allowedValues: Value.allCases.map(\.rawValue), environmentVariable: environmentVariable),
            read: { text in text.flatMap(Value.init(rawValue:)) ?? value })
    }

    /// A choice among `choices` (in help order) that `read` turns into a value: for
    /// choices that are not all cases of one type, such as `--by all`.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, choices: [String],
        default value: String, read: @escaping @Sendable (String) -> Value
    ) {
        self.init(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help, defaultValue: value,
                allowedValues: choices),
            read: { read($0 ?? value) })
    }
}

extension Option {
    /// A value its reader parses while the command line is parsed (an enumeration's
    /// case, a comma-separated list of them), with a default.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default value: Value,
        reader: ValueReader<Value>, environmentVariable: String? = nil
    ) {
        self.init(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help, defaultValue: reader.text(value),
                valueType: .read(reader.check(named: String(reflecting: Value.self))),
                environmentVariable: environmentVariable),
            read: { text in text.map { Option.parsed($0, by: reader, name: name) } ?? value })
    }

    /// The same without a default: nil when left out.
    public init<Wrapped>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        reader: ValueReader<Wrapped>, environmentVariable: String? = nil
    ) where Value == Wrapped? {
        self.init(
            spec: OptionSpec(
                name, short: short, kind: .value, valueName: valueName, help: help,
                valueType: .read(reader.check(named: String(reflecting: Wrapped.self))),
                environmentVariable: environmentVariable),
            read: { text in text.map { Option.parsed($0, by: reader, name: name) } })
    }

    /// `text` read again after the parser's check of it passed, so it parses.
    private static func parsed<Read>(_ text: String, by reader: ValueReader<Read>, name: String) -> Read {
        do throws(ValueProblem) { return try reader.parse(text) } catch {
            preconditionFailure("'\(text)' passed the parser's check of '--\(name)'")
        }
    }
}

/// An option given any number of times (`--metric a --metric b`), read back as the
/// values in command line order; empty when left out.
public struct RepeatableOption<Value: Sendable>: OptionDeclaration {
    public let spec: OptionSpec
    let read: @Sendable (String) -> Value

    /// Any text.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        environmentVariable: String? = nil
    ) where Value == String {
        spec = OptionSpec(
            name, short: short, kind: .repeatable, valueName: valueName, help: help,
            environmentVariable: environmentVariable)
        read = { $0 }
    }

    /// Cases of an enumeration, named by raw value.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        environmentVariable: String? = nil
    ) where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        spec = OptionSpec(
            name, short: short, kind: .repeatable, valueName: valueName, help: help,
            allowedValues: Value.allCases.map(\.rawValue), environmentVariable: environmentVariable)
        read = { text in
            guard let value = Value(rawValue: text) else { preconditionFailure("'\(text)' passed the parser's check") }
            return value
        }
    }
}

/// An option without a value (`--force`): read back as whether it was given, on
/// the command line or through its environment variable.
public struct Flag: OptionDeclaration {
    public let spec: OptionSpec

    public init(_ name: String, short: Character? = nil, help: String, environmentVariable: String? = nil) {
        spec = OptionSpec(name, short: short, kind: .flag, help: help, environmentVariable: environmentVariable)
    }
}
