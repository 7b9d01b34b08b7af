import ArchHistCore

/// A plan's burndowns, computed one way for every command that shows them: over the
/// recorded runs of the first-parent line up to `head` since the plan's start, after
/// the plan is checked against the spec and those runs. `burndown` and `report` call
/// it alike, so the text, JSON, Markdown and HTML of one plan at one commit agree.
enum PlanProgress {
    static func burndowns(
        of plan: MigrationPlan, file: String, to head: String, session: HistorySession, spec: ArchitectureSpec,
        arguments: ParsedArguments, context: CommandContext
    ) throws(CLIError) -> (burndowns: [Burndown], note: String) {
        let line = try session.line(to: head, from: nil, arguments: arguments, context: context)
        let startTime = plan.start.map { Int64($0.daysSinceEpoch) * 86_400 } ?? Int64.min
        let runs = line.runs.filter { $0.commitTime >= startTime }
        // A module renamed along the line is measured under its newest name, in every
        // run and in the plan, so that a rename alone neither does nor undoes any work.
        let lineage = try LineModules.lineage(of: line, head: head, session: session)
        let indexOfRun = Dictionary(
            line.runs.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let plan = plan.following(lineage)
        let measurements: [RunMeasurements]
        do {
            let ids = runs.map(\.id)
            let violations = try session.store.openViolations(ofRuns: ids)
            let files = try session.store.files(ofRuns: ids)
            let boundaries = try session.store.boundaries(ofRuns: ids)
            measurements = runs.map {
                RunMeasurements(
                    run: $0, violations: violations[$0.id] ?? [], files: files[$0.id] ?? [],
                    boundaries: lineage.boundaries(boundaries[$0.id] ?? [:], inRun: indexOfRun[$0.id] ?? 0))
            }
        } catch {
            throw .environment("\(error)")
        }
        // A typo would count nothing, and nothing is "done": the plan is checked first.
        let problems = PlanValidation.problems(of: plan, spec: spec, runs: measurements)
        if !problems.isEmpty {
            throw .input(problems.map { "\(file): \($0)" }.joined(separator: "\n"))
        }
        return (Burndown.all(plan, over: measurements, today: context.today), HistorySession.specNote(for: line))
    }
}
