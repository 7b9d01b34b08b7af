import ArchHistCore
import ArchHistReport
import ArchHistSupport

/// `archhist check`: the CI gate. The working tree (or a commit) against a baseline.
enum CheckCommand: Command {
    static let baseline = Option<String?>(
        "baseline", valueName: "revision",
        help: "The commit to compare with. Default: the merge-base with the default branch, or with the target "
            + "branch the CI names (GITHUB_BASE_REF, CI_MERGE_REQUEST_TARGET_BRANCH_NAME, "
            + "BITRISEIO_GIT_BRANCH_DEST…).")
    static let commit = Option<String?>(
        "commit", valueName: "revision", help: "Check this commit instead of the working tree.")
    /// Parsed with the command line: a wrong condition is a usage error naming them all,
    /// and a new `Gate.Condition` case is a value here with nothing more.
    static let failOn = Option<[Gate.Condition]>(
        "fail-on", valueName: "conditions", help: "What fails the check: one condition, or several comma-separated.",
        default: [.newViolations], reader: .commaSeparated(.cases))
    static let format = Option.format(default: CheckFormat.text)
    static let verifyBaseline = Flag(
        "verify-baseline",
        help: "Analyse the baseline again from git objects and exit 3 when its recorded (pulled) run's violations "
            + "differ; exit 2 when this clone lacks its objects.")

    static let spec = CommandSpec(
        name: "check",
        abstract: "The CI gate: compare the working tree (or a commit) with a baseline and fail on what is new.",
        discussion: """
            The baseline is a commit (default: the merge-base of HEAD with the default branch), read \
            from the database when recorded, else analysed from git objects, so the gate works with \
            an empty database. Violations are matched by fingerprint, so a moved line is not a new \
            violation. The counts of new, known and fixed violations and of new crossings are always \
            printed, even when the check passes. Exit 1 when a --fail-on condition is met.

            Examples:
              archhist check
              archhist check --baseline origin/main --format sarif > archhist.sarif
              archhist check --fail-on new-violations,new-crossings --format github
            """,
        options: HistorySession.options + SpecResolver.options + [baseline, commit, failOn, format, verifyBaseline],
        seeAlso: ["gate", "verify"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        // The head is the commit checked, else HEAD (the working tree's commit).
        let (session, range) = try HistorySession.open(
            arguments: arguments, context: context, create: false, base: arguments[Self.baseline],
            head: arguments[Self.commit] ?? "HEAD", inMemoryWhenMissing: true)
        let commit = arguments[Self.commit] == nil ? nil : range.head.sha
        let baselineSHA: String
        var baselineName: String
        if let baseline = range.base {
            (baselineSHA, baselineName) = (baseline.sha, baseline.name)
        } else {
            // The merge-base is HEAD's, even when another commit is checked.
            let head = commit == nil ? range.head.sha : try session.resolve("HEAD")
            (baselineSHA, baselineName) = try CIBaseline.find(
                head: head, repository: session.repository, environment: context.environment)
        }
        let choice = try session.specChoice(arguments: arguments, context: context, inferringFrom: range.head.sha)
        let (spec, description) = (choice.spec, choice.description)
        let baseline = try session.analysis(
            of: baselineSHA, revision: baselineName, spec: spec, description: description, context: context)
        baselineName = baseline.label
        if arguments[Self.verifyBaseline] {
            try BaselineVerification.verify(
                baselineSHA, revision: baselineName, baseline: baseline.analysis, spec: spec,
                description: description, session: session, context: context)
        }

        let current: Analysis
        let currentName: String
        if let commit, let revision = arguments[Self.commit] {
            let analysed = try session.analysis(
                of: commit, revision: revision, spec: spec, description: description, context: context)
            current = analysed.analysis
            currentName = analysed.label
        } else {
            current = try AnalysisSession.analyze(root: session.repository.root, spec: spec, context: context)
            currentName = "the working tree"
        }
        let renames = session.renames(from: baselineSHA, to: commit)
        let gate = Gate(baseline: baseline.analysis, current: current, failOn: arguments[Self.failOn], renames: renames)
        let format = arguments[Self.format]
        let report = CheckReport(
            gate: gate, baseline: baselineName, current: currentName, toolVersion: ArchHist.version,
            locations: FileLocations(root: session.repository.root, specFile: choice.file))
        var output = CommandOutput(
            stdout: format.render(report), stderr: choice.note, exitCode: gate.passed ? .ok : .findings)
        if format != .text {
            output.stderr +=
                "archhist check: \(Plural.counted(report.gate.drift.introduced.count, "new violation")); "
                + "check \(gate.passed ? "passed" : "failed")\n"
        }
        return output
    }
}
