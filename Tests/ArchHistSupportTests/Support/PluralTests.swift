import ArchHistSupport
import Testing

@Suite struct PluralTests {
    @Test func oneIsSingularAndEveryOtherCountPlural() {
        #expect(Plural.counted(1, "file") == "1 file")
        #expect(Plural.counted(0, "file") == "0 files")
        #expect(Plural.counted(2, "new blob") == "2 new blobs")
        #expect(Plural.counted(-1, "file") == "-1 files")
    }

    @Test func anIrregularPluralIsGivenOutright() {
        #expect(Plural.counted(1, "boundary", plural: "boundaries") == "1 boundary")
        #expect(Plural.counted(3, "boundary", plural: "boundaries") == "3 boundaries")
        #expect(Plural.noun(2, "day") == "days")
    }
}
