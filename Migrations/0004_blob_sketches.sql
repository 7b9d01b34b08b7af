-- 0004_blob_sketches: a sketch of each file content's lines, kept with its facts.
--
-- Rename detection (git's -M50%) compares the lines of a removed file with those of
-- an added one, and needs both contents. A clone without the base's objects (a
-- depth-1 pull-request gate after `archhist pull`) has only the base's run, so each
-- blob keeps a sketch of its lines (their count and their 64 smallest hashes, see
-- Schema/README.md) that estimates the share of lines two files have in common. It
-- is stored once per content, like the facts, and travels in the notes. NULL for a
-- blob read before this migration, or pulled from notes that had none.

ALTER TABLE blobs ADD COLUMN sketch BLOB;
