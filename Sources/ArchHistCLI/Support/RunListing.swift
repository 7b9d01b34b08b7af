import ArchHistCore
import ArchHistSupport

/// The options `log` and `trend` share to choose which recorded commits to list: a
/// long history (thousands of commits) is cut to its newest rows on a terminal, and
/// can be thinned to its tags or to one commit a week or a month.
enum RunListing {
    /// One row per period: the last recorded commit of each.
    enum Period: String, CaseIterable, Sendable {
        case week, month
    }

    /// Rows shown on a terminal when `--limit` is not given.
    static let terminalLimit = 30

    static let limit = Option<Int?>(
        "limit", valueName: "n",
        help: "Show the newest n rows. Default: \(terminalLimit) when the output is a terminal, else all.",
        in: 1...Int.max)
    static let tags = Flag("tags", help: "Only tagged commits, with their tags.")
    static let every = Option<Period?>(
        spec: OptionSpec(
            "every", kind: .value, valueName: "period",
            help: "One row per week (from Monday, UTC) or month: the last recorded commit of each, by commit date.",
            allowedValues: Period.allCases.map(\.rawValue)),
        read: { $0.flatMap(Period.init(rawValue:)) })
    /// The options, in the order help lists them.
    static let options: [any OptionDeclaration] = [limit, tags, every]

    /// The rows to show of `items`: those with a tag (with `--tags`), the last of each
    /// period (with `--every`), then the newest `--limit` of them; and, when rows
    /// were left out by the limit, a line for standard error saying how to see them.
    /// `thinned` sees the rows `--tags` or `--every` kept, before the limit cuts them.
    static func select<Item>(
        _ items: [Item], newestFirst: Bool, arguments: ParsedArguments, context: CommandContext,
        tags: [String: [String]], commit: (Item) -> String, time: (Item) -> Int64,
        thinned: ([Item]) -> [Item] = { $0 }
    ) -> (items: [Item], note: String) {
        var chosen = items
        if arguments[Self.tags] { chosen = chosen.filter { tags[commit($0)] != nil } }
        if let period = arguments[Self.every] { chosen = Self.lastOfEachPeriod(chosen, period: period, time: time) }
        if arguments[Self.tags] || arguments[Self.every] != nil { chosen = thinned(chosen) }
        let explicit = arguments[Self.limit]
        let limit = explicit ?? (context.stdoutIsTerminal ? Self.terminalLimit : Int.max)
        guard chosen.count > limit else { return (chosen, "") }
        let shown = newestFirst ? Array(chosen.prefix(limit)) : Array(chosen.suffix(limit))
        let left = chosen.count - limit
        let note =
            explicit == nil
            ? "\(Plural.counted(left, "older row")) not shown (a terminal gets the newest \(limit)): "
                + "pass --limit \(chosen.count) to see all, or pipe the output\n"
            : "\(Plural.counted(left, "older row")) not shown: --limit \(chosen.count) shows all\n"
        return (shown, note)
    }

    /// The items whose time is the latest of their period, in their order; of two
    /// with that time, the first.
    static func lastOfEachPeriod<Item>(_ items: [Item], period: Period, time: (Item) -> Int64) -> [Item] {
        var latest: [Int: (time: Int64, index: Int)] = [:]
        for (index, item) in items.enumerated() {
            let key = Self.period(of: time(item), period)
            if let best = latest[key], best.time >= time(item) { continue }
            latest[key] = (time(item), index)
        }
        let kept = Set(latest.values.map(\.index))
        return items.enumerated().filter { kept.contains($0.offset) }.map(\.element)
    }

    /// A number for the week (weeks start on Monday, in UTC) or the month of a time.
    static func period(of time: Int64, _ period: Period) -> Int {
        let day = Day(unixTime: time)
        switch period {
        // 1970-01-01 was a Thursday, three days after a Monday.
        case .week: return Int((Double(day.daysSinceEpoch + 3) / 7).rounded(.down))
        case .month: return day.year * 12 + day.month - 1
        }
    }

    /// Each tagged commit's tags, from the repository.
    static func tags(of session: HistorySession, arguments: ParsedArguments) throws(CLIError) -> [String: [String]] {
        guard arguments[Self.tags] else { return [:] }
        do {
            return Dictionary(grouping: try session.repository.tags(), by: \.sha).mapValues { $0.map(\.name).sorted() }
        } catch {
            throw .environment(error.description)
        }
    }
}
