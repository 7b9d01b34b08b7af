import ArchHistCore
import Testing

/// `log` lists a commit once: a new spec or a new archhist version records another run
/// of it, which is no change of the code.
@Suite struct RunLogTests {
    private static func run(
        _ id: Int64, _ commit: String, parent: String?, time: Int64, spec: String, version: String = "0.2.1",
        recordedAt: Int64, errors: Int
    ) -> RunSummary {
        RunSummary(
            id: id, commit: commit, subject: commit, commitTime: time, firstParent: parent, specDigest: spec,
            specSource: "archhist.json", analyzerVersion: version, recordedAt: recordedAt, files: 1, testFiles: 0,
            lines: 1, modules: 1, domains: 0, uncoveredFiles: 0, errors: errors, warnings: 0, infos: 0, waived: 0)
    }

    static let runs = [
        run(1, "a", parent: nil, time: 10, spec: "old", recordedAt: 100, errors: 5),
        run(2, "b", parent: "a", time: 20, spec: "old", recordedAt: 101, errors: 6),
        // The same commits again after an upgrade, then under a new spec for b only.
        run(3, "a", parent: nil, time: 10, spec: "old", version: "0.3.0", recordedAt: 200, errors: 4),
        run(4, "b", parent: "a", time: 20, spec: "old", version: "0.3.0", recordedAt: 201, errors: 4),
        run(5, "b", parent: "a", time: 20, spec: "new", recordedAt: 150, errors: 9),
    ]

    @Test func oneLinePerCommitTheCurrentSpecsRunElseTheNewest() {
        let current = RunLog.entries(Self.runs, preferredDigest: "new")
        #expect(current.map(\.run.id) == [5, 3])
        // b under the new spec has no parent run under it: its change is unknown, not +5.
        #expect(current[0].previous == nil)
        let inferred = RunLog.entries(Self.runs, preferredDigest: nil)
        #expect(inferred.map(\.run.id) == [4, 3])
        #expect(inferred[0].previous?.id == 3)
    }

    @Test func everyRunWhenAskedForAll() {
        #expect(RunLog.entries(Self.runs, preferredDigest: "new", allRuns: true).map(\.run.id) == [4, 5, 2, 3, 1])
    }
}
