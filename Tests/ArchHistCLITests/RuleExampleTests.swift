import ArchHistCore
import ArchHistCLI
import ArchHistTestSupport
import Foundation
import Testing

@Suite struct RuleExampleTests {
    /// Every `// ❌ rule` line is reported, at that line, and nothing else is.
    @Test(arguments: ruleExamples)
    func reportsExactlyTheMarkedLines(_ example: RuleExample) throws {
        var files = example.files
        files["archhist.json"] = example.spec
        let tree = try TemporaryTree(files)
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.stderr == "", "\(example.name)")

        var expected = Set(example.expectedWithoutLine)
        for (path, text) in example.files {
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// ❌ ") else { continue }
                expected.insert("\(line[marker.upperBound...]) \(path):\(offset + 1)")
            }
        }
        var found = Set<String>()
        let root = try JSONParser.parse(output.stdout)
        if case .object(let object) = root, case .array(let violations)? = object["violations"] {
            for case .object(let violation) in violations {
                guard case .string(let rule)? = violation["rule"], case .string(let file)? = violation["file"] else { continue }
                if case .number(let line)? = violation["line"], let number = line.intValue {
                    found.insert("\(rule) \(file):\(number)")
                } else if case .string(let target)? = violation["target"] {
                    found.insert("\(rule) \(file) \(target)")
                }
            }
        }
        #expect(found == expected, "\(example.name)")
    }
}
