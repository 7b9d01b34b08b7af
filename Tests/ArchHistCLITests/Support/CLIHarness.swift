import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import Foundation

/// Runs archhist in-process, as `main` would, against a folder.
struct CLIHarness {
    var directory: String
    /// 2026-11-29, noon UTC.
    var now: Int64 = 1_795_953_600
    var environment: [String: String] = [:]
    /// Whether archhist is to believe its standard output is a terminal.
    var stdoutIsTerminal = false

    func run(_ arguments: String...) -> CommandOutput {
        run(arguments)
    }

    func run(_ arguments: [String]) -> CommandOutput {
        var context = CommandContext(
            currentDirectory: directory, environment: environment, now: now, stderrIsTerminal: false, workers: 2)
        context.stdoutIsTerminal = stdoutIsTerminal
        return ArchHist.run(arguments, context: context)
    }
}

enum Fixtures {
    /// The folder of a fixture codebase checked into Tests/ArchHistCLITests/Fixtures.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }
}

/// A violation as the tests compare them: what, where, against what.
struct Finding: Hashable, CustomStringConvertible {
    let rule: String
    let file: String
    let target: String

    init(_ rule: String, _ file: String, _ target: String) {
        self.rule = rule
        self.file = file
        self.target = target
    }

    var description: String { "\(rule) \(file) -> \(target)" }

    /// The violations of an `analyze --format json` output.
    static func all(inJSON text: String) throws -> Set<Finding> {
        let root = try JSONParser.parse(text)
        guard case .object(let object) = root, case .array(let violations)? = object["violations"] else { return [] }
        return Set(
            violations.compactMap { value -> Finding? in
                guard case .object(let v) = value, case .string(let rule)? = v["rule"],
                    case .string(let file)? = v["file"],
                    case .string(let target)? = v["target"]
                else { return nil }
                return Finding(rule, file, target)
            })
    }
}
