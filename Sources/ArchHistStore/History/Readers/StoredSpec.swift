import ArchHistCore

/// A stored spec decoded, with what reading a run needs of it.
final class StoredSpec {
    let spec: ArchitectureSpec
    let classifier: Classifier
    /// Each rule's place in the spec, by id: violations are listed in this order.
    let ruleOrder: [String: Int]
    /// The same by the id of the rule's name in `names`, filled as runs are read.
    var ruleRanks: [Int64: Int] = [:]

    init(spec: ArchitectureSpec) {
        self.spec = spec
        classifier = Classifier(spec: spec)
        ruleOrder = Dictionary(
            spec.rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    }
}
