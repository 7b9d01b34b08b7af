// The system SQLite, plus what Swift cannot call or spell directly:
// macros that are casts (SQLITE_TRANSIENT) and variadic functions (sqlite3_db_config).
#ifndef ARCHHIST_CSQLITE_SHIM_H
#define ARCHHIST_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies bound text and blobs before the bind call returns.
static inline sqlite3_destructor_type archhist_sqlite3_transient(void) {
    return SQLITE_TRANSIENT;
}

/// SQLITE_DBCONFIG_DEFENSIVE: refuse the statements that can corrupt a database file
/// (writable_schema, journal_mode=OFF on a file, direct writes to shadow tables).
static inline int archhist_sqlite3_enable_defensive(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
}

/// SQLITE_DBCONFIG_DQS_DML / _DDL: a double-quoted token is an identifier, never a
/// string literal, so a misspelt column name is an error instead of a silent string.
static inline int archhist_sqlite3_disable_double_quoted_strings(sqlite3 *db) {
    int rc = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)0);
    if (rc != SQLITE_OK) return rc;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)0);
}

#endif
