import ArchHistCore
import ArchHistSupport

/// `violations --format xcode`, with or without `--history`: the violations open at
/// the end of the line as Xcode diagnostics, oldest first, each saying its age.
struct OpenViolationsXcodeFormatter {
    func format(_ report: ViolationsReport) -> String {
        let history = report.history
        let open = history.lifecycles.filter(\.isOpen).sorted {
            ($0.introducedBy.commitTime, $0.violation.file) < ($1.introducedBy.commitTime, $1.violation.file)
        }
        let violations = open.map { life in
            var violation = life.violation
            violation.finding +=
                " (since \(life.introducedBy.commit.prefix(12)), \(Plural.counted(life.ageInCommits, "commit")), "
                + "\(Plural.counted(life.ageInDays, "day")))"
            return violation
        }
        return XcodeDiagnostics(locations: report.locations).text(violations)
    }
}
