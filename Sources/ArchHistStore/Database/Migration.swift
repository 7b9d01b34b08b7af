/// One step of the schema's history: `0001_initial.sql` is migration 1, named `initial`.
/// Applied migrations never change; a change to the schema is a new migration.
public struct Migration: Hashable, Sendable {
    public let id: Int
    public let name: String
    public let sql: String

    public init(id: Int, name: String, sql: String) {
        self.id = id
        self.name = name
        self.sql = sql
    }

    /// `0001_initial.sql`.
    public var fileName: String {
        let digits = String(id)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "_" + name + ".sql"
    }
}

/// A migration recorded in `archhist_migrations`.
public struct AppliedMigration: Hashable, Sendable {
    public let id: Int
    public let name: String
    /// When it was applied: UTC, ISO 8601 with milliseconds (`2025-01-31T09:30:00.000Z`).
    public let appliedAt: String

    public init(id: Int, name: String, appliedAt: String) {
        self.id = id
        self.name = name
        self.appliedAt = appliedAt
    }
}
