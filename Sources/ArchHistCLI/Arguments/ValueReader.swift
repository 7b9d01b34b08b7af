import ArchHistSupport
import Foundation

/// Why an option's text is no value of its type: the text refused and what would be
/// accepted. The parser turns it into a usage error (exit 2):
/// `invalid value 'new-bugs' for '--fail-on'; expected …`.
public struct ValueProblem: Error, Sendable, Equatable {
    /// The text refused: the whole value, or the one item of a list that is wrong.
    public var value: String
    /// What is accepted, with a "did you mean" when a value is near:
    /// `one of 'text', 'json'; did you mean 'json'?`.
    public var expected: String

    public init(value: String, expected: String) {
        self.value = value
        self.expected = expected
    }
}

/// How an option's text becomes a value of its type, once, while the command line is
/// parsed: a text that does not parse is a usage error then, so that reading the value
/// back (`arguments[Self.failOn]`) cannot fail and no command splits or converts
/// text by hand.
public struct ValueReader<Value: Sendable>: Sendable {
    /// The values help lists (`values: text, json`); empty when any well-formed text goes.
    public let listedValues: [String]
    /// The value `text` stands for, or what is wrong with it.
    public let parse: @Sendable (String) throws(ValueProblem) -> Value
    /// The text that parses back into `value`: how help shows a default.
    public let text: @Sendable (Value) -> String

    public init(
        listedValues: [String] = [], parse: @escaping @Sendable (String) throws(ValueProblem) -> Value,
        text: @escaping @Sendable (Value) -> String
    ) {
        self.listedValues = listedValues
        self.parse = parse
        self.text = text
    }

    /// What the parser checks: whether `text` parses, by this reader. Named by the type
    /// read and how (`name`), which is all an `OptionSpec` compares.
    func check(named name: String) -> ValueCheck {
        ValueCheck(name: name, listedValues: listedValues) { text in
            do throws(ValueProblem) {
                _ = try parse(text)
                return nil
            } catch {
                return error
            }
        }
    }
}

extension ValueReader where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A case of an enumeration, by raw value; the cases in declaration order are the
    /// values help lists and errors name, so a new case needs nothing more.
    public static var cases: ValueReader<Value> {
        let names = Value.allCases.map(\.rawValue)
        return ValueReader(
            listedValues: names,
            parse: { text throws(ValueProblem) in
                guard let value = Value(rawValue: text) else {
                    throw ValueProblem(
                        value: text,
                        expected: UsageError.oneOf(names)
                            + UsageError.didYouMean(Suggestions.nearest(to: text, in: names)))
                }
                return value
            },
            text: \.rawValue)
    }
}

extension ValueReader {
    /// Values of `item` separated by commas (`new-violations,new-crossings`), blanks
    /// around each ignored, in the order given, repeats dropped; at least one. A wrong
    /// item is named alone, with what the items may be.
    public static func commaSeparated<Item: Equatable>(_ item: ValueReader<Item>) -> ValueReader<[Item]>
    where Value == [Item] {
        let expected =
            item.listedValues.isEmpty
            ? "a comma-separated list"
            : "a comma-separated list of " + item.listedValues.map { "'\($0)'" }.joined(separator: ", ")
        return ValueReader<[Item]>(
            listedValues: item.listedValues,
            parse: { text throws(ValueProblem) in
                var items: [Item] = []
                for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                    let trimmed = part.trimmingCharacters(in: .whitespaces)
                    let value: Item
                    do throws(ValueProblem) { value = try item.parse(trimmed) } catch {
                        // Items of no listed values say what each must be instead.
                        guard !item.listedValues.isEmpty else {
                            throw ValueProblem(
                                value: trimmed, expected: expected + " whose items are " + error.expected)
                        }
                        let nearest = Suggestions.nearest(to: trimmed, in: item.listedValues)
                        throw ValueProblem(value: trimmed, expected: expected + UsageError.didYouMean(nearest))
                    }
                    if !items.contains(value) { items.append(value) }
                }
                return items
            },
            text: { values in values.map(item.text).joined(separator: ",") })
    }
}

/// A reader's check as the untyped `OptionSpec` holds it for the parser. Two checks are
/// the same when they have the same name: the type they read and how.
public struct ValueCheck: Sendable, Hashable {
    let name: String
    let listedValues: [String]
    let problem: @Sendable (String) -> ValueProblem?

    public static func == (lhs: ValueCheck, rhs: ValueCheck) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
