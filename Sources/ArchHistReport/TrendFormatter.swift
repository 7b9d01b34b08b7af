import ArchHistCore

/// `archhist trend`: metrics per recorded commit along the first-parent line.
public enum TrendFormatter {
    public enum Metric: String, CaseIterable, Sendable {
        case files, lines, violations, errors, warnings, infos, modules, domains, uncovered, waived

        public func value(_ run: RunSummary) -> Int {
            switch self {
            case .files: return run.files
            case .lines: return run.lines
            case .violations: return run.violations
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

    public enum Format: String, CaseIterable, Sendable { case text, csv, json, markdown }

    public static func format(_ runs: [RunSummary], metrics: [Metric], as format: Format) -> String {
        let header = ["commit", "date", "subject"] + metrics.map(\.rawValue)
        let rows = runs.map { run in
            [String(run.commit.prefix(12)), Day(unixTime: run.commitTime).description, run.subject]
                + metrics.map { String($0.value(run)) }
        }
        switch format {
        case .text:
            guard !runs.isEmpty else { return "No recorded runs on this line.\n" }
            let clipped = rows.map { row in row.enumerated().map { $0.offset == 2 ? String($0.element.prefix(40)) : $0.element } }
            return TextLayout.table([header] + clipped, align: [.left, .left, .left] + metrics.map { _ in .right })
                .joined(separator: "\n") + "\n"
        case .csv:
            return ([header] + rows).map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
        case .markdown:
            var lines = ["| " + header.joined(separator: " | ") + " |", "| --- | --- | --- |" + String(repeating: " ---: |", count: metrics.count)]
            lines += rows.map { "| " + $0.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |" }
            return lines.joined(separator: "\n") + "\n"
        case .json:
            let points: [JSONValue] = runs.map { run in
                var object: JSONObject = [
                    ("commit", .string(run.commit)), ("commitTime", .int(Int(run.commitTime))), ("subject", .string(run.subject)),
                    ("run", .int(Int(run.id))),
                ]
                for metric in metrics { object[metric.rawValue] = .int(metric.value(run)) }
                return .object(object)
            }
            return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("points", .array(points))])) + "\n"
        }
    }

    /// RFC 4180: quoted when it holds a comma, a quote or a line break.
    private static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
