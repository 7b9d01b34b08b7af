import ArchHistCore
import ArchHistEngine
import ArchHistGit
import ArchHistStore

/// `check --verify-baseline`: a baseline taken from a run in the database (perhaps
/// pulled, so written by whoever can push the notes ref) is analysed again from git
/// objects, with nothing of the database (not even the facts of its files), and its
/// violations compared by fingerprint.
enum BaselineVerification {
    /// Nothing when the baseline was analysed now, or when its run agrees with archhist's
    /// own analysis of the commit; an error (exit 3) when they differ, or (exit 2) when
    /// this clone lacks the commit's objects.
    static func verify(
        _ sha: String, revision: String, baseline: Analysis, spec: ArchitectureSpec, description: String,
        session: HistorySession, context: CommandContext
    ) throws(CLIError) {
        let recorded: Bool
        do { recorded = try !session.store.runs(ofCommit: sha).isEmpty } catch {
            throw .environment("cannot read the runs of \(revision): \(error)")
        }
        guard recorded else { return }
        guard session.repository.hasTree(of: sha) else {
            throw .input(
                "cannot verify the baseline run of \(sha): this clone lacks the commit's objects; fetch them "
                    + "(`git fetch --depth=1 origin \(sha)`, or fetch-depth: 2 in actions/checkout for HEAD^1) "
                    + "or leave out --verify-baseline")
        }
        let fresh: Analysis
        do {
            let empty = try SQLiteHistoryStore.open(
                path: ":memory:", create: true, scannerVersion: HistorySession.scannerVersion)
            context.keepUntilExit(empty.memory)
            let recorder = Recorder(
                reader: GitCommitReader(repository: session.repository), store: empty,
                extractor: Adapters.extractor, spec: spec, specSource: description,
                analyzerVersion: HistorySession.analyzerVersion, workers: context.workers, today: context.today,
                now: context.now)
            context.keepUntilExit(recorder.memory)
            fresh = try recorder.analysis(of: sha).analysis
        } catch {
            throw .environment("cannot verify the baseline run of \(sha): \(error)")
        }
        let differing = differences(baseline.violations.map(\.fingerprint), fresh.violations.map(\.fingerprint))
        guard differing > 0 else { return }
        throw .environment(
            "the baseline run of \(sha) does not match archhist's own analysis of it: "
                + (differing == 1 ? "1 violation differs" : "\(differing) violations differ")
                + "; someone may have forged the notes "
                + "ref — record the baseline yourself: archhist record --force --commit \(sha)")
    }

    /// How many fingerprints one list has that the other lacks, each counted as often
    /// as it occurs.
    static func differences(_ left: [String], _ right: [String]) -> Int {
        var counts: [String: Int] = [:]
        for fingerprint in left { counts[fingerprint, default: 0] += 1 }
        for fingerprint in right { counts[fingerprint, default: 0] -= 1 }
        return counts.values.reduce(0) { $0 + abs($1) }
    }
}
