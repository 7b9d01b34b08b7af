import ArchHistCore

/// Rows of violations that tell apart what differs only in its target: two violations
/// of one rule on one line (a file that uses two forbidden types in one statement)
/// would otherwise print as the same row twice.
enum DistinctRows {
    /// `row(violation)` for each violation, followed by `target(violation)` for those
    /// whose row reads exactly as the row of a violation with another target.
    static func rows(
        _ violations: [Violation], row: (Violation) -> String,
        target: (Violation) -> String = { " → " + TextLayout.visible($0.target) }
    ) -> [String] {
        let texts = violations.map(row)
        return zip(texts, showsTarget(violations, texts)).enumerated().map { index, pair in
            pair.1 ? pair.0 + target(violations[index]) : pair.0
        }
    }

    /// For each violation, whether its row (`texts`, one per violation) must show its
    /// target: another violation with another target has the same row.
    static func showsTarget(_ violations: [Violation], _ texts: [String]) -> [Bool] {
        var targets: [String: Set<String>] = [:]
        for (text, violation) in zip(texts, violations) { targets[text, default: []].insert(violation.target) }
        return texts.map { (targets[$0]?.count ?? 0) > 1 }
    }

    /// For each violation, the finding that tells it apart from the others whose row
    /// (`texts`, one per violation) reads the same: a domain-wide finding names its
    /// domain only there (three domains without a layer are one rule, one folder, one
    /// layer). The advice the alike rows share is left out. Nil for a violation no
    /// other violation reads alike.
    static func findings(_ violations: [Violation], _ texts: [String]) -> [String?] {
        var alike: [String: [Int]] = [:]
        for (index, text) in texts.enumerated() { alike[text, default: []].append(index) }
        var findings = [String?](repeating: nil, count: violations.count)
        for indices in alike.values where Set(indices.map { violations[$0].message }).count > 1 {
            let messages = indices.map { violations[$0].message }
            let shared = sharedAdvice(messages)
            for (index, message) in zip(indices, messages) { findings[index] = String(message.dropLast(shared)) }
        }
        return findings
    }

    /// How many characters at the end of every message are advice they all share: the
    /// common ending from its first ". " on, or none.
    static func sharedAdvice(_ messages: [String]) -> Int {
        guard let first = messages.first else { return 0 }
        var common = first.count
        for message in messages.dropFirst() {
            common = min(common, zip(first.reversed(), message.reversed()).prefix { $0 == $1 }.count)
        }
        let ending = first.suffix(common)
        guard let separator = ending.firstRange(of: ". ") else { return 0 }
        return ending.distance(from: separator.lowerBound, to: ending.endIndex)
    }
}
