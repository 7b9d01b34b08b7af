import ArchHistCore

/// The advice a rule's violations share, to be said once above their findings rather
/// than after each (an allow-list of eighteen modules on every line reads as noise).
enum SharedAdvice {
    /// The advice every violation of `group` shares, and each one's finding; with no
    /// advice shared, no advice and each one's whole message. A violation just judged
    /// keeps its advice apart; one read back from history has it at the end of its
    /// message, after ". ", and there the advice is the ending all the messages share.
    static func split(_ group: [Violation]) -> (advice: String?, findings: [String]) {
        guard let first = group.first else { return (nil, []) }
        if let advice = first.advice, group.allSatisfy({ $0.advice == advice }) {
            return (advice, group.map(\.finding))
        }
        let messages = group.map(\.message)
        guard group.count > 1, group.allSatisfy({ $0.advice == nil }) else { return (nil, messages) }
        let shared = DistinctRows.sharedAdvice(messages)
        // Every finding keeps some text of its own.
        guard shared > 0, messages.allSatisfy({ $0.count > shared }) else { return (nil, messages) }
        return (String(messages[0].suffix(shared - 2)), messages.map { String($0.dropLast(shared)) })
    }

    /// Each violation's finding, in order, without the advice its rule's violations
    /// share: where the advice is not said at all (a fixed violation needs none).
    static func findings(_ violations: [Violation]) -> [String] {
        var byRule: [String: [Int]] = [:]
        for (index, violation) in violations.enumerated() { byRule[violation.rule, default: []].append(index) }
        var findings = violations.map(\.message)
        for indices in byRule.values {
            for (index, finding) in zip(indices, split(indices.map { violations[$0] }).findings) {
                findings[index] = finding
            }
        }
        return findings
    }
}
