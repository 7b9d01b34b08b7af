import ArchHistCore
import ArchHistReport
import ArchHistStore
import ArchHistSupport

/// `archhist show <commit>`: a stored run, in the shape `analyze` prints, without
/// analysing anything again.
enum ShowCommand: Command {
    static let runID = Option<Int?>(
        "run", valueName: "id", help: "The run to show, when the commit has several.", in: 1...Int.max)
    static let format = Option.format(default: AnalysisFormat.text)
    static let commit = Positional("commit", help: "The recorded commit.", default: "HEAD")

    static let spec = CommandSpec(
        name: "show",
        abstract: "Print a recorded run of a commit, as analyze would, from the database alone.",
        discussion: """
            When a commit was recorded under several specs, the newest recording is shown; \
            --run picks one by the id `archhist log --format json` prints.

            Examples:
              archhist show v1.4.0
              archhist show HEAD~3 --format json
            """,
        options: HistorySession.options + [runID, format],
        positionals: [commit]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let session = try HistorySession.open(arguments: arguments, context: context, create: false)
        let revision = arguments[Self.commit]
        let sha = try session.resolve(revision)
        let runs: [RunSummary]
        do { runs = try session.store.runs(ofCommit: sha) } catch { throw .environment("\(error)") }
        guard !runs.isEmpty else {
            throw .input(
                "\(revision) (\(sha.prefix(12))) is not recorded: run `archhist record --commit \(revision)` first")
        }
        var chosen = runs[0]
        if let wanted = arguments[Self.runID] {
            guard let run = runs.first(where: { $0.id == Int64(wanted) }) else {
                let ids = runs.map { String($0.id) }.joined(separator: ", ")
                throw .input("run \(wanted) is not a run of \(revision); its runs are \(ids)")
            }
            chosen = run
        }
        let stored: StoredRun
        do { stored = try session.store.storedAnalysis(run: chosen.id) } catch { throw .environment("\(error)") }
        let report = AnalysisReport(
            analysis: stored.analysis, specDescription: stored.specSource,
            root: "\(revision) (\(sha.prefix(12)), run \(chosen.id))",
            locations: FileLocations(root: session.repository.root, specFile: nil))
        return CommandOutput(
            stdout: arguments[Self.format].render(report),
            stderr: "spec: " + OutputText.terminal(SpecChoice.withAdvice(chosen.specSource, digest: chosen.specDigest))
                + "\n")
    }
}
