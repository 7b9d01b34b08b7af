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

    /// An object of layer names to arrays of layer names (`{"Data": ["Domain"]}`): the layers
    /// each listed layer may use, as `layers` and `levels` write them.
    public func layerMatrix(_ object: JSONCursor) throws(JSONDecodingError) -> [String: [String]] {
        var matrix: [String: [String]] = [:]
        for (layer, allowed) in try object.object() {
            try checkLayer(layer, at: allowed)
            matrix[layer] = try layerList(allowed)
        }
        return matrix
    }

    /// A layer matrix as `layerMatrix` reads it, its layers in order.
    public static func encode(layerMatrix matrix: [String: [String]]) -> JSONValue {
        .object(JSONObject(matrix.keys.sorted().map { ($0, .strings(matrix[$0]!)) }))
    }

    /// Refuses a name that is not a layer of the spec, at `cursor`'s path.
    public func checkLayer(_ name: String, at cursor: JSONCursor) throws(JSONDecodingError) {
        guard !layers.contains(name) else { return }
        throw cursor.error(
            expected: "a layer of the spec (\(layers.joined(separator: ", ")))", found: "'\(name)'")
    }
}
