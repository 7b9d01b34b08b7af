/// Rows of one rule's violations where one problem found in many files reads as one
/// finding: 48 views each using `HomeAssistantAPI` from a forbidden layer are one
/// decision for the team (allow it, or put a boundary in front of it), not 48 lines.
/// The JSON, SARIF and annotation formats keep every violation, each with its place.
enum RepeatedFindings {
    /// Files sharing one finding before it is said once.
    static let threshold = 3
    /// Places shown under a finding said once.
    static let shownPlaces = 3

    /// One row: a place and what was found there (the advice left out when the rule says it once).
    struct Row {
        var place: String
        var text: String
    }

    /// The repeated findings first, most places first, each said once with its first
    /// places (two lines); then the rest, a line each, in their order.
    static func entries(_ rows: [Row], indent: String) -> [[String]] {
        var places: [String: [String]] = [:]
        var order: [String] = []
        for row in rows {
            if places[row.text] == nil { order.append(row.text) }
            places[row.text, default: []].append(row.place)
        }
        let repeated = order.filter { places[$0]!.count >= threshold }
            .sorted { places[$0]!.count > places[$1]!.count }
        var entries: [[String]] = repeated.map { text in
            let found = places[text]!
            let more = found.count > shownPlaces ? " and \(found.count - shownPlaces) more" : ""
            return [
                "\(indent)\(text): \(found.count) places",
                "\(indent)  \(found.prefix(shownPlaces).joined(separator: ", "))\(more)",
            ]
        }
        let said = Set(repeated)
        for row in rows where !said.contains(row.text) { entries.append(["\(indent)\(row.place)  \(row.text)"]) }
        return entries
    }
}
