import ArchHistCLI

/// A tool shaped like archhist, for the argument parser tests.
enum ArgumentsSampleTool {
    /// The options and arguments of `analyze`, declared once for help, parsing and reading.
    enum Analyze {
        static let format = Option<String>(
            "format", short: "f", help: "The output format.", default: "text", allowedValues: ["text", "json"])
        static let exclude = RepeatableOption<String>(
            "exclude", valueName: "glob", help: "Leave out the files matching this glob; may be repeated.")
        static let db = Option<String?>(
            "db", valueName: "path", help: "The history database.", environmentVariable: "ARCHHIST_DB")
        static let maxCount = Option<Int?>(
            "max-count", valueName: "n", help: "Stop after this many violations.", in: 1...10)
        static let force = Flag("force", help: "Overwrite existing output.")
        static let verbose = Flag(
            "verbose", short: "v", help: "Say what is being scanned.", environmentVariable: "ARCHHIST_VERBOSE")
        static let path = Positional("path", help: "The package root.", default: ".")
    }

    enum History {
        static let db = Analyze.db
        static let machineFormat = Option<String?>(
            "output-format-for-machines", valueName: "format",
            help: "A long option whose label does not fit in its column.")
        static let revisions = Positional(
            repeating: "revisions", help: "Commits or ranges to record.", isOptional: true)
    }

    enum Diff {
        static let from = Positional("from", help: "The older commit.")
        static let to = Positional("to", help: "The newer commit.")
        static let paths = Positional(repeating: "paths", help: "Limit the comparison to these paths.")
    }

    static let analyze = CommandSpec(
        name: "analyze",
        abstract: "Scan the working tree and check it against the layers in archhist.json.",
        discussion: """
            Reads the spec, scans every Swift file under the package root and reports each import that crosses \
            a layer boundary the wrong way.

            Examples:
              archhist analyze
              archhist analyze --format json Sources/
            """,
        options: [Analyze.format, Analyze.exclude, Analyze.db, Analyze.maxCount, Analyze.force, Analyze.verbose],
        positionals: [Analyze.path]
    )

    static let history = CommandSpec(
        name: "history",
        abstract: "Record the architecture of every commit in a range.",
        options: [History.db, History.machineFormat],
        positionals: [History.revisions]
    )

    static let diff = CommandSpec(
        name: "diff",
        abstract: "Compare the architecture at two commits.",
        positionals: [Diff.from, Diff.to, Diff.paths]
    )

    static let tool = ToolSpec(
        name: "archhist",
        abstract: "Record the architecture of a Swift codebase, commit by commit.",
        version: "archhist 0.3.0",
        commands: [analyze, history, diff]
    )
}
