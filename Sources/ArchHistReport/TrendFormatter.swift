import ArchHistCore
import ArchHistSupport

/// `archhist trend`: metrics per recorded commit along the first-parent line.
public enum TrendFormatter {
    public enum Metric: String, CaseIterable, Sendable {
        case files, lines, violations, errors, warnings, infos, modules, domains, uncovered, waived

        public func value(_ run: RunSummary) -> Int {
            switch self {
            case .files: return run.files
            case .lines: return run.lines
            case .violations: return run.openCount.errorsAndWarnings
            case .errors: return run.errors
            case .warnings: return run.warnings
            case .infos: return run.infos
            case .modules: return run.modules
            case .domains: return run.domains
            case .uncovered: return run.uncoveredFiles
            case .waived: return run.waived
            }
        }
    }

    /// The header and one row of cells per run, for every format but JSON.
    private static func cells(_ report: TrendReport) -> (header: [String], rows: [[String]]) {
        let showsTags = !report.tags.isEmpty
        let header = ["commit"] + (showsTags ? ["tag"] : []) + ["date", "subject"] + report.metrics.map(\.rawValue)
        let rows = report.runs.map { run in
            [String(run.commit.prefix(12))]
                + (showsTags ? [(report.tags[run.commit] ?? []).joined(separator: " ")] : [])
                + [Day(unixTime: run.commitTime).description, run.subject]
                + report.metrics.map { String($0.value(run)) }
        }
        return (header, rows)
    }

    static func text(_ report: TrendReport) -> String {
        guard !report.runs.isEmpty else { return "No recorded runs on this line.\n" }
        let (header, rows) = cells(report)
        let subject = header.firstIndex(of: "subject") ?? 2
        let clipped = rows.map { row in
            row.enumerated().map { $0.offset == subject ? String($0.element.prefix(40)) : $0.element }
        }
        let align = Array(repeating: TextLayout.Alignment.left, count: subject + 1) + report.metrics.map { _ in .right }
        return TextLayout.table([header] + clipped, align: align)
            .joined(separator: "\n") + "\n"
    }

    static func csv(_ report: TrendReport) -> String {
        let (header, rows) = cells(report)
        return ([header] + rows).map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    static func markdown(_ report: TrendReport) -> String {
        let (header, rows) = cells(report)
        var lines = [
            "| " + header.joined(separator: " | ") + " |",
            "|" + String(repeating: " --- |", count: header.count - report.metrics.count)
                + String(repeating: " ---: |", count: report.metrics.count),
        ]
        lines += rows.map { "| " + $0.map(TextLayout.markdownCell).joined(separator: " | ") + " |" }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ report: TrendReport) -> String {
        let points: [JSONValue] = report.runs.map { run in
            var object: JSONObject = [
                ("commit", .string(run.commit)), ("commitTime", .int(Int(run.commitTime))),
                ("subject", .string(run.subject)), ("run", .int(Int(run.id))),
            ]
            if !report.tags.isEmpty { object["tags"] = .array((report.tags[run.commit] ?? []).map { .string($0) }) }
            for metric in report.metrics { object[metric.rawValue] = .int(metric.value(run)) }
            return .object(object)
        }
        return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("points", .array(points))])) + "\n"
    }

    /// RFC 4180: quoted when it holds a comma, a quote or a line break.
    private static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
