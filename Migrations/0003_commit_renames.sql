-- 0003_commit_renames: each recorded commit's moves, kept with the commit.
--
-- Queries follow a file through git's rename detection, which needs the objects of
-- both commits. A clone without the old commits (a shallow CI checkout after
-- `archhist pull`) has none to detect from, so the renames of each commit against
-- its first parent travel with its runs in the notes, and are kept here: the
-- queries read them for a commit whose objects git lacks, and ask git otherwise.
-- A commit without a row has renames nobody computed (not the same as none).

CREATE TABLE commit_renames (
    sha     TEXT PRIMARY KEY REFERENCES commits(sha),
    renames TEXT NOT NULL                 -- JSON [[old path, new path], …] sorted; [] when it moved none
) STRICT, WITHOUT ROWID;
