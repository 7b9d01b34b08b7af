import ArchHistCore
import ArchHistSupport

/// The edit of the spec as `check` says it in text: the edits, then the uses only the
/// edited spec allows, by edit, then the known violations it makes visible, by rule.
/// The lines are made printable by `TextLayout.text`, like the rest of the report.
enum SpecChangeText {
    /// How many known violations made visible the text lists.
    static let madeVisibleLimit = 20

    static func lines(_ change: SpecChange) -> [String] {
        var lines = ["", "\(change.specName) changed since the baseline (\(change.baselineSource))"]
        lines += change.edits.map { "  \($0.effect.rawValue): \($0.words)" }
        if !change.allowed.isEmpty {
            let new = change.allowed.count(where: \.isNew)
            lines += [
                "",
                capitalized(change.allowedByThisChange)
                    + ": \(Plural.counted(change.allowed.count, "use")), \(new) new",
            ]
            for (edit, uses) in AllowedUse.byEdit(change.allowed) {
                let newUses = uses.count(where: \.isNew)
                lines.append("  \(edit.words): \(Plural.counted(uses.count, "use")) (\(newUses) new)")
                lines += uses.map(row)
            }
        }
        if !change.madeVisible.isEmpty {
            lines += [
                "",
                capitalized(change.madeVisibleByThisChange) + ": "
                    + Plural.counted(change.madeVisible.count, "known violation"),
            ]
            // Known, and as many as a new rule finds in the whole codebase: the first few.
            let rows = change.madeVisible.map {
                "  \(TextLayout.location($0.file, $0.line))  \($0.rule) (\($0.severity.rawValue)): \($0.finding)"
            }
            lines += TextLayout.truncated(rows, limit: madeVisibleLimit, hint: "(use --format json for all)")
        }
        return lines
    }

    private static func row(_ use: AllowedUse) -> String {
        let violation = use.violation
        var text = "    \(TextLayout.location(violation.file, violation.line))  \(violation.rule): \(violation.finding)"
        if let now = use.severityNow { text += " (\(violation.severity.rawValue) before, \(now.rawValue) now)" }
        return text + (use.isNew ? " [new]" : "")
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
