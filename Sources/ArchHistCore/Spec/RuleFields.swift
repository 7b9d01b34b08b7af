/// One rule's JSON object as its kind reads it: the members, and the spec's layers
/// that layer names are checked against, so a misspelt layer is an error rather than
/// a rule that silently never fires.
import ArchHistSupport

public struct RuleFields {
    /// The rule's object, for the kind's own errors.
    public let cursor: JSONCursor
    let layers: [String]

    public func required(_ key: String) throws(JSONDecodingError) -> JSONCursor { try cursor.required(key) }

    public func optional(_ key: String) throws(JSONDecodingError) -> JSONCursor? { try cursor.optional(key) }

    /// An array of layer names of the spec.
    public func layerList(_ list: JSONCursor) throws(JSONDecodingError) -> [String] {
        try list.array { element throws(JSONDecodingError) in
            let name = try element.string()
            try checkLayer(name, at: element)
            return name
        }
    }

    /// Refuses a name that is not a layer of the spec, at `cursor`'s path.
    public func checkLayer(_ name: String, at cursor: JSONCursor) throws(JSONDecodingError) {
        guard !layers.contains(name) else { return }
        throw cursor.error(
            expected: "a layer of the spec (\(layers.joined(separator: ", ")))", found: "'\(name)'")
    }
}
