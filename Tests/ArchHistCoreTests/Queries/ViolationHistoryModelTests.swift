import ArchHistCore
import ArchHistTestSupport
import Testing

/// `ViolationHistory` numbers lives to walk thousands of runs quickly; what it finds
/// must be what the plain rule finds, one table per question, on random lines of runs
/// with violations coming, going, coming back, sharing fingerprints and moving files.
@Suite struct ViolationHistoryModelTests {
    private static func run(_ id: Int) -> RunSummary {
        RunSummary(
            id: Int64(id), commit: "c\(id)", subject: "", commitTime: Int64(id) * 43_200, firstParent: nil,
            specDigest: "s", specSource: "s", analyzerVersion: "v", recordedAt: 0, files: 0, testFiles: 0, lines: 0,
            modules: 0, domains: 0, uncoveredFiles: 0, errors: 0, warnings: 0, infos: 0, waived: 0)
    }

    @Test func randomLinesOfRunsGetTheLivesThePlainRuleGives() {
        var random = SeededRandom(seed: 30)
        for round in 0..<200 {
            var files = ["A.swift", "B.swift", "C.swift"]
            var points: [(run: RunSummary, violations: [Violation])] = []
            var renames: [[String: String]] = []
            for index in 0..<Int.random(in: 1...12, using: &random) {
                var moves: [String: String] = [:]
                if index > 0, Int.random(in: 0..<5, using: &random) == 0 {
                    let file = Int.random(in: 0..<files.count, using: &random)
                    moves[files[file]] = "Moved\(index)/\(files[file])"
                    files[file] = "Moved\(index)/\(files[file])"
                }
                renames.append(moves)
                let violations = (0..<Int.random(in: 0...8, using: &random)).map { _ in
                    Violation(
                        rule: ["no-uikit", "layers"].randomElement(using: &random)!, severity: .error,
                        file: files.randomElement(using: &random)!, line: Int.random(in: 1...3, using: &random),
                        target: ["UIKit", "Data"].randomElement(using: &random)!, message: "m")
                }
                // Now and then the very violations of the run before, as runs sharing a set are.
                let same = index > 0 && moves.isEmpty && Int.random(in: 0..<3, using: &random) == 0
                points.append((Self.run(index + 1), same ? points[index - 1].violations : violations))
            }
            let fast = ViolationHistory(points: points, renames: renames).lifecycles.map {
                Life(
                    fingerprint: $0.fingerprint, violation: $0.violation, introducedBy: $0.introducedBy.id,
                    fixedBy: $0.fixedBy?.id, regressions: $0.regressions, ageInCommits: $0.ageInCommits,
                    ageInDays: $0.ageInDays)
            }
            #expect(fast == Self.plainLives(points: points, renames: renames), "round \(round)")
        }
    }

    /// A lifecycle as the two compare it.
    private struct Life: Equatable {
        var fingerprint: String
        var violation: Violation
        var introducedBy: Int64
        var fixedBy: Int64?
        var regressions: Int
        var ageInCommits: Int
        var ageInDays: Int
    }

    /// The rule stated plainly, one dictionary per question, every run walked whole:
    /// a violation's identity is the fingerprint it was introduced with, carried through
    /// moves; the occurrences of an identity are numbered by line, then finding, then
    /// target; a life missing from a run is fixed there, and comes back as a regression.
    private static func plainLives(
        points: [(run: RunSummary, violations: [Violation])], renames: [[String: String]]
    ) -> [Life] {
        var introduced: [String: (run: RunSummary, index: Int)] = [:]
        var fixed: [String: (run: RunSummary, index: Int)] = [:]
        var regressions: [String: Int] = [:]
        var last: [String: Violation] = [:]
        var fingerprints: [String: String] = [:]
        var open = Set<String>()
        var identities: [String: String] = [:]
        var previous: [Violation] = []
        for (index, point) in points.enumerated() {
            var carried = identities
            for violation in previous {
                let moved = violation.fingerprint(through: renames[index])
                if moved != violation.fingerprint { carried[moved] = identities[violation.fingerprint] }
            }
            var now = Set<String>()
            identities = [:]
            var occurrences: [String: Int] = [:]
            let ordered = point.violations.sorted {
                ($0.line ?? 0, $0.finding, $0.target) < ($1.line ?? 0, $1.finding, $1.target)
            }
            for violation in ordered {
                let identity = carried[violation.fingerprint] ?? violation.fingerprint
                identities[violation.fingerprint] = identity
                let occurrence = occurrences[identity, default: 0]
                occurrences[identity] = occurrence + 1
                let life = occurrence == 0 ? identity : "\(identity)#\(occurrence)"
                fingerprints[life] = identity
                now.insert(life)
                last[life] = violation
                if introduced[life] == nil { introduced[life] = (point.run, index) }
                if fixed.removeValue(forKey: life) != nil { regressions[life, default: 0] += 1 }
            }
            for life in open.subtracting(now) { fixed[life] = (point.run, index) }
            open = now
            previous = point.violations
        }
        let newest = points.last.map { ($0.run, points.count - 1) }
        return introduced.keys.sorted().map { life in
            let start = introduced[life]!
            let end = fixed[life] ?? newest ?? start
            return Life(
                fingerprint: fingerprints[life]!, violation: last[life]!, introducedBy: start.run.id,
                fixedBy: fixed[life]?.run.id, regressions: regressions[life] ?? 0, ageInCommits: end.1 - start.index,
                ageInDays: Int((end.0.commitTime - start.run.commitTime) / 86_400))
        }
    }
}
