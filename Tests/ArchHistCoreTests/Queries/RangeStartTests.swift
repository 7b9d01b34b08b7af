import ArchHistCore
import Testing

/// A range's start on the line, or off it after its branch point.
@Suite struct RangeStartTests {
    // The line e d c b a, newest first; a release branch r2 r1 left it at b.
    private let line = ["e", "d", "c", "b", "a"]

    @Test func aCommitOfTheLineStartsThere() {
        let start = RangeStart.locate("c", line: line, ownLine: [])
        #expect(start == RangeStart(commit: "c"))
        #expect(start?.path(along: line, fromStart: true) == ["e", "d", "c"])
        #expect(start?.path(along: line, fromStart: false) == line)
    }

    @Test func aCommitOffTheLineTakesItsPlaceAfterItsBranchPoint() {
        let start = RangeStart.locate("r2", line: line, ownLine: ["r2", "r1", "b", "a"])
        #expect(start == RangeStart(commit: "r2", branchPoint: "b"))
        #expect(start?.path(along: line, fromStart: true) == ["e", "d", "c", "r2"])
        #expect(start?.path(along: line, fromStart: false) == ["e", "d", "c", "r2", "b", "a"])
    }

    @Test func unrelatedHistoriesHaveNoStart() {
        #expect(RangeStart.locate("x", line: line, ownLine: ["x", "w"]) == nil)
    }
}
