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
        "fail-on", valueName: "conditions",
        help: "What fails the check: one condition, or several comma-separated; spec-loosened is a use the "
            + "baseline's spec reports and the edited spec allows.",
        default: [.newViolations, .specLoosened], reader: .commaSeparated(.cases))
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
            printed, even when the check passes. When the spec file differs from the baseline's, the \
            candidate is also judged by the baseline's spec: what only the edited spec allows is reported \
            as allowed by this change to the spec, and fails the check unless --fail-on leaves out \
            spec-loosened. Exit 1 when a --fail-on condition is met.

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
        let baselineRevision = baselineName
        // git compares the baseline with the candidate while both are read or analysed.
        let renamesAhead = session.renamesAhead(from: baselineSHA, to: commit)
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

        // When the spec file differs from the baseline's, both sides are judged by each.
        let found = BaselineSpec.find(for: choice, baseline: baselineSHA, session: session)
        var specNote = found.note
        let old = found.spec.flatMap {
            HistorySession.digest(of: $0.spec) != HistorySession.digest(of: spec) ? $0 : nil
        }
        let current: Analysis
        var currentUnderOld: Analysis?
        let currentName: String
        if let commit, let revision = arguments[Self.commit] {
            let analysed = try session.analysis(
                of: commit, revision: revision, spec: spec, description: description, context: context)
            current = analysed.analysis
            currentName = analysed.label
            if let old {
                currentUnderOld =
                    try session.analysis(
                        of: commit, revision: revision, spec: old.spec, description: old.description, context: context
                    ).analysis
            }
        } else {
            let judged = try AnalysisSession.analyze(
                root: session.repository.root, specs: [spec] + (old.map { [$0.spec] } ?? []), context: context)
            current = judged[0]
            currentUnderOld = judged.dropFirst().first
            currentName = "the working tree"
        }
        let renames = renamesAhead.value()
        var underBaselineSpec: BaselineSpecJudgement?
        if let old, let currentUnderOld {
            let baselineUnderOld = try session.analysis(
                of: baselineSHA, revision: baselineRevision, spec: old.spec, description: old.description,
                context: context)
            underBaselineSpec = BaselineSpecJudgement(
                baseline: baselineUnderOld.analysis, candidate: currentUnderOld, specName: old.name,
                source: old.source)
            specNote +=
                "spec: \(OutputText.terminal(old.name)) differs from the baseline's "
                + "(\(OutputText.terminal(old.source))): the change is judged by both\n"
        }
        let gate = Gate(
            baseline: baseline.analysis, current: current, failOn: arguments[Self.failOn], renames: renames,
            underBaselineSpec: underBaselineSpec)
        let format = arguments[Self.format]
        let report = CheckReport(
            gate: gate, baseline: baselineName, current: currentName, toolVersion: ArchHist.version,
            locations: FileLocations(root: session.repository.root, specFile: choice.file))
        var output = CommandOutput(
            stdout: format.render(report), stderr: choice.note + specNote, exitCode: gate.passed ? .ok : .findings)
        if format != .text {
            let allowed = gate.specChange.map { change in
                change.loosens
                    ? ", \(Plural.counted(change.allowed.count, "use")) "
                        + OutputText.terminal(change.allowedByThisChange) : ""
            }
            output.stderr +=
                "archhist check: \(Plural.counted(report.gate.drift.introduced.count, "new violation"))"
                + "\(allowed ?? ""); check \(gate.passed ? "passed" : "failed")\n"
        }
        return output
    }
}
