import ArchHistCore
import ArchHistSupport

/// `check --format github`: workflow commands that GitHub Actions turns into
/// annotations on the pull request's files, one per new violation, and a notice
/// with the counts.
struct GitHubAnnotationsFormatter {
    func format(_ report: CheckReport) -> String {
        var lines: [String] = []
        for violation in report.gate.drift.introduced {
            let command: String
            switch violation.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var properties = "file=\(property(violation.file))"
            if let line = violation.line { properties += ",line=\(line)" }
            properties += ",title=\(property("archhist " + violation.rule))"
            lines.append("::\(command) \(properties)::\(data(violation.message))")
        }
        for crossing in report.gate.newCrossings {
            lines.append(
                "::warning file=\(property(crossing.example.file)),line=\(crossing.example.line),"
                    + "title=\(property("archhist new crossing"))::"
                    + data(
                        "\(crossing.level.rawValue) \(crossing.from) → \(crossing.to) is crossed for the first time")
            )
        }
        if let change = report.gate.specChange { lines += specChange(change, failing: report.gate) }
        lines.append("::notice title=archhist check::\(data(report.counts + "; check " + report.verdict))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The edits of the spec in one notice; each use only the edited spec allows at
    /// that use, an error when the gate fails on it; the known violations it makes
    /// visible counted in a notice (they are many when a rule is added).
    private func specChange(_ change: SpecChange, failing gate: Gate) -> [String] {
        let edits = change.edits.map { "\($0.effect.rawValue): \($0.words)" }.joined(separator: "; ")
        var lines = [
            "::notice title=\(property("archhist " + change.specName + " changed"))::"
                + data("\(change.specName) changed since the baseline (\(change.baselineSource)): \(edits)")
        ]
        let command = gate.failedOn.contains(.specLoosened) ? "error" : "warning"
        for use in change.allowed {
            let violation = use.violation
            var properties = "file=\(property(violation.file))"
            if let line = violation.line { properties += ",line=\(line)" }
            properties += ",title=\(property("archhist " + change.allowedByThisChange))"
            lines.append(
                "::\(command) \(properties)::"
                    + data(
                        "\(use.edit.words): \(violation.rule) \(use.isNew ? "(new)" : "(known)"): \(violation.message)")
            )
        }
        if !change.madeVisible.isEmpty {
            let rules = Set(change.madeVisible.map(\.rule)).sorted().joined(separator: ", ")
            lines.append(
                "::notice title=\(property("archhist " + change.madeVisibleByThisChange))::"
                    + data("\(Plural.counted(change.madeVisible.count, "known violation")) of \(rules)"))
        }
        return lines
    }

    /// A message and a property, by archhist's one escaping policy.
    private func data(_ text: String) -> String { OutputText.githubMessage(text) }
    private func property(_ text: String) -> String { OutputText.githubProperty(text) }
}
