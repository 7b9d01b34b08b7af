/// A rule's advice, each text made into its sentence once: the advice depends on
/// little (a layer, a module), and a rule that finds thousands of violations then
/// shares one string among them instead of building one for each.
struct AdviceBook {
    private let message: String?
    private var sentences: [String: String] = [:]

    init(_ spec: RuleSpec) {
        message = spec.message
    }

    /// The advice for `key` (what the text depends on), built by `text` the first
    /// time; the spec's own message, when it has one, replaces it.
    mutating func advice(_ key: String, _ text: () -> String) -> String {
        if let sentence = sentences[key] { return sentence }
        let sentence = RuleContext.sentence(message ?? text())
        sentences[key] = sentence
        return sentence
    }
}
