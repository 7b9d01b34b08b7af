import ArchHistCore

/// `archhist record`: analyse a commit's tree from git objects and store the run.
enum RecordCommand: Command {
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
            """,
        options: HistorySession.options + SpecResolver.options + [
            .value("commit", valueName: "revision", help: "The commit to record.", defaultValue: "HEAD"),
            .flag("force", help: "Record again even when this commit is recorded under this spec."),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let revision = arguments.value("commit") ?? "HEAD"
        let (session, resolved) = try HistorySession.open(
            arguments: arguments, context: context, create: true, resolving: [revision])
        let sha = resolved[0]
        let (spec, description) = try session.spec(arguments: arguments, context: context, inferringFrom: sha)
        var notes = ""
        if revision == "HEAD", (try? session.repository.isDirty()) == true {
            notes += "note: the working tree has uncommitted changes; archhist records commits, so they are not in this run\n"
        }
        let outcome: Recorder.Outcome
        do {
            outcome = try session.recorder(spec: spec, description: description, context: context)
                .record(sha, digest: HistorySession.digest(of: spec), force: arguments.flag("force"))
        } catch {
            throw .environment("cannot record \(revision): \(error)")
        }
        return CommandOutput(stdout: outcome.sentence(sha) + "\n", stderr: notes + "spec: \(description)\n")
    }
}
