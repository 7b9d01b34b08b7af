import ArchHistCLI

/// A tool shaped like archhist, for the argument parser tests.
enum ArgumentsSampleTool {
    static let analyze = CommandSpec(
        name: "analyze",
        abstract: "Scan the working tree and check it against the layers in archhist.json.",
        discussion: """
            Reads the spec, scans every Swift file under the package root and reports each import that crosses a layer boundary the wrong way.

            Examples:
              archhist analyze
              archhist analyze --format json Sources/
            """,
        options: [
            .value("format", short: "f", help: "The output format.", defaultValue: "text", allowedValues: ["text", "json"]),
            .repeatable("exclude", valueName: "glob", help: "Leave out the files matching this glob; may be repeated."),
            .value("db", valueName: "path", help: "The history database.", environmentVariable: "ARCHHIST_DB"),
            .value("max-count", valueName: "n", help: "Stop after this many violations."),
            .flag("force", help: "Overwrite existing output."),
            .flag("verbose", short: "v", help: "Say what is being scanned.", environmentVariable: "ARCHHIST_VERBOSE"),
        ],
        positionals: [PositionalSpec("path", help: "The package root.", isOptional: true, defaultValue: ".")]
    )

    static let history = CommandSpec(
        name: "history",
        abstract: "Record the architecture of every commit in a range.",
        options: [
            .value("db", valueName: "path", help: "The history database.", environmentVariable: "ARCHHIST_DB"),
            .value("output-format-for-machines", valueName: "format", help: "A long option whose label does not fit in its column."),
        ],
        positionals: [PositionalSpec("revisions", help: "Commits or ranges to record.", isOptional: true, isRepeating: true)]
    )

    static let diff = CommandSpec(
        name: "diff",
        abstract: "Compare the architecture at two commits.",
        positionals: [
            PositionalSpec("from", help: "The older commit."),
            PositionalSpec("to", help: "The newer commit."),
            PositionalSpec("paths", help: "Limit the comparison to these paths.", isRepeating: true),
        ]
    )

    static let tool = ToolSpec(
        name: "archhist",
        abstract: "Record the architecture of a Swift codebase, commit by commit.",
        version: "archhist 0.2.1",
        commands: [analyze, history, diff]
    )
}
