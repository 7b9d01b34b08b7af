import ArchHistCore
import ArchHistSupport

/// `archhist violations --history`: each violation's life along the line.
enum ViolationHistoryFormatter {
    static func text(_ history: ViolationHistory) -> String {
        guard !history.lifecycles.isEmpty else { return "No violations on this line.\n" }
        var rows = [["rule", "where", "introduced by", "fixed by", "age", "back"]]
        let sorted = history.lifecycles.sorted {
            (
                $0.isOpen ? 0 : 1, $0.introducedBy.commitTime, $0.violation.file, $0.violation.line ?? 0,
                $0.violation.target
            )
                < (
                    $1.isOpen ? 0 : 1, $1.introducedBy.commitTime, $1.violation.file, $1.violation.line ?? 0,
                    $1.violation.target
                )
        }
        let places = sorted.map { "\($0.violation.rule) \($0.violation.file):\($0.violation.line ?? 0)" }
        let withTarget = DistinctRows.showsTarget(sorted.map(\.violation), places)
        // Alike even with their targets (a domain-wide finding): the finding says what differs.
        let findings = DistinctRows.findings(
            sorted.map(\.violation), zip(places, sorted).map { $0 + " " + $1.violation.target })
        for ((life, showsTarget), finding) in zip(zip(sorted, withTarget), findings) {
            let place = TextLayout.location(life.violation.file, life.violation.line)
            rows.append([
                life.violation.rule,
                place + (showsTarget ? " → " + TextLayout.visible(life.violation.target) : "")
                    + (finding.map { " (\($0))" } ?? ""),
                "\(life.introducedBy.commit.prefix(12)) \(Day(unixTime: life.introducedBy.commitTime))",
                life.fixedBy.map { "\($0.commit.prefix(12)) \(Day(unixTime: $0.commitTime))" } ?? "open",
                "\(Plural.counted(life.ageInCommits, "commit")), \(Plural.counted(life.ageInDays, "day"))",
                life.regressions > 0 ? "\(life.regressions)×" : "",
            ])
        }
        let open = history.open.count
        let summary =
            "\(Plural.counted(history.lifecycles.count, "violation")) seen: "
            + "\(OpenCountText.phrase(history.openCount)), \(history.lifecycles.count - open) fixed, "
            + "\(history.lifecycles.filter { $0.regressions > 0 }.count) came back after a fix"
        return TextLayout.text(
            TextLayout.table(rows, align: [.left, .left, .left, .left, .right, .right]) + ["", summary])
    }

    /// A run as the JSON of `violations` names it.
    static func run(_ run: RunSummary?) -> JSONValue {
        guard let run else { return .null }
        return .object([
            ("commit", .string(run.commit)), ("commitTime", .int(Int(run.commitTime))),
            ("subject", .string(run.subject)),
        ])
    }

    /// Open violations as Xcode diagnostics, oldest first, each saying its age.
    static func xcode(_ history: ViolationHistory, locations: FileLocations?) -> String {
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
        return XcodeDiagnostics(locations: locations).text(violations)
    }

    static func json(_ history: ViolationHistory) -> String {
        let items: [JSONValue] = history.lifecycles.map { life in
            .object([
                ("fingerprint", .string(life.fingerprint)), ("violation", ReportJSON.violation(life.violation)),
                ("introducedBy", run(life.introducedBy)), ("fixedBy", run(life.fixedBy)), ("open", .bool(life.isOpen)),
                ("regressions", .int(life.regressions)), ("ageInCommits", .int(life.ageInCommits)),
                ("ageInDays", .int(life.ageInDays)),
            ])
        }
        return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("violations", .array(items))])) + "\n"
    }
}
