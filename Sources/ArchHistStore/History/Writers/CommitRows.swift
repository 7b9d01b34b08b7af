import ArchHistCore

/// A commit and its parents as rows, written once whichever path brings the commit:
/// a run being recorded, or a run pulled or merged from elsewhere.
enum CommitRows {
    static func insert(_ commit: Commit, in db: Database) throws {
        try db.execute(
            "INSERT OR IGNORE INTO commits (sha, tree, author_time, commit_time, subject) VALUES (?, ?, ?, ?, ?)",
            [commit.sha, commit.tree, commit.authorTime, commit.commitTime, commit.subject])
        for (position, parent) in commit.parents.enumerated() {
            try db.execute(
                "INSERT OR IGNORE INTO commit_parents (sha, position, parent_sha) VALUES (?, ?, ?)",
                [commit.sha, position, parent])
        }
    }
}
