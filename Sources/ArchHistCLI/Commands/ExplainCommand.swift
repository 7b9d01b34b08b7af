import ArchHistCore
import ArchHistReport

/// `archhist explain <file>`: why a file sits where it does, and what it depends on.
enum ExplainCommand: Command {
    static let root = Option<String?>(
        "root", valueName: "path",
        help: "The root of the codebase. Default: the folder of the nearest archhist.json up to the repository's top.")
    static let format = Option.format(default: ExplainFormat.text)
    static let file = Positional("file", help: "The Swift file to explain, relative to the current folder.")

    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain one file: its module, layer and domain and why, its dependencies and violations.",
        discussion: """
            Examples:
              archhist explain Sources/Booking/Service/BookingFeature.swift
              archhist explain --root ../App Features/Login/LoginView.swift --format json
            """,
        options: AnalysisSession.options + [root, format],
        positionals: [file]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let fileArgument = arguments[Self.file]
        let session = try AnalysisSession.open(root: arguments[Self.root], arguments: arguments, context: context)
        guard let relative = PathNormalizer.relative(context.resolve(fileArgument), to: session.root) else {
            throw .input("\(fileArgument) is outside the analysed root \(session.root): pass --root")
        }
        guard let file = session.analysis.files.first(where: { $0.path == relative }) else {
            // A FIFO, a link out of the tree…: the working tree said why it skipped it.
            let skipped = session.analysis.notes.first { $0.hasPrefix(relative + ": skipped: ") }
            let why =
                skipped.map { "it is " + $0.dropFirst(relative.count + 11) }
                ?? whyNotAnalysed(relative, root: session.root)
            throw .input("cannot explain \(fileArgument): \(why)")
        }
        let report = ExplainReport(file: file, analysis: session.analysis, locations: session.locations)
        return CommandOutput(stdout: arguments[Self.format].render(report), stderr: session.specChoice.note)
    }

    /// Why a path is not among the analysed files: a manifest or Tuist's build
    /// configuration (known from the tree's paths), not Swift, or left out.
    private static func whyNotAnalysed(_ path: String, root: String) -> String {
        let roles = (try? Adapters.workingTree(at: root).paths()).map { TreeRoles(paths: $0) }
        if let kind = roles?.manifestKind(of: path), kind != .tuistHelpers {
            return "it is a manifest (\(kind.rawValue)): it declares targets and is compiled into none"
        }
        guard TreeFilter.isSwiftSource(path) else { return "it is not a Swift source file" }
        if let roles, !roles.isSwiftSource(path) {
            return "it is Tuist's build configuration (the tree uses Tuist), not app source"
        }
        return "it is not in the analysed tree (excluded by the spec, ignored by git, or missing)"
    }
}
