import ArchHistCore

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
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
