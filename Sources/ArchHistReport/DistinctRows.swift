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
}
