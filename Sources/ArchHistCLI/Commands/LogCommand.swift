import ArchHistCore
import ArchHistReport

/// `archhist log`: the recorded runs, newest first, with what changed since the run
/// of the first parent.
enum LogCommand: Command {
    static let allSpecs = Flag(
        "all-specs", help: "List every run: one per spec and archhist version of each commit, not one per commit.")
    static let format = Option.format(default: LogFormat.text)

    static let spec = CommandSpec(
        name: "log",
        abstract: "List recorded runs, newest commit first, with counts and the change since the first parent's run.",
        discussion: """
            One line per commit: its run under the current spec (archhist.json, --spec or --preset) \
            when it has one, else its newest run. When the lines come from several specs, a column \
            says which, and the specs are listed below.

            On a terminal, the newest \(RunListing.terminalLimit) rows are shown unless --limit says \
            otherwise, and standard error says how many were left out; piped, every row is. With \
            --tags or --every, the change is counted since the row below (the previous tag, week \
            or month) when it was judged by the same spec.

            Examples:
              archhist log
              archhist log --limit 20 --format json
              archhist log --tags
              archhist log --every month --limit 12
              archhist log --all-specs
            """,
        options: HistorySession.options + SpecResolver.options + RunListing.options + [allSpecs, format],
        seeAlso: ["history", "runs"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let session = try HistorySession.open(arguments: arguments, context: context, create: false)
        let current = try session.currentSpecDigest(arguments: arguments, context: context)
        let tags = try RunListing.tags(of: session, arguments: arguments)
        let all: [RunLog.Entry]
        do {
            all = RunLog.entries(
                try session.store.runSummaries(), preferredDigest: current, allRuns: arguments[Self.allSpecs])
        } catch {
            throw .environment("\(error)")
        }
        let (entries, note) = RunListing.select(
            all, newestFirst: true, arguments: arguments, context: context, tags: tags, commit: \.run.commit,
            time: \.run.commitTime, thinned: Self.countedSinceTheRowBelow)
        let report = LogReport(entries: entries, currentDigest: current, tags: tags)
        // log judges nothing: it names the current spec when there is one, the spec its
        // lines are read under; without one, each line is its commit's newest run.
        var specNote = ""
        if current != nil {
            specNote = try SpecResolver.choose(root: session.repository.root, arguments: arguments, context: context) {
                ([], [])
            }.note
        }
        return CommandOutput(stdout: arguments[Self.format].render(report), stderr: specNote + note)
    }

    /// Rows of a thinned history (tags, weeks, months) count their change since the
    /// row below them, the previous tag or period, rather than since the first parent.
    private static func countedSinceTheRowBelow(_ entries: [RunLog.Entry]) -> [RunLog.Entry] {
        var entries = entries
        let older = entries.dropFirst().map(\.run) + [nil]
        for index in entries.indices {
            let below = older[index]
            entries[index].previous = below?.specDigest == entries[index].run.specDigest ? below : nil
        }
        return entries
    }
}
