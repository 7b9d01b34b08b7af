import ArchHistCore
import ArchHistEngine
import ArchHistSupport

/// `archhist backfill`: record every commit of the first-parent line, oldest first.
enum BackfillCommand: Command {
    static let from = Option<String>(
        "from", valueName: "revision", help: "Walk the first-parent line from this commit.", default: "HEAD")
    static let maxCount = Option<Int?>(
        "max-count", valueName: "n", help: "Record at most the newest n commits of the line.", in: 1...Int.max)
    static let tags = Flag("tags", help: "Record the commits of every tag instead of the first-parent line.")
    static let slice = Option<String?>(
        "slice", valueName: "k/n",
        help: "Record only the k-th of n equal parts of the line, oldest first: n machines split it.")

    static let spec = CommandSpec(
        name: "backfill",
        abstract: "Record history: every commit on HEAD's first-parent line (or every tag), oldest first.",
        discussion: """
            Commits already recorded under the spec are skipped, so an interrupted backfill resumes \
            where it stopped. Each commit is its own transaction. Progress goes to standard error \
            when it is a terminal. The spec is the current one (archhist.json, --spec or --preset; \
            else the preset inferred from the newest commit), so every run of the backfill is \
            judged by the same rules.

            Examples:
              archhist backfill --max-count 2000
              archhist backfill --tags
              archhist backfill --from release/1.x
              archhist backfill --slice 2/4   # the second quarter of the line, on one of four machines
            """,
        options: HistorySession.options + SpecResolver.options + [from, maxCount, tags, slice]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let maxCount = arguments[Self.maxCount]
        let slice = try arguments[Self.slice].map { text throws(CLIError) in
            guard let slice = BackfillSlice(parsing: text) else {
                throw .usage(
                    "--slice takes k/n, the k-th of n parts (1 ≤ k ≤ n ≤ \(BackfillSlice.maxCount)), such as 2/4; "
                        + "got '\(OutputText.terminal(text))'")
            }
            return slice
        }
        let (session, from) = try HistorySession.open(
            arguments: arguments, context: context, create: true, revision: arguments[Self.from])
        let start = from.sha
        var commits: [String]
        do {
            if arguments[Self.tags] {
                var seen = Set<String>()
                commits = try session.repository.tags().map(\.sha).filter { seen.insert($0).inserted }
                    .suffix(maxCount ?? Int.max)
            } else {
                commits = try session.repository.firstParentLine(from: start, maxCount: maxCount).reversed()
            }
        } catch {
            throw .environment(error.description)
        }
        // Every slice infers its spec from the newest commit of the whole line, so that
        // the slices' runs are those one machine would record.
        let newest = commits.last ?? start
        let line = commits.count
        if let slice { commits = Array(commits[slice.positions(in: line)]) }
        var stderr = ""
        if (try? session.repository.isShallow()) == true {
            stderr +=
                "note: this is a shallow clone; history stops at its oldest fetched commit (git fetch "
                + "--unshallow for all)\n"
            if slice != nil {
                stderr += "note: --slice splits the line this clone holds: give every slice the same depth\n"
            }
        }
        let choice = try session.specChoice(arguments: arguments, context: context, inferringFrom: newest)
        let (spec, description) = (choice.spec, choice.description)
        stderr += choice.note
        let recorder = session.recorder(spec: spec, description: description, context: context)
        let digest = HistorySession.digest(of: spec)
        var recorded = 0
        var skipped = 0
        do {
            try recorder.record(commits, digest: digest) { index, outcome in
                if outcome == .alreadyRecorded { skipped += 1 } else { recorded += 1 }
                context.progress("[\(index + 1)/\(commits.count)] \(outcome.sentence(commits[index]))")
            }
        } catch {
            throw CLIError(
                "cannot record \(error.sha.prefix(12)): \(error.error); \(Plural.counted(recorded, "commit")) "
                    + "recorded before it, run backfill again to resume",
                exitCode: .environment)
        }
        // Every commit of a line (not tags) lies on the line of the newest, which git walks once.
        RecordedRenames.keep(
            for: commits, line: arguments[Self.tags] ? nil : commits.last, repository: session.repository,
            store: session.store)
        if !commits.isEmpty { context.progress("") }
        var summary = "backfill: "
        if let slice {
            let positions = slice.positions(in: line)
            let range = positions.isEmpty ? "none" : "\(positions.lowerBound + 1)–\(positions.upperBound)"
            summary += "slice \(slice) of \(Plural.counted(line, "commit")) (\(range)): "
        }
        summary +=
            "\(Plural.counted(commits.count, "commit")), \(recorded) recorded, \(skipped) already recorded\n"
        return CommandOutput(stdout: summary, stderr: stderr)
    }
}
