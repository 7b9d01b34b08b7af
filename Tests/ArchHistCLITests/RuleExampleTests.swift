import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// The rule examples run through the analyzer in the core's tests; one runs here end
/// to end, so that `archhist analyze` is shown to report a kind's marked lines too.
@Suite struct RuleExampleTests {
    @Test func analyzeReportsExactlyTheMarkedLinesOfAnExample() throws {
        let example = try #require(WallRule.examples.first)
        var files = example.files
        files["archhist.json"] = example.spec
        let tree = try TemporaryTree(files)
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.stderr.hasPrefix("spec: archhist.json"), "\(example.name)")

        var found = Set<String>()
        let root = try JSONParser.parse(output.stdout)
        if case .object(let object) = root, case .array(let violations)? = object["violations"] {
            for case .object(let violation) in violations {
                guard case .string(let rule)? = violation["rule"], case .string(let file)? = violation["file"],
                    case .number(let line)? = violation["line"], let number = line.intValue
                else { continue }
                found.insert("\(rule) \(file):\(number)")
            }
        }
        #expect(!found.isEmpty)
        #expect(found == example.expectedFindings, "\(example.name)")
    }
}
