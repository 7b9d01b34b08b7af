import ArchHistCore
import ArchHistSupport

/// The edit of the spec as `check --format markdown` says it: the edits, a table of
/// the uses only the edited spec allows, and one of the known violations it makes
/// visible. `escape` is the formatter's cell escaping.
enum SpecChangeMarkdown {
    /// How many known violations made visible the table lists.
    static let madeVisibleLimit = 50

    static func lines(_ change: SpecChange, escape: (String) -> String) -> [String] {
        var lines = ["", "#### `\(escape(change.specName))` changed since the baseline", ""]
        lines.append("Against `\(escape(change.baselineSource))`:")
        lines.append("")
        lines += change.edits.map { "- \($0.effect.rawValue): \(escape($0.words))" }
        if !change.allowed.isEmpty {
            lines += [
                "", "#### \(capitalized(escape(change.allowedByThisChange)))", "",
                "| edit | rule | where | what | new |", "| --- | --- | --- | --- | --- |",
            ]
            lines += change.allowed.map { use in
                let violation = use.violation
                let severity =
                    use.severityNow.map { "\(violation.severity.rawValue) → \($0.rawValue)" }
                    ?? violation.severity.rawValue
                return "| \(escape(use.edit.words)) | `\(escape(violation.rule))` (\(severity)) "
                    + "| `\(escape(TextLayout.location(violation.file, violation.line)))` "
                    + "| \(escape(violation.finding)) | \(use.isNew ? "new" : "known") |"
            }
        }
        if !change.madeVisible.isEmpty {
            lines += [
                "", "#### \(capitalized(escape(change.madeVisibleByThisChange)))", "",
                "| rule | severity | where | what |", "| --- | --- | --- | --- |",
            ]
            // Known, and as many as a new rule finds: the first few, in a comment that has a size limit.
            lines += change.madeVisible.prefix(madeVisibleLimit).map {
                "| `\(escape($0.rule))` | \($0.severity.rawValue) | `\(escape(TextLayout.location($0.file, $0.line)))` "
                    + "| \(escape($0.finding)) |"
            }
            if change.madeVisible.count > madeVisibleLimit {
                lines += ["", "… and \(change.madeVisible.count - madeVisibleLimit) more (`--format json` lists all)"]
            }
        }
        return lines
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
