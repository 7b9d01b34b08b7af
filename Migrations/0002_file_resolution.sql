-- 0002_file_resolution: how each file's references were resolved, kept with the file.
--
-- A run's files already say where each file sits; this adds which files its
-- references resolved to, and how many stayed local, ambiguous or unresolved, in
-- a compact binary form (see Schema/README.md). The next commit, recorded in a new
-- process, starts from its parent's resolution and resolves only what changed,
-- rather than the whole tree. It lives in the files chunks, so it is stored once
-- per bucket content like the rest: a commit adds it only for the buckets it
-- changes. NULL in runs recorded before this migration; such a run is resolved
-- whole by the next record, as before.

ALTER TABLE file_entries ADD COLUMN resolution BLOB;
