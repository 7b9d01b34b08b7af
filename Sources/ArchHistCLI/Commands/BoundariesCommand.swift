import ArchHistCore
import ArchHistReport
import ArchHistSupport

/// `archhist boundaries`: boundaries crossed, first by whom, and whether still.
enum BoundariesCommand: Command {
    static let since = Option<String?>(
        "since", valueName: "revision", help: "Only boundaries first crossed after this commit.")
    static let to = Option<String>(
        "to", valueName: "revision", help: "The line is this commit's first-parent history.", default: "HEAD")
    /// Nil for `all`: boundaries at every grain. `--level` is its former name.
    static let by = Option<GraphLevel?>(
        "by", valueName: "grain", help: "Which boundaries: between modules, layers or domains.",
        choices: ["all"] + GraphLevel.allCases.map(\.rawValue), default: "all", read: { GraphLevel(rawValue: $0) }
    )
    .formerly("level")
    static let format = Option.format(default: BoundariesFormat.text)

    static let spec = CommandSpec(
        name: "boundaries",
        abstract:
            "List the boundaries between layers, domains and modules ever crossed: first by which commit, and "
            + "whether still.",
        discussion: """
            With --since, only the boundaries crossed for the first time after that commit: the \
            question asked before every release.

            Examples:
              archhist boundaries
              archhist boundaries --since v1.4.0 --by domain
            """,
        options: HistorySession.options + SpecResolver.options + [since, to, by, format]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let to = arguments[Self.to]
        let since = arguments[Self.since]
        let (session, range) = try HistorySession.open(
            arguments: arguments, context: context, create: false, base: since, head: to)
        let sinceSHA = range.base?.sha
        // A start off the line (a tag on a release branch) takes its place after the
        // commit where its branch left the line; the older line is kept, since a
        // boundary counts from its first crossing.
        let line = try session.line(
            to: range.head.sha, from: sinceSHA, keepingOlder: true, arguments: arguments, context: context)
        let boundaries: [Int64: [Boundary: Int]]
        do { boundaries = try session.store.boundaries(ofRuns: line.runs.map(\.id)) } catch {
            throw .environment("\(error)")
        }
        let level = arguments[Self.by]
        // A module renamed along the line is one module, under its newest name.
        let lineage = try LineModules.lineage(of: line, head: range.head.sha, session: session)
        let crossed = lineage.boundaries(ofRuns: line.runs.map { boundaries[$0.id] ?? [:] })
        // Runs that share their boundaries share them filtered too.
        var filtered: [[Boundary: Int]] = []
        for (index, own) in crossed.enumerated() {
            if level != nil, index > 0, own == crossed[index - 1] {
                filtered.append(filtered[index - 1])
            } else {
                filtered.append(level.map { level in own.filter { $0.key.level == level } } ?? own)
            }
        }
        let history = BoundaryHistory(points: zip(line.runs, filtered).map { (run: $0, boundaries: $1) })
        if let since = range.base, !line.runs.contains(where: { $0.commit == since.sha }) {
            throw .input(
                "\(OutputText.terminal(since.name)) is not recorded under the spec of this line: record it "
                    + "(archhist record --commit \(OutputText.terminal(since.name))) so the range has a start"
            )
        }
        let entries = history.crossedFirst(after: range.base?.sha, in: line.runs)
        let title = since.map { "Boundaries crossed for the first time after \($0)" } ?? "Boundaries ever crossed"
        return CommandOutput(
            stdout: arguments[Self.format].render(BoundariesReport(entries: entries, title: title)),
            stderr: HistorySession.specNote(for: line)
                + session.rangeNote(for: line, revision: since ?? "", to: range.head.sha, toName: to))
    }
}
