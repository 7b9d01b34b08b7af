import ArchHistStore
import Foundation
import Testing

@Suite struct SchemaTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func test_migratingAnEmptyDatabase_givesTheDocumentedSchema() throws {
        let migrated = try Database.openInMemory()
        _ = try DatabaseMigrator(migrations: HistoryMigrations.all).migrate(migrated)
        let documented = try Database.openInMemory()
        try documented.execute(
            String(contentsOf: Self.root.appendingPathComponent("Schema/schema.sql"), encoding: .utf8))
        let excluded: Set<String> = ["archhist_migrations"]
        #expect(try migrated.schemaSQL(excluding: excluded) == documented.schemaSQL(excluding: excluded))
    }

    @Test func test_theBinaryEmbedsExactlyTheMigrationsFolder() throws {
        let folder = try Migration.fromFolder(Self.root.appendingPathComponent("Migrations").path)
        #expect(try HistoryMigrations.all == folder)
    }
}
