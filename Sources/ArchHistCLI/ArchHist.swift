import ArchHistCore
import ArchHistEngine
import ArchHistSupport
import Foundation

/// The program: parse, run, print, exit. Everything else is a command.
public enum ArchHist {
    /// A run is keyed by it: 0.2.0 read Xcode and Tuist projects, 0.2.1 counts the
    /// products a target links among its dependencies, and 0.3.0 reads code cut short,
    /// `@abi`, `$` names and module selectors as Swift does and lets a domain import an
    /// exposed module, 0.3.1 allows `@testable import` under `#if DEBUG`, 0.4.0 draws
    /// injected dependencies as edges, names Tuist helper targets by their folders and
    /// notes patterns that claim no file; each changed modules or findings, so a
    /// backfill records every commit anew.
    static let version = "0.4.0"

    static let commands: [any Command.Type] = [
        AnalyzeCommand.self, ExplainCommand.self, RecordCommand.self, BackfillCommand.self, LogCommand.self,
        ShowCommand.self, DiffCommand.self, BoundariesCommand.self, TrendCommand.self, ViolationsCommand.self,
        CheckCommand.self, GraphCommand.self, BurndownCommand.self, ReportCommand.self, PresetsCommand.self,
        DiscoverCommand.self, InitCommand.self, PushCommand.self, PullCommand.self, MergeCommand.self,
    ]

    public static let tool = ToolSpec(
        name: "archhist",
        abstract: "Record the architecture of a Swift codebase, commit by commit, and tell what changed.",
        discussion:
            "Exit codes: 0 ok; 1 the check found what it was asked to fail on; 2 usage, spec or input error; "
            + "3 environment error (git, database, file system); 4 the git remote could not be reached, or "
            + "refused the credentials or the push.",
        version: version,
        commands: commands.map { $0.spec }
    )

    /// Runs a command line in-process; what `main` and the end-to-end tests call.
    public static func run(_ arguments: [String], context: CommandContext) -> CommandOutput {
        let parsed: ParsedArguments
        do {
            switch try ArgumentParser.parse(arguments, tool: tool, environment: context.environment) {
            case .help(let text): return CommandOutput(stdout: text + "\n")
            case .version(let text): return CommandOutput(stdout: text + "\n")
            case .run(let arguments): parsed = arguments
            }
        } catch {
            return CommandOutput(stderr: HelpRenderer.error(error, tool: tool) + "\n", exitCode: .usage)
        }
        guard let command = commands.first(where: { $0.spec.name == parsed.command }) else {
            return CommandOutput(stderr: "Error: unknown command \(parsed.command)\n", exitCode: .usage)
        }
        do {
            return try command.run(parsed, context: context)
        } catch {
            // Messages quote what came from outside (git's words, paths): one escaping policy.
            var text = "Error: " + OutputText.terminalLines(error.message) + "\n"
            if error.showsUsage {
                text += "Usage: \(HelpRenderer.usageLine(command.spec, tool: tool))\n"
                text += "See 'archhist \(command.spec.name) --help'.\n"
            }
            return CommandOutput(stderr: text, exitCode: error.exitCode)
        }
    }

    /// The process entry point: one call from main.swift.
    public static func main() async {
        var context = CommandContext(
            currentDirectory: FileManager.default.currentDirectoryPath,
            environment: ProcessInfo.processInfo.environment,
            now: Int64(Date().timeIntervalSince1970),
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            workers: ProcessInfo.processInfo.activeProcessorCount
        )
        context.stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        context.keepUntilExit = { ExitKeeper.shared.keep($0) }
        if context.stderrIsTerminal {
            context.progress = { line in FileHandle.standardError.write(Data("\r\(line)\u{1B}[K".utf8)) }
        }
        let output = run(Array(CommandLine.arguments.dropFirst()), context: context)
        write(output.stdout, to: FileHandle.standardOutput)
        write(output.stderr, to: FileHandle.standardError)
        exit(output.exitCode.rawValue)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}
