import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// `backfill --slice`: a history split across machines, as the matrix recipe of
/// `CIRecipes.md` runs it, adds up to what one machine records.
@Suite struct SlicedBackfillTests {
    /// Each run as recorded, without when nor the database's own ids: its commit, spec,
    /// version and counts, then each of its files, edges and violations, one line each.
    static func runs(in path: String) throws -> [String] {
        let db = try Database.open(path: path)
        let counts = ["files", "test_files", "lines", "modules", "domains", "errors", "warnings", "infos", "waived"]
            .map { "r." + $0 }.joined(separator: " || ' ' || ")
        let queries = [
            """
            SELECT r.commit_sha || ' ' || s.digest || ' ' || r.analyzer_version || ' ' || \(counts)
            FROM runs r JOIN specs s ON s.id = r.spec_id
            """,
            """
            SELECT r.commit_sha || ' file ' || f.path || ' ' || f.blob || ' ' || f.module || ' '
                || ifnull(f.layer, '-') || ' ' || ifnull(f.domain, '-') || ' ' || f.is_test
            FROM run_files f JOIN runs r ON r.id = f.run_id
            """,
            """
            SELECT r.commit_sha || ' edge ' || e.level || ' ' || e.from_name || ' ' || e.to_name || ' ' || e.count
                || ' ' || e.example_file || ':' || e.example_line || ' ' || e.example_target
            FROM run_edges e JOIN runs r ON r.id = e.run_id
            """,
            """
            SELECT commit_sha || ' violation ' || fingerprint || ' ' || severity || ' ' || file || ':'
                || ifnull(line, '-') || ' ' || message || ' ' || ifnull(waived_reason, '-')
            FROM run_violations
            """,
        ]
        return try queries.flatMap { query in try db.fetchAll(query) { $0.string(0) } }.sorted()
    }

    @Test func test_fourSlicesPushedAtOnce_addUpToTheOneMachineBackfill() throws {
        let history = try SharedHistory.make(moves: true)
        var commits = history.commits
        for index in 1...3 {
            commits.append(
                try history.pushCommit(
                    "step \(index)", files: ["Sources/BookingService/Step\(index).swift": "struct Step\(index) {}\n"]))
        }
        let whole = try history.clone()
        #expect(CLIHarness(directory: whole.root).run("backfill").exitCode == .ok)

        let steps = try CIRecipe.githubSteps(job: "backfill", workflow: "architecture-backfill.yml")
        let script = steps.map(\.script).joined(separator: "\n")
        #expect(script.contains("--slice ${{ matrix.slice }}/4"), "\(script)")
        let runners = try (1...4).map { _ in try history.clone() }
        let logs = runners.map { $0.root + "/../slice-\(UUID().uuidString).log" }
        defer { for log in logs { try? FileManager.default.removeItem(atPath: log) } }
        let jobs = try (0..<4).map { index in
            try CIRecipe.start(
                script.replacingOccurrences(of: "${{ matrix.slice }}", with: String(index + 1)), in: runners[index],
                log: logs[index])
        }
        // Nine commits in four slices: 2, 2, 2 and 3, oldest first.
        let expected = ["(1–2): 2 commits", "(3–4): 2 commits", "(5–6): 2 commits", "(7–9): 3 commits"]
        for (index, job) in jobs.enumerated() {
            job.waitUntilExit()
            let output = try String(contentsOfFile: logs[index], encoding: .utf8)
            #expect(job.terminationStatus == 0, "slice \(index + 1): \(output)")
            #expect(output.contains("backfill: slice \(index + 1)/4 of 9 commits \(expected[index])"), "\(output)")
        }

        let reader = try history.clone(depth: 1)
        let pulled = CLIHarness(directory: reader.root).run("pull")
        #expect(pulled.stdout.hasPrefix("pulled from origin: imported 9 runs, 0 already here"), "\(pulled.stdout)")
        let union = try Self.runs(in: reader.root + "/.archhist/history.db")
        #expect(union.filter { $0.contains(" file ") }.count > 9 * 10)
        let alone = try Self.runs(in: whole.root + "/.archhist/history.db")
        #expect(union == alone, "differ: \(Set(union).symmetricDifference(alone).sorted())")
        let log = CLIHarness(directory: reader.root).run("log").stdout
        for commit in commits { #expect(log.contains(String(commit.prefix(12))), "\(commit) is missing") }
    }

    @Test func test_slice_refusesWhatIsNotKOverN() throws {
        let history = try SharedHistory.make()
        let clone = try history.clone()
        for text in ["5/4", "0/4", "2", "a/4"] {
            let result = CLIHarness(directory: clone.root).run("backfill", "--slice", text)
            #expect(result.exitCode == .usage, "\(text)")
            #expect(result.stderr.contains("--slice takes k/n"), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: clone.root + "/.archhist/history.db"))
    }
}
