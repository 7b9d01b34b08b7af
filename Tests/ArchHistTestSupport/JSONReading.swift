import ArchHistCore
import ArchHistSupport

/// Reading JSON back in tests: members and elements by key and position, nil
/// where the value has another shape.
extension JSONValue {
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var keys: [String] {
        guard case .object(let object) = self else { return [] }
        return object.keys
    }

    public var array: [JSONValue] {
        guard case .array(let elements) = self else { return [] }
        return elements
    }

    /// The text of a string value.
    public var text: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
