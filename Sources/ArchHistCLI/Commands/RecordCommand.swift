import ArchHistCore
import ArchHistEngine
import ArchHistSupport

/// `archhist record`: analyse a commit's tree from git objects and store the run.
enum RecordCommand: Command {
    static let commit = Option<String>("commit", valueName: "revision", help: "The commit to record.", default: "HEAD")
    static let force = Flag("force", help: "Record again even when this commit is recorded under this spec.")
    static let respec = Flag(
        "respec",
        help: "Judge every recorded commit again under the current spec, from stored facts: no Swift file is read.")

    static let spec = CommandSpec(
        name: "record",
        abstract: "Analyse a commit (default HEAD) and store the run in the history database.",
        discussion: """
            The commit's tree is read from git objects, never checked out, so uncommitted changes \
            never enter history. A run is keyed by commit, spec and archhist version: recording the \
            same key again changes nothing and says so; --force replaces it. A changed spec records \
            a new run for the same commit. The whole run is one transaction.

            Examples:
              archhist record
              archhist record --commit v1.4.0
              archhist record --db /tmp/history.db --preset harness
              archhist record --respec            # after changing archhist.json: re-judge all of history
            """,
        options: HistorySession.options + SpecResolver.options + [commit, force, respec]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        if arguments[Self.respec] { return try rejudge(arguments, context: context) }
        let revision = arguments[Self.commit]
        let (session, resolved) = try HistorySession.open(
            arguments: arguments, context: context, create: true, revision: revision)
        let sha = resolved.sha
        let choice = try session.specChoice(arguments: arguments, context: context, inferringFrom: sha)
        let (spec, description) = (choice.spec, choice.description)
        let repository = session.repository
        let dirty = revision == "HEAD" ? BackgroundValue { (try? repository.isDirty()) == true } : nil
        // git finds what the commit moved while it is analysed; the run keeps it.
        let moves = BackgroundValue { RecordedRenames.foundByGit(sha, repository: repository) }
        let outcome: Recorder.Outcome
        do {
            outcome = try session.recorder(spec: spec, description: description, context: context)
                .record(sha, digest: HistorySession.digest(of: spec), force: arguments[Self.force])
        } catch {
            throw .environment("cannot record \(revision): \(error)")
        }
        if let moves = moves.wait() { try? session.store.keepRenames([sha: moves]) }
        var notes = ""
        if dirty?.wait() == true {
            notes +=
                "note: the working tree has uncommitted changes; archhist records commits, so they are not in "
                + "this run\n"
        }
        return CommandOutput(stdout: outcome.sentence(sha) + "\n", stderr: notes + choice.note)
    }

    /// Every recorded commit judged again under the current spec, from stored facts.
    private static func rejudge(
        _ arguments: ParsedArguments, context: CommandContext
    ) throws(CLIError) -> CommandOutput {
        if arguments[Self.force] || arguments.source(of: Self.commit) == .commandLine {
            throw .usage("--respec re-judges every recorded commit: it takes neither --commit nor --force")
        }
        let session = try HistorySession.open(arguments: arguments, context: context, create: false)
        let head: String
        do {
            guard let sha = try session.repository.head() else {
                throw CLIError.input("the repository has no commits yet")
            }
            head = sha
        } catch let error as CLIError {
            throw error
        } catch {
            throw .environment("\(error)")
        }
        let choice = try session.specChoice(arguments: arguments, context: context, inferringFrom: head)
        let (spec, description) = (choice.spec, choice.description)
        let rejudger = Rejudger(
            store: session.store, spec: spec, specSource: description, analyzerVersion: HistorySession.analyzerVersion,
            workers: context.workers, today: context.today, now: context.now)
        let summary: Rejudger.Summary
        do {
            summary = try rejudger.run(digest: HistorySession.digest(of: spec)) { done, total in
                context.progress("[\(done)/\(total)] re-judging recorded commits")
            }
        } catch {
            throw .environment("cannot re-judge history: \(error)")
        }
        context.progress("")
        return CommandOutput(
            stdout:
                "respec: \(Plural.counted(summary.rejudged, "recorded commit")) judged again under the current spec, "
                + "\(summary.alreadyRecorded) already were; no Swift file was read\n",
            stderr: choice.note)
    }
}
