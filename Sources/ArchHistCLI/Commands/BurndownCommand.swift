import ArchHistCore
import ArchHistReport

/// `archhist burndown --plan plan.json`: is the migration on schedule?
enum BurndownCommand: Command {
    static let plan = Option<String>.required("plan", valueName: "file", help: "The migration plan (JSON).")
    static let to = Option<String>(
        "to", valueName: "revision", help: "Measure the first-parent line of this commit.", default: "HEAD")
    static let check = Flag("check", help: "Exit 1 when a milestone regressed, stalled or is behind.")
    static let format = Option.format(default: BurndownFormat.text)

    static let spec = CommandSpec(
        name: "burndown",
        abstract:
            "Show the progress of every milestone of a migration plan; with --check, fail when one regressed, "
            + "stalled or is behind.",
        discussion: """
            Each milestone counts something in every recorded run of the first-parent line since \
            the plan's start (violations of a rule, files under a folder, uses across a boundary, \
            files in no layer, cross-domain uses), and must bring it down to its target by its due \
            day. The pace is a least-squares fit over all those runs, per week and per commit.

            Examples:
              archhist burndown --plan migration.json
              archhist burndown --plan migration.json --check --format markdown
            """,
        options: HistorySession.options + SpecResolver.options + [plan, to, check, format]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let planArgument = arguments[Self.plan]
        let plan = try PlanFile.load(planArgument, context: context)
        let (session, head) = try HistorySession.open(
            arguments: arguments, context: context, create: false, revision: arguments[Self.to])
        let (spec, _) = try session.spec(arguments: arguments, context: context, inferringFrom: head.sha)
        let (burndowns, note) = try PlanProgress.burndowns(
            of: plan, file: planArgument, to: head.sha, session: session, spec: spec, arguments: arguments,
            context: context)
        let report = BurndownReport(burndowns: burndowns, plan: plan)
        var output = CommandOutput(stdout: arguments[Self.format].render(report), stderr: note)
        if arguments[Self.check] {
            let failing = burndowns.filter { [.regressed, .stalled, .behind].contains($0.status) }
            if !failing.isEmpty {
                output.exitCode = .findings
                output.stderr +=
                    failing.map { "burndown: \($0.milestone.id) is \($0.status.rawValue): \($0.reason)" }.joined(
                        separator: "\n") + "\n"
            }
        }
        return output
    }
}
