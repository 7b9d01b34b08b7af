/// The migrations this archhist knows, in order. Their text is the files of the
/// top-level Migrations/ folder, embedded at build time; a test proves that the
/// schema they build is the documented Schema/schema.sql.
public enum HistoryMigrations {
    public static var all: [Migration] {
        get throws {
            try Migration.fromFiles(EmbeddedMigrations.files)
        }
    }
}
