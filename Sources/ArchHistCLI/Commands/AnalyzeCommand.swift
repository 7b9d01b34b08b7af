import ArchHistCore
import ArchHistReport

/// `archhist analyze [path]`: the architecture of the working tree, now.
enum AnalyzeCommand: Command {
    static let format = Option.format(default: AnalysisFormat.text)
    /// Nil for `never`: no severity fails the run.
    static let failOn = Option<Severity?>(
        "fail-on", valueName: "severity", help: "Exit with 1 when a violation of this severity or worse is found.",
        choices: Severity.allCases.map(\.rawValue) + ["never"], default: "never", read: { Severity(rawValue: $0) })
    static let path = Positional(
        "path",
        help: "The root of the codebase. Default: the folder of the nearest archhist.json up to the repository's top.",
        default: ".")

    static let spec = CommandSpec(
        name: "analyze",
        abstract: "Analyse a Swift codebase: domains, layers, dependencies and violations.",
        discussion: """
            Reads the working tree (no database), puts every Swift file in a module, a layer and \
            a domain, resolves dependencies between files and checks the spec's rules. With no \
            archhist.json and no --preset, the best-fitting preset is inferred and the report says why.

            Examples:
              archhist analyze
              archhist analyze --preset harness --format json
              archhist analyze path/to/App --fail-on warning
            """,
        options: AnalysisSession.options + [format, failOn],
        positionals: [path],
        seeAlso: ["lint", "scan"]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let path = arguments.isGiven(Self.path) ? arguments[Self.path] : nil
        let session = try AnalysisSession.open(root: path, arguments: arguments, context: context)
        let report = AnalysisReport(
            analysis: session.analysis, specDescription: session.specDescription, root: session.shownRoot,
            locations: session.locations)
        var output = CommandOutput(stdout: arguments[Self.format].render(report), stderr: session.specChoice.note)
        if let threshold = arguments[Self.failOn],
            session.analysis.violations.contains(where: { $0.severity <= threshold })
        {
            output.exitCode = .findings
        }
        return output
    }
}
