/// Anything a command declares among its positional arguments.
public protocol PositionalDeclaration: Sendable {
    var spec: PositionalSpec { get }
}

/// A positional argument declared once: the declaration renders help, checks the
/// command line and reads the argument back typed, its default written here only.
public struct Positional<Value: Sendable>: PositionalDeclaration {
    public let spec: PositionalSpec
    /// The value from the arguments the parser assigned (already checked for count).
    let read: @Sendable ([String]) -> Value
}

extension Positional where Value == String {
    /// Required: a command line without it is a usage error.
    public init(_ name: String, help: String) {
        spec = PositionalSpec(name, help: help)
        read = { values in
            guard let value = values.first else { preconditionFailure("the parser requires '<\(name)>'") }
            return value
        }
    }

    /// May be left out, for `value`.
    public init(_ name: String, help: String, default value: String) {
        spec = PositionalSpec(name, help: help, isOptional: true, defaultValue: value)
        read = { $0.first ?? value }
    }
}

extension Positional where Value == [String] {
    /// Takes every remaining argument; at least one unless `isOptional`.
    public init(repeating name: String, help: String, isOptional: Bool = false) {
        spec = PositionalSpec(name, help: help, isOptional: isOptional, isRepeating: true)
        read = { $0 }
    }
}
