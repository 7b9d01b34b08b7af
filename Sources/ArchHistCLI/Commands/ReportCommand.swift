import ArchHistCore
import ArchHistReport
import Foundation

/// `archhist report --from A --to B`: the release report, HTML or Markdown.
enum ReportCommand: Command {
    static let from = Option<String>.required(
        "from", valueName: "revision", help: "The start of the range (a recorded commit, such as the last release).")
    static let to = Option<String>("to", valueName: "revision", help: "The end of the range.", default: "HEAD")
    static let plan = Option<String?>("plan", valueName: "file", help: "A migration plan whose burndowns to include.")
    static let out = Option<String?>(
        "out", valueName: "file", help: "Write the report to this file instead of standard output.")
    static let format = Option.format(default: ReleaseFormat.html)

    static let spec = CommandSpec(
        name: "report",
        abstract: "Write a release report between two commits: drift, new crossings, violations and charts.",
        discussion: """
            HTML is one self-contained file (inline CSS and SVG charts drawn by archhist, no script, \
            font or network) that reads at laptop width and prints on paper: the drift summary, the \
            boundaries crossed for the first time in the range with the commits that crossed them, \
            the violations introduced and fixed, violations by rule and files per domain over the \
            range, each milestone's burndown with its projection (with --plan), the domain graph with \
            new crossings highlighted and the domain × layer heat map. Markdown holds the same \
            findings as tables, with the domain graph in Mermaid. The range's commits must be recorded.

            Examples:
              archhist report --from v1.4.0 --to v1.5.0 --out release-1.5.html
              archhist report --from v1.4.0 --to v1.5.0 --format markdown --plan migration.json
            """,
        options: HistorySession.options + SpecResolver.options + [from, to, plan, out, format]
    )

    /// The revision as given, with its commit; a commit id alone when the revision is one.
    private static func label(_ revision: String, _ commit: String) -> String {
        let short = String(commit.prefix(12))
        return commit.hasPrefix(revision.lowercased()) && revision.count >= 7 ? short : "\(revision) (\(short))"
    }

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let from = arguments[Self.from]
        let format = arguments[Self.format]
        // A page of HTML on a terminal is unreadable and scrolls away what was there.
        if format == .html, arguments[Self.out] == nil, context.stdoutIsTerminal {
            throw .usage(
                "the HTML report is not written to a terminal: pass --out report.html (or pipe it to a file), "
                    + "or --format markdown to read it here")
        }
        let to = arguments[Self.to]
        let (session, range) = try HistorySession.open(
            arguments: arguments, context: context, create: false, base: from, head: to)
        let line = try session.line(to: range.head.sha, from: range.base.sha, arguments: arguments, context: context)
        guard let first = line.runs.first, first.commit == range.base.sha, let last = line.runs.last,
            last.commit == range.head.sha
        else {
            throw .input(
                "both ends of the range must be recorded on one line under one spec: "
                    + "run `archhist record --commit \(from)` and `archhist record --commit \(to)` (or backfill)"
            )
        }
        // git compares the ends while the database is read.
        let renames = session.renamesAhead(from: first.commit, to: last.commit)
        let ids = line.runs.map(\.id)
        let plan = try arguments[Self.plan].map { argument throws(CLIError) in
            try PlanFile.load(argument, context: context)
        }
        let report: ReleaseReport
        do {
            let old = try session.store.storedAnalysis(run: first.id, facts: false).analysis
            let new = try session.store.storedAnalysis(run: last.id, facts: false).analysis
            let violations = try session.store.openViolations(ofRuns: ids)
            let domains = try session.store.domainCounts(
                ofRuns: ids, excluding: Set(new.files.filter(\.isTest).map(\.path)))
            let boundaries = try session.store.boundaries(ofRuns: ids)
            let lineage = try LineModules.lineage(of: line, head: range.head.sha, session: session)
            let history = BoundaryHistory(
                points: zip(line.runs, lineage.boundaries(ofRuns: line.runs.map { boundaries[$0.id] ?? [:] })).map {
                    (run: $0, boundaries: $1)
                })
            // The plan's own range (since its start), as `burndown --to` measures it, not
            // the report's: both say the same of each milestone.
            var burndowns: [Burndown] = []
            if let plan, let planFile = arguments[Self.plan] {
                let (spec, _) = try session.spec(arguments: arguments, context: context, inferringFrom: range.head.sha)
                burndowns = try PlanProgress.burndowns(
                    of: plan, file: planFile, to: range.head.sha, session: session, spec: spec, arguments: arguments,
                    context: context
                ).burndowns
            }
            report = ReleaseReport(
                from: label(from, first.commit), to: label(to, last.commit), old: old, new: new,
                runs: line.runs, boundaries: history, fromCommit: first.commit, violations: violations,
                domainCounts: domains, burndowns: burndowns,
                renames: renames.value())
        } catch let error as CLIError {
            throw error
        } catch {
            throw .environment("\(error)")
        }
        let text = format.render(ReleaseDocument(report: report, generated: context.today))
        let note =
            HistorySession.specNote(for: line)
            + session.rangeNote(for: line, revision: from, to: range.head.sha, toName: to)
        guard let out = arguments[Self.out] else { return CommandOutput(stdout: text, stderr: note) }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: context.resolve(out)))
        } catch {
            throw .environment("cannot write \(out): \(error.localizedDescription)")
        }
        return CommandOutput(stderr: note + "wrote \(out)\n")
    }
}
