import ArchHistCore
import ArchHistReport

/// `archhist diff A B`: how the architecture drifted between two commits.
enum DiffCommand: Command {
    static let format = Option.format(default: DriftFormat.text)
    static let from = Positional("from", help: "The older commit.")
    static let to = Positional("to", help: "The newer commit.", default: "HEAD")

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show how the architecture drifted between two commits.",
        discussion: """
            Files added, removed and moved between layers or domains; dependencies between layers \
            and domains that appeared, vanished or changed; violations introduced, fixed and \
            persisting, matched by fingerprint so that a moved line is not a new violation; and the \
            metrics of both sides. A recorded commit is read from the database; one never recorded \
            is analysed from git objects under the current spec. When the two sides were judged by \
            different specs, the report says so.

            Examples:
              archhist diff v1.4.0 v1.5.0
              archhist diff HEAD~10 HEAD --format json
            """,
        options: HistorySession.options + SpecResolver.options + [format],
        positionals: [from, to]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let from = arguments[Self.from]
        let to = arguments[Self.to]
        let (session, range) = try HistorySession.open(
            arguments: arguments, context: context, create: false, base: from, head: to, inMemoryWhenMissing: true)
        // git compares the two commits while their runs are read.
        let renames = session.renamesAhead(from: range.base.sha, to: range.head.sha)
        let choice = try session.specChoice(arguments: arguments, context: context, inferringFrom: range.head.sha)
        let (spec, description) = (choice.spec, choice.description)
        let old = try session.analysis(of: range.base, spec: spec, description: description, context: context)
        let new = try session.analysis(of: range.head, spec: spec, description: description, context: context)
        let drift = Drift(from: old.analysis, to: new.analysis, renames: renames.value())
        let sides = DriftReport.Sides(from: old.label, to: new.label)
        let locations = FileLocations(root: session.repository.root, specFile: choice.file)
        return CommandOutput(
            stdout: arguments[Self.format].render(DriftReport(drift: drift, sides: sides, locations: locations)),
            stderr: choice.note)
    }
}
