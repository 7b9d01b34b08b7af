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
        lines.append("::notice title=archhist check::\(data(report.counts + "; check " + report.verdict))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A message and a property, by archhist's one escaping policy.
    private func data(_ text: String) -> String { OutputText.githubMessage(text) }
    private func property(_ text: String) -> String { OutputText.githubProperty(text) }
}
