import ArchHistCore
import Testing

/// Renames between recorded runs: composed over the commits in between.
@Suite struct RenameChainTests {
    private static func run(_ commit: String) -> RunSummary {
        RunSummary(
            id: 1, commit: commit, subject: commit, commitTime: 0, firstParent: nil, specDigest: "s",
            specSource: "s", analyzerVersion: "v", recordedAt: 0, files: 0, testFiles: 0, lines: 0, modules: 0,
            domains: 0, uncoveredFiles: 0, errors: 0, warnings: 0, infos: 0, waived: 0)
    }

    @Test func renamesOfUnrecordedCommitsAreComposedUpToTheNextRun() {
        // Commits a..e newest first is e d c b a; runs at a, c and e.
        let chain = RenameChain.betweenRuns(
            commits: ["e", "d", "c", "b", "a"], runs: ["a", "c", "e"].map(Self.run),
            renamesByCommit: [
                "b": ["A.swift": "B.swift", "X.swift": "Y.swift"],
                "c": ["B.swift": "C.swift"],
                "d": ["C.swift": "D.swift"],
                "e": ["D.swift": "C.swift"],
            ])
        #expect(chain.count == 3)
        #expect(chain[0] == [:])
        #expect(chain[1] == ["A.swift": "C.swift", "X.swift": "Y.swift"])
        // Moved away and back between two runs: no move at all.
        #expect(chain[2] == [:])
    }
}
