import ArchHistCore
import ArchHistSupport

/// `check --format xcode`: what the gate would fail on, as Xcode diagnostics: each new
/// violation at its severity, and each boundary crossed for the first time as a
/// warning at the use that crosses it. Known violations are not repeated: the gate is
/// about what this change brings.
struct XcodeCheckFormatter {
    func format(_ report: CheckReport) -> String {
        let diagnostics = XcodeDiagnostics(locations: report.locations)
        var lines = diagnostics.lines(report.gate.drift.introduced)
        for crossing in report.gate.newCrossings {
            lines.append(
                diagnostics.line(
                    (diagnostics.absolute(crossing.example.file), max(crossing.example.line, 1)), kind: "warning",
                    message: "\(crossing.level.rawValue) \(crossing.from) → \(crossing.to) is crossed for the first "
                        + "time (\(crossing.after) use\(crossing.after == 1 ? "" : "s")); the baseline had none",
                    tag: "new-crossing"))
        }
        if let change = report.gate.specChange {
            let kind = report.gate.failedOn.contains(.specLoosened) ? "error" : "warning"
            lines += change.allowed.map { use in
                diagnostics.line(
                    use.violation, kind: kind,
                    message: "\(change.allowedByThisChange) (\(use.edit.words)): \(use.violation.message)",
                    tag: "spec-loosened")
            }
            if !change.madeVisible.isEmpty, let spec = report.locations?.specFile {
                lines.append(
                    diagnostics.line(
                        (spec, 1), kind: "warning",
                        message: "\(Plural.counted(change.madeVisible.count, "known violation")) "
                            + change.madeVisibleByThisChange,
                        tag: "spec-tightened"))
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
