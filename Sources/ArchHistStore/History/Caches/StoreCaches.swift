import ArchHistCore

/// Everything the store keeps in memory between calls, and the rule that keeps it
/// right: **every id and every decoded value here was read from, or written to,
/// the database as it is now.**
///
/// Why that holds:
///
/// - Nothing archhist writes to these tables is changed or deleted later, except
///   `blobs` rows, updated in place by a newer scanner (`BlobIndex` keeps the
///   scanner; no decoded facts are kept here). `--force` deletes a row of `runs`,
///   which nothing here holds.
/// - A write of ours that rolls back takes its rows with it, and SQLite hands their
///   ids out again: `SQLiteHistoryStore.write` calls `forget()` on any failure.
/// - Another connection (another archhist, another store on the same file) may
///   commit between our calls: rows we would miss, a blob read by another scanner,
///   rows deleted by hand. `PRAGMA data_version` changes whenever another connection
///   commits, and each call of the store checks it (`validate`) before using a
///   cache, forgetting everything when it moved. A write checks it after
///   `BEGIN IMMEDIATE`: from then on no other connection can commit until we do, so
///   inside the write the caches *are* the tables. That is why a value the
///   interners do not know can be inserted without asking first: it is not stored.
///   Reads check it inside a read transaction, so what they load and use comes
///   from the one snapshot they checked.
///
/// Caches that hold only part of a table (judgements of a large `violations`
/// table) ask SQLite on a miss.
final class StoreCaches {
    let paths = Interner(table: "paths", column: "path")
    let names = Interner(table: "names", column: "name")
    /// The strings of the stored facts' tables (see `SharedStrings`).
    let factStrings = Interner.factStrings()
    let blobs: BlobIndex
    let violations = ViolationIDs()
    /// A bucket unchanged since the last run is not hashed or written again: most of a
    /// backfill commit's buckets (`Benchmark.md` in the catalog has what it saves).
    let fileBuckets = BucketMemory()
    let edgeBuckets = BucketMemory()
    let violationBuckets = BucketMemory()
    /// The `data_version` the caches were last checked against; nil when they were
    /// forgotten since.
    private var dataVersion: Int64?

    init(scanner: String) {
        blobs = BlobIndex(scanner: scanner)
    }

    /// Forgets everything when another connection committed since the last check.
    /// Call at the start of every transaction that uses a cache.
    func validate(_ db: Database) throws {
        let version = try db.fetchValue(Int64.self, "PRAGMA data_version")
        if version != dataVersion || version == nil {
            forget()
            dataVersion = version
        }
    }

    func forget() {
        paths.forget()
        names.forget()
        factStrings.forget()
        blobs.forget()
        violations.forget()
        fileBuckets.forget()
        edgeBuckets.forget()
        violationBuckets.forget()
        dataVersion = nil
    }
}
