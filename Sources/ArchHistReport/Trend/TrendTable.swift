import ArchHistCore
import ArchHistSupport

/// The trend as a header and one row of cells per run, which the text, CSV and
/// Markdown lay out each their own way; the JSON keeps numbers as numbers.
struct TrendTable {
    let header: [String]
    let rows: [[String]]

    init(_ report: TrendReport) {
        let showsTags = !report.tags.isEmpty
        header = ["commit"] + (showsTags ? ["tag"] : []) + ["date", "subject"] + report.metrics.map(\.rawValue)
        rows = report.runs.map { run in
            [String(run.commit.prefix(12))]
                + (showsTags ? [(report.tags[run.commit] ?? []).joined(separator: " ")] : [])
                + [Day(unixTime: run.commitTime).description, run.subject]
                + report.metrics.map { String($0.value(run)) }
        }
    }
}
