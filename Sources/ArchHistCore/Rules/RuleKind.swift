/// One kind of rule, whole in one file: the name and keys a spec writes it with, how
/// it is read from the spec and written back, what it checks, and trees it reports.
/// A kind is registered by one line in `RuleKinds.all`; nothing else lists the kinds,
/// so adding one cannot leave a switch behind that decodes it as another.
import ArchHistSupport

public protocol RuleKind: Sendable, Hashable {
    /// The name used in specs and reports: `"kind": "wall"`.
    static var name: String { get }
    /// The keys of a rule of this kind besides the ones every rule has
    /// (`RuleDecoder.commonKeys`); any other key is refused.
    static var keys: [String] { get }
    /// Former names of keys, still read so that older specs load, never written nor
    /// documented (`level` for `by`).
    static var formerKeys: [String] { get }
    /// Trees this kind reports, each line it must report marked `// ❌ <rule-id>`.
    static var examples: [RuleExample] { get }

    /// Reads this kind's keys; layer names are checked against the spec's layers.
    init(decoding rule: RuleFields) throws(JSONDecodingError)
    /// Writes this kind's keys, in a fixed order: the canonical text a run records.
    func encode(into object: inout JSONObject)
    /// What `rule`, a rule of this kind, finds in the analysed tree.
    func check(_ rule: RuleSpec, in context: RuleContext) -> [Violation]
}

extension RuleKind {
    /// The name used in specs and reports.
    public var name: String { Self.name }

    public static var formerKeys: [String] { [] }

    /// Whether `other` is a kind of the same type with the same settings.
    func isEqual(to other: any RuleKind) -> Bool { (other as? Self) == self }
}
