import ArchHistCore
import ArchHistReport

/// `archhist analyze [path]`: the architecture of the working tree, now.
enum AnalyzeCommand: Command {
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
        options: AnalysisSession.options + [
            .format(AnalysisFormat.allCases.map(\.rawValue)),
            .value("fail-on", valueName: "severity",
                   help: "Exit with 1 when a violation of this severity or worse is found.",
                   defaultValue: "never", allowedValues: ["error", "warning", "info", "never"]),
        ],
        positionals: [PositionalSpec("path", help: "The root of the codebase.", isOptional: true, defaultValue: ".")]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let path = arguments.positional("path") ?? "."
        let session = try AnalysisSession.open(root: path, arguments: arguments, context: context)
        let format = AnalysisFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let report = AnalysisReport(analysis: session.analysis, specDescription: session.specDescription, root: path)
        var output = CommandOutput(stdout: format.render(report))
        if let threshold = Severity(rawValue: arguments.value("fail-on") ?? "never"),
           session.analysis.violations.contains(where: { $0.severity <= threshold }) {
            output.exitCode = .findings
        }
        return output
    }
}
