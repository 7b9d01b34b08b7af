import ArchHistCore
import ArchHistSupport

/// `log` for a terminal: one line per run, newest first, with the change since the run
/// of the first parent ("+2" violations), or "new" when that parent has no run.
struct LogTextFormatter {
    func format(_ report: LogReport) -> String {
        let entries = report.entries
        guard !entries.isEmpty else { return "No runs recorded.\n" }
        // Lines judged by different specs say which, so that a change of rules is not
        // read as a change of code.
        var specs: [String: String] = [:]
        for entry in entries { specs[entry.run.specDigest] = entry.run.specSource }
        let showsSpec = specs.count > 1
        let showsTags = !report.tags.isEmpty
        // Infos are counted apart from the errors and warnings, in a column of their own.
        let showsInfos = entries.contains { $0.run.infos > 0 }
        var rows = [
            ["commit"] + (showsTags ? ["tag"] : []) + ["date", "files", "lines", "violations"]
                + (showsInfos ? ["infos"] : []) + ["change"] + (showsSpec ? ["spec"] : []) + ["subject"]
        ]
        for entry in entries {
            let run = entry.run
            var row = [String(run.commit.prefix(12))]
            if showsTags { row.append((report.tags[run.commit] ?? []).joined(separator: ", ")) }
            row += [
                Day(unixTime: run.commitTime).description, String(run.files), String(run.lines),
                String(run.openCount.errorsAndWarnings),
            ]
            if showsInfos { row.append(String(run.infos)) }
            row.append(change(entry))
            if showsSpec { row.append(String(run.specDigest.prefix(8))) }
            row.append(String(run.subject.prefix(60)))
            rows.append(row)
        }
        let align: [TextLayout.Alignment] =
            [.left] + (showsTags ? [.left] : []) + [.left, .right, .right, .right] + (showsInfos ? [.right] : [])
            + [.left] + (showsSpec ? [.left] : []) + [.left]
        var lines = TextLayout.table(rows, align: align)
        if showsSpec {
            lines.append("")
            lines.append("Specs (a change is counted only against a run under the same spec):")
            for (digest, source) in specs.sorted(by: { $0.key < $1.key }) {
                let current = digest == report.currentDigest ? " (current)" : ""
                lines.append("  \(digest.prefix(8))  \(source)\(current)")
            }
        }
        return TextLayout.text(lines)
    }

    private func change(_ entry: RunLog.Entry) -> String {
        guard let previous = entry.previous else { return "new" }
        // The change in errors and warnings: the infos column says its own.
        let delta = entry.run.openCount.errorsAndWarnings - previous.openCount.errorsAndWarnings
        let files = entry.run.files - previous.files
        let violations = delta == 0 ? "±0" : (delta > 0 ? "+\(delta)" : "\(delta)")
        let fileText = files == 0 ? "" : ", \(files > 0 ? "+" : "-")\(Plural.counted(abs(files), "file"))"
        return violations + fileText
    }
}
