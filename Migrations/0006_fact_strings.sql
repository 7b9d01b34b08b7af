-- 0006_fact_strings: the strings of the stored facts, kept once for all blobs.
--
-- A blob's facts begin with a table of the strings they name (types, modules,
-- attributes, paths), which the body refers to by position. The versions of one file
-- name the same strings, and so do the files of one app: in home-assistant-ios's
-- 12,893 Swift blobs, 8,588 distinct strings filled tables of 971,566, 82% of the
-- facts' bytes. From this migration on, a blob's table holds ids of this table's rows
-- instead (its first byte then has the bit 0x80 set). Facts written before keep their
-- strings inline and are read as they are; notes still carry each blob's strings inline.

CREATE TABLE fact_strings (
    id   INTEGER PRIMARY KEY,
    text TEXT NOT NULL UNIQUE
) STRICT;
