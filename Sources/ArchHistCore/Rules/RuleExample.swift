/// A tree a rule kind judges, kept next to the kind's check as the kind's executable
/// documentation: each line that must be reported carries `// ❌ <rule-id>`, a finding
/// without a line (domain-wide, folder-wide) is listed in `expectedWithoutLine`, and
/// nothing else may be reported. The core's tests run every example of every kind.
public struct RuleExample: Sendable, CustomStringConvertible {
    public let name: String
    /// The spec, as `archhist.json` would hold it.
    public let spec: String
    /// Sources and manifests by repository-relative path.
    public let files: [String: String]
    /// Findings without a line, written `<rule-id> <file> <target>`.
    public let expectedWithoutLine: [String]

    public init(name: String, spec: String, files: [String: String], expectedWithoutLine: [String] = []) {
        self.name = name
        self.spec = spec
        self.files = files
        self.expectedWithoutLine = expectedWithoutLine
    }

    public var description: String { name }

    /// What must be reported: `<rule-id> <file>:<line>` for each marked line, and the
    /// findings without a line.
    public var expectedFindings: Set<String> {
        var expected = Set(expectedWithoutLine)
        for (path, text) in files {
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.firstRange(of: "// ❌ ") else { continue }
                expected.insert("\(line[marker.upperBound...]) \(path):\(offset + 1)")
            }
        }
        return expected
    }

    /// A spec with the layers of a clean architecture under `App/` (Presentation,
    /// Domain, Data), the test code in `tests`, and one rule.
    public static func cleanLayersSpec(rule: String, tests: [String] = []) -> String {
        let testsMember = tests.isEmpty ? "" : #""tests": [\#(tests.map { "\"\($0)\"" }.joined(separator: ", "))],"#
        return """
            {"layers": [
               {"name": "Presentation", "paths": ["App/Presentation/**"]},
               {"name": "Domain", "paths": ["App/Domain/**"]},
               {"name": "Data", "paths": ["App/Data/**"]}],
             \(testsMember)"rules": [\(rule)]}
            """
    }
}
