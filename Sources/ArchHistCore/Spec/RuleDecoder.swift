/// Reads one rule of a spec: what every rule has (id, severity, message) here, the
/// rest by the kind its `"kind"` names, found in `RuleKinds.all`.
import ArchHistSupport

struct RuleDecoder {
    /// The keys every rule may have, whatever its kind.
    static let commonKeys = ["id", "kind", "severity", "message", "enabled"]

    let layers: [String]

    func decode(_ cursor: JSONCursor, id: String) throws(JSONDecodingError) -> RuleSpec {
        let kindType = try RuleKinds.named(at: cursor.required("kind"))
        try cursor.allowedKeys(RuleDecoder.commonKeys + kindType.keys + kindType.formerKeys)
        let kind = try kindType.init(decoding: RuleFields(cursor: cursor, layers: layers))
        return RuleSpec(
            id: id, severity: try cursor.optional("severity")?.enumValue(Severity.self) ?? .error,
            message: try cursor.optional("message")?.nonEmptyString(), kind: kind)
    }
}
