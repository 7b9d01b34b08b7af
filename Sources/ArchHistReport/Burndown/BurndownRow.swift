import ArchHistCore

/// One milestone's row, as the text and the Markdown tables show it.
enum BurndownRow {
    static func cells(_ b: Burndown) -> [String] {
        [
            b.milestone.id, b.start.map(String.init) ?? "-", b.now.map(String.init) ?? "-", String(b.milestone.target),
            "\(b.percentDone)%", pace(b.perWeek), pace(b.perCommit), b.projected?.description ?? "-",
            b.milestone.due.description, b.status.rawValue,
        ]
    }

    private static func pace(_ value: Double?) -> String {
        guard let value else { return "-" }
        let rounded = (value * 100).rounded() / 100
        return rounded > 0 ? "+\(rounded)" : "\(rounded)"
    }
}
