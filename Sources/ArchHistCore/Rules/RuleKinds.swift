/// Every rule kind, one line each, in the order `archhist` documents them. The
/// decoder finds a kind here by name, so a kind missing from this list is an unknown
/// kind to a spec, never another rule.
import ArchHistSupport

public enum RuleKinds {
    public static let all: [any RuleKind.Type] = [
        LayerMatrixRule.self,
        LayerChainRule.self,
        LevelsRule.self,
        ImportRule.self,
        WallRule.self,
        CrossDomainRule.self,
        CompletenessRule.self,
        AttributeRule.self,
        TestableImportRule.self,
        ConfinementRule.self,
        CycleRule.self,
        SharedCodeRule.self,
        ModuleDependencyRule.self,
        SingleImplementationRule.self,
        TestedRule.self,
    ]

    /// The names specs may write after `"kind"`.
    public static var names: [String] { all.map { $0.name } }

    /// The kind `cursor` names; the error for any other name lists the known ones.
    static func named(at cursor: JSONCursor) throws(JSONDecodingError) -> any RuleKind.Type {
        let name = try cursor.enumValue(of: names)
        guard let kind = all.first(where: { $0.name == name }) else {
            throw cursor.error(expected: "a registered rule kind", found: JSONWriter.quoted(name))
        }
        return kind
    }
}
