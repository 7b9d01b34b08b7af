import ArchHistCore
import ArchHistReport

/// `archhist explain <file>`: why a file sits where it does, and what it depends on.
enum ExplainCommand: Command {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain one file: its module, layer and domain and why, its dependencies and violations.",
        discussion: """
            Examples:
              archhist explain Sources/Booking/Service/BookingFeature.swift
              archhist explain --root ../App Features/Login/LoginView.swift --format json
            """,
        options: AnalysisSession.options + [
            .value("root", valueName: "path", help: "The root of the codebase.", defaultValue: "."),
            .format(["text", "json"]),
        ],
        positionals: [PositionalSpec("file", help: "The Swift file to explain, relative to the current folder.")]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        guard let fileArgument = arguments.positional("file") else { throw .usage("missing <file>") }
        let session = try AnalysisSession.open(root: arguments.value("root") ?? ".", arguments: arguments, context: context)
        guard let relative = PathNormalizer.relative(context.resolve(fileArgument), to: session.root) else {
            throw .input("\(fileArgument) is outside the analysed root \(session.root): pass --root")
        }
        guard let file = session.analysis.files.first(where: { $0.path == relative }) else {
            let reason = TreeFilter.isSwiftSource(relative)
                ? "it is not in the analysed tree (excluded by the spec, ignored by git, or missing)"
                : "it is not a Swift source file"
            throw .input("cannot explain \(fileArgument): \(reason)")
        }
        let text = arguments.value("format") == "json"
            ? ExplainFormatter.json(file: file, analysis: session.analysis)
            : ExplainFormatter.text(file: file, analysis: session.analysis)
        return CommandOutput(stdout: text)
    }
}
