import ArchHistStore
import Testing

@Suite struct StatementBindingTests {
    /// Binds `value` to `SELECT ?, typeof(?1)` and reads it back as `T`.
    private func roundTrip<T: DatabaseValueConvertible>(_ value: T) throws -> (value: T?, type: String) {
        let db = try Database.openInMemory()
        let statement = try db.makeStatement("SELECT ?1, typeof(?1)")
        try statement.bind(value, at: 1)
        let row = try #require(try statement.step())
        return (row[0] as T, row.string(1))
    }

    @Test func integersRoundTripAtTheirLimits() throws {
        for value in [0, 1, -1, Int.max, Int.min] {
            #expect(try roundTrip(value) == (value, "integer"))
        }
        for value in [Int64.max, Int64.min] {
            #expect(try roundTrip(value) == (value, "integer"))
        }
    }

    @Test func doublesRoundTripExactly() throws {
        for value in [0.0, -0.5, 1.0 / 3.0, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude] {
            #expect(try roundTrip(value) == (value, "real"))
        }
    }

    @Test func stringsRoundTripUnicodeEmptyAndEmbeddedNUL() throws {
        for value in ["", "ascii", "Café ☕︎ 日本語 🇫🇷", "e\u{301}", "a\u{0}b", String(repeating: "x", count: 100_000)] {
            let (read, type) = try roundTrip(value)
            #expect(read == value)
            #expect(Array(read!.utf8) == Array(value.utf8))
            #expect(type == "text")
        }
    }

    @Test func blobsRoundTripAndAnEmptyBlobIsNotNull() throws {
        #expect(try roundTrip([UInt8]([0, 1, 255, 0])) == ([0, 1, 255, 0], "blob"))
        #expect(try roundTrip([UInt8](repeating: 7, count: 1 << 20)).value?.count == 1 << 20)
        let (empty, type) = try roundTrip([UInt8]())
        #expect(empty == [])
        #expect(type == "blob")
    }

    @Test func nilBindsNullAndOptionalsReadNullAsNil() throws {
        let db = try Database.openInMemory()
        let statement = try db.makeStatement("SELECT ?, ?, ?, ?, ?, typeof(?1)")
        let noText: String? = nil
        try statement.bind([nil, noText, Int?.none, [UInt8]?.none, DatabaseValue.null])
        let row = try #require(try statement.step())
        #expect(row.isNull(0) && row.isNull(1) && row.isNull(2) && row.isNull(3) && row.isNull(4))
        #expect(row[0] as Int? == nil)
        #expect(row[1] as String? == nil)
        #expect(row[3] as [UInt8]? == nil)
        #expect(row.string(5) == "null")
        // Non-optional reads follow SQLite's conversions.
        #expect(row.int(0) == 0 && row.string(1) == "" && row.blob(3) == [] && row.double(2) == 0)
        #expect(row.value(4) == .null)
    }

    @Test func optionalsWithAValueBindTheValue() throws {
        let db = try Database.openInMemory()
        let count: Int? = 3
        let name: String? = "x"
        let row = try db.fetchOne("SELECT ?, ?, ?", [count, name, true]) { row in
            (row[0] as Int?, row[1] as String?, row[2] as Bool)
        }
        #expect(row?.0 == 3 && row?.1 == "x" && row?.2 == true)
    }

    @Test func valuesReadWithTheirStorageClass() throws {
        let db = try Database.openInMemory()
        let values = try db.fetchOne("SELECT 1, 2.5, 'text', x'00ff', NULL") { row in
            (0..<row.columnCount).map { row.value($0) }
        }
        #expect(values == [.integer(1), .real(2.5), .text("text"), .blob([0, 255]), .null])
        let bound: StatementArguments = [DatabaseValue.integer(7), DatabaseValue.text("t")]
        #expect(try db.fetchOne("SELECT ? || ?", bound) { $0.string(0) } == "7t")
    }

    @Test func namedParametersBind() throws {
        let db = try Database.openInMemory()
        let statement = try db.makeStatement("SELECT :path, @lines, $path")
        try statement.bind(named: [":path": "A.swift", "@lines": 12])
        let row = try #require(try statement.step())
        #expect(row.string(0) == "A.swift" && row.int(1) == 12 && row.isNull(2))
        #expect(row.columnName(0) == ":path")

        #expect(throws: DatabaseError.self) { try statement.bind("x", named: ":missing") }
        try db.execute("CREATE TABLE files(path TEXT, lines INTEGER)")
        try db.execute("INSERT INTO files VALUES (:path, :lines)", named: [":path": "B.swift", ":lines": nil])
        #expect(
            try db.fetchOne("SELECT path, lines IS NULL FROM files") { [$0.string(0), $0.string(1)] } == [
                "B.swift", "1",
            ])
    }

    @Test func theArgumentCountMustMatch() throws {
        let db = try Database.openInMemory()
        let tooFew = #expect(throws: DatabaseError.self) { try db.execute("SELECT ?, ?", [1]) }
        #expect(tooFew?.resultCode == .misuse)
        #expect(tooFew?.message == "wrong number of arguments: 1 given, 2 expected")
        #expect(throws: DatabaseError.self) { try db.execute("SELECT ?", [1, 2]) }
    }

    @Test func aStatementHoldsExactlyOneStatement() throws {
        let db = try Database.openInMemory()
        let two = #expect(throws: DatabaseError.self) { try db.makeStatement("SELECT 1; SELECT 2") }
        #expect(two?.resultCode == .misuse)
        #expect(throws: DatabaseError.self) { try db.makeStatement("SELECT 1; garbage") }
        #expect(throws: DatabaseError.self) { try db.makeStatement("  -- nothing\n") }
        // Trailing blanks, semicolons and comments are fine.
        #expect(try db.makeStatement("SELECT 1;  -- one\n").sql == "SELECT 1;  -- one\n")
    }

    @Test func stepIteratesRowsThenReturnsNilAndResetRewinds() throws {
        let db = try Database.openInMemory()
        let statement = try db.makeStatement("SELECT column1 FROM (VALUES (10), (20), (30))")
        var seen: [Int] = []
        while let row = try statement.step() { seen.append(row.int(0)) }
        #expect(seen == [10, 20, 30])
        statement.reset()
        #expect(try statement.step()?.int(0) == 10)
        statement.reset()
        #expect(!statement.isBusy)
    }
}
