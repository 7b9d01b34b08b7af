-- 0007_chunk_set_bases: a set of chunks stored as its difference from a base set.
--
-- A run's files are spread over up to 256 chunks, and a commit changes a few of them,
-- yet each new set listed all its chunks again: in home-assistant-ios's history, 526,476
-- rows of chunk_set_members for 3,853 sets. From this migration on, a new set may name
-- a base set (one stored whole, of its own kind) and keep in chunk_set_members only the
-- chunks in which it differs from that base: those the base has and it lacks, and those
-- it has and the base lacks. Its chunks are then the base's, with each of those listed
-- added if the base lacks it or dropped if the base has it. A set with no base lists
-- its chunks as before; every set written before this migration has none.
-- chunk_set_contents gives every set's chunks whichever way they are stored, and the
-- views below read it.

ALTER TABLE chunk_sets ADD COLUMN base_set_id INTEGER REFERENCES chunk_sets(id);

CREATE VIEW chunk_set_contents AS
SELECT m.set_id, m.chunk_id
FROM chunk_sets s JOIN chunk_set_members m ON m.set_id = s.id
WHERE s.base_set_id IS NULL
UNION ALL
SELECT s.id AS set_id, b.chunk_id
FROM chunk_sets s JOIN chunk_set_members b ON b.set_id = s.base_set_id
WHERE NOT EXISTS (SELECT 1 FROM chunk_set_members d WHERE d.set_id = s.id AND d.chunk_id = b.chunk_id)
UNION ALL
SELECT d.set_id, d.chunk_id
FROM chunk_sets s JOIN chunk_set_members d ON d.set_id = s.id
WHERE s.base_set_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM chunk_set_members b WHERE b.set_id = s.base_set_id AND b.chunk_id = d.chunk_id);

DROP VIEW run_files;
DROP VIEW run_edges;
DROP VIEW run_violations;

-- Every file of every run, with its place in the architecture.
CREATE VIEW run_files AS
SELECT r.id AS run_id, p.path, b.oid AS blob, m.name AS module, l.name AS layer, d.name AS domain, f.is_test
FROM runs r
JOIN chunk_set_contents cs ON cs.set_id = r.file_set_id
JOIN file_entries f ON f.chunk_id = cs.chunk_id
JOIN paths p ON p.id = f.path_id
JOIN blobs b ON b.id = f.blob_id
JOIN names m ON m.id = f.module_id
LEFT JOIN names l ON l.id = f.layer_id
LEFT JOIN names d ON d.id = f.domain_id;

-- Module, layer and domain dependencies of every run.
CREATE VIEW run_edges AS
SELECT r.id AS run_id, e.level, a.name AS from_name, z.name AS to_name, e.count,
       p.path AS example_file, e.example_line, e.example_target
FROM runs r
JOIN chunk_set_contents cs ON cs.set_id = r.edge_set_id
JOIN edge_entries e ON e.chunk_id = cs.chunk_id
JOIN names a ON a.id = e.from_id
JOIN names z ON z.id = e.to_id
JOIN paths p ON p.id = e.example_path_id;

-- Violations of every run; waived ones carry the exception's reason.
CREATE VIEW run_violations AS
SELECT r.id AS run_id, r.commit_sha, n.name AS rule, v.severity, p.path AS file, v.line, v.target,
       v.message, v.fingerprint, ve.waived_reason
FROM runs r
JOIN chunk_set_contents cs ON cs.set_id = r.violation_set_id
JOIN violation_entries ve ON ve.chunk_id = cs.chunk_id
JOIN violations v ON v.id = ve.violation_id
JOIN names n ON n.id = v.rule_id
JOIN paths p ON p.id = v.path_id;
