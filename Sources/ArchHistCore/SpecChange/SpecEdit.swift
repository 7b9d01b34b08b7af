/// One edit between two specs, said in words: "rule harness-layers removed",
/// "exception added: …". What kind of edit it is decides whether it loosens the spec
/// (lets code pass that failed before), tightens it, or only reshapes it (a glob or a
/// rule's setting changed, whose effect shows only in what it does to the code).
public struct SpecEdit: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case ruleRemoved, ruleAdded, ruleRenamed, severityLowered, severityRaised, ruleChanged
        case layerRemoved, layerAdded, layerChanged
        case exceptionAdded, exceptionRemoved, exceptionExtended, exceptionShortened
        case excludeAdded, excludeRemoved, testsAdded, testsRemoved
        case domainsChanged
    }

    public enum Effect: String, Sendable, Hashable {
        case loosens, tightens, reshapes
    }

    public var kind: Kind
    /// What the edit is about: a rule's id, a layer's name, an exception (`exception
    /// for rule (source → target)`), a glob. Read from the spec: untrusted text, escaped where it is written.
    public var subject: String
    /// The edit in words, for every report (spec-derived: escape it as output).
    public var words: String

    public init(kind: Kind, subject: String, words: String) {
        self.kind = kind
        self.subject = subject
        self.words = words
    }

    public var effect: Effect {
        switch kind {
        case .ruleRemoved, .severityLowered, .layerRemoved, .exceptionAdded, .exceptionExtended, .excludeAdded,
            .testsAdded:
            return .loosens
        case .ruleAdded, .severityRaised, .layerAdded, .exceptionRemoved, .exceptionShortened, .excludeRemoved,
            .testsRemoved:
            return .tightens
        case .ruleRenamed, .ruleChanged, .layerChanged, .domainsChanged:
            return .reshapes
        }
    }
}
