import ArchHistCore
import Testing

@Suite struct BackfillSliceTests {
    @Test func slicesOfALine_coverItInOrderWithNoGapOrOverlap() {
        for total in [0, 1, 3, 7, 20, 1001] {
            for count in [1, 2, 3, 4, 7, 13] {
                var covered: [Int] = []
                for index in 1...count {
                    let slice = BackfillSlice(index: index, count: count)!
                    let positions = slice.positions(in: total)
                    #expect(positions.count >= total / count && positions.count <= total / count + 1)
                    covered += Array(positions)
                }
                #expect(covered == Array(0..<total), "\(total) commits in \(count) slices")
            }
        }
    }

    @Test func parsing_takesKOverN_andRefusesAnythingElse() {
        #expect(BackfillSlice(parsing: "2/4") == BackfillSlice(index: 2, count: 4))
        #expect(BackfillSlice(parsing: "1/1")?.description == "1/1")
        for text in ["0/4", "5/4", "4", "/4", "2/", "2/4/1", "-1/4", "+2/4", " 2/4", "1/0", "1/1001", "a/b"] {
            #expect(BackfillSlice(parsing: text) == nil, "\(text)")
        }
    }
}
