-- The current schema of an archhist history database, as Migrations/ builds it.
-- A test (SchemaTests) proves that migrating an empty database gives exactly this;
-- Schema/README.md explains the layout and how to query it.

CREATE TABLE commits (
    sha         TEXT PRIMARY KEY,          -- 40 hex digits
    tree        TEXT NOT NULL,             -- the commit's tree id
    author_time INTEGER NOT NULL,          -- Unix seconds
    commit_time INTEGER NOT NULL,          -- Unix seconds
    subject     TEXT NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE commit_parents (
    sha        TEXT NOT NULL REFERENCES commits(sha),
    position   INTEGER NOT NULL,           -- 0 is the first parent
    parent_sha TEXT NOT NULL,              -- need not be recorded itself
    PRIMARY KEY (sha, position)
) STRICT, WITHOUT ROWID;

CREATE INDEX commit_parents_by_parent ON commit_parents(parent_sha);

-- Each commit's Swift files moved or renamed against its first parent, as git's
-- rename detection (-M50%) found them where the objects were (`archhist push`
-- carries them in the notes); read for a commit whose objects this clone lacks.
-- No row: nobody computed them, which is not the same as none.
CREATE TABLE commit_renames (
    sha     TEXT PRIMARY KEY REFERENCES commits(sha),
    renames TEXT NOT NULL                  -- JSON [[old path, new path], …] sorted; [] when it moved none
) STRICT, WITHOUT ROWID;

-- Facts of one file content: imports, declarations, attributes, references.
CREATE TABLE blobs (
    id    INTEGER PRIMARY KEY,
    oid   TEXT NOT NULL UNIQUE,            -- git blob id (SHA-1 of the content)
    kind    TEXT NOT NULL CHECK (kind IN ('swift', 'manifest')),
    scanner TEXT NOT NULL,                 -- version of the scanner that read it; another one reads it again
    facts   BLOB NOT NULL,                 -- compact binary, versioned; its strings in fact_strings (0006)
    sketch  BLOB                           -- its lines' sketch for rename detection (0004); NULL: none
) STRICT;

CREATE TABLE paths (
    id   INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE              -- repository-relative, '/'-separated
) STRICT;

-- Module, layer, domain and rule names, stored once.
CREATE TABLE names (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
) STRICT;

-- The strings the facts of every blob name, stored once (0006).
CREATE TABLE fact_strings (
    id   INTEGER PRIMARY KEY,
    text TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE specs (
    id      INTEGER PRIMARY KEY,
    digest  TEXT NOT NULL UNIQUE,          -- SHA-1 of `json`
    json    TEXT NOT NULL                  -- the resolved spec, canonical JSON
) STRICT;

-- A chunk is the content of one bucket of one kind, stored once by digest.
CREATE TABLE chunks (
    id     INTEGER PRIMARY KEY,
    kind   TEXT NOT NULL CHECK (kind IN ('files', 'edges', 'violations')),
    digest TEXT NOT NULL UNIQUE            -- SHA-1 of the canonical contents
) STRICT;

-- A set is the list of chunks that make up one run's files, edges or violations.
CREATE TABLE chunk_sets (
    id     INTEGER PRIMARY KEY,
    kind   TEXT NOT NULL CHECK (kind IN ('files', 'edges', 'violations')),
    digest TEXT NOT NULL UNIQUE,           -- SHA-1 of the canonical contents
    base_set_id INTEGER REFERENCES chunk_sets(id)  -- (0007) NULL: its members are its chunks
) STRICT;

-- A set's chunks, or with a base set, the chunks in which it differs from the base.
CREATE TABLE chunk_set_members (
    set_id   INTEGER NOT NULL REFERENCES chunk_sets(id),
    chunk_id INTEGER NOT NULL REFERENCES chunks(id),
    PRIMARY KEY (set_id, chunk_id)
) STRICT, WITHOUT ROWID;

-- Where each file of a run sits.
CREATE TABLE file_entries (
    chunk_id  INTEGER NOT NULL REFERENCES chunks(id),
    path_id   INTEGER NOT NULL REFERENCES paths(id),
    blob_id   INTEGER NOT NULL REFERENCES blobs(id),
    module_id INTEGER NOT NULL REFERENCES names(id),
    layer_id  INTEGER REFERENCES names(id),     -- NULL: no layer claims the file
    domain_id INTEGER REFERENCES names(id),     -- NULL: in no domain
    is_test   INTEGER NOT NULL CHECK (is_test IN (0, 1)),
    resolution BLOB,                             -- how its references resolved (0002); NULL before
    PRIMARY KEY (chunk_id, path_id)
) STRICT, WITHOUT ROWID;

-- Dependencies rolled up to modules, layers and domains, with one example each.
CREATE TABLE edge_entries (
    chunk_id        INTEGER NOT NULL REFERENCES chunks(id),
    level           TEXT NOT NULL CHECK (level IN ('module', 'layer', 'domain')),
    from_id         INTEGER NOT NULL REFERENCES names(id),
    to_id           INTEGER NOT NULL REFERENCES names(id),
    count           INTEGER NOT NULL,
    example_path_id INTEGER NOT NULL REFERENCES paths(id),
    example_line    INTEGER NOT NULL,
    example_target  TEXT NOT NULL,
    PRIMARY KEY (chunk_id, level, from_id, to_id)
) STRICT, WITHOUT ROWID;

-- A violation as judged: identical judgements in many runs share one row.
CREATE TABLE violations (
    id          INTEGER PRIMARY KEY,
    fingerprint TEXT NOT NULL,             -- rule + file + target, never the line
    rule_id     INTEGER NOT NULL REFERENCES names(id),
    severity    TEXT NOT NULL CHECK (severity IN ('error', 'warning', 'info')),
    path_id     INTEGER NOT NULL REFERENCES paths(id),
    line        INTEGER,                   -- NULL for domain- or module-wide findings
    target      TEXT NOT NULL,
    message     TEXT NOT NULL
) STRICT;

-- One row per distinct judgement; a NULL line counts as equal to itself here.
CREATE UNIQUE INDEX violations_identity
    ON violations(fingerprint, severity, path_id, ifnull(line, -1), target, message);

CREATE TABLE violation_entries (
    chunk_id      INTEGER NOT NULL REFERENCES chunks(id),
    violation_id  INTEGER NOT NULL REFERENCES violations(id),
    waived_reason TEXT,                    -- the exception's reason when waived
    PRIMARY KEY (chunk_id, violation_id)
) STRICT, WITHOUT ROWID;

-- A text of runs (where the spec came from, the manifests, the notes), shared by the runs
-- whose text it is; a run shares the newest run's equal texts (0008).
CREATE TABLE run_texts (
    id   INTEGER PRIMARY KEY,
    text TEXT NOT NULL
) STRICT;

CREATE TABLE runs (
    id               INTEGER PRIMARY KEY,
    commit_sha       TEXT NOT NULL REFERENCES commits(sha),
    spec_id          INTEGER NOT NULL REFERENCES specs(id),
    analyzer_version TEXT NOT NULL,
    recorded_at      INTEGER NOT NULL,     -- Unix seconds
    file_set_id      INTEGER NOT NULL REFERENCES chunk_sets(id),
    edge_set_id      INTEGER NOT NULL REFERENCES chunk_sets(id),
    violation_set_id INTEGER NOT NULL REFERENCES chunk_sets(id),
    files            INTEGER NOT NULL,
    test_files       INTEGER NOT NULL,
    lines            INTEGER NOT NULL,
    modules          INTEGER NOT NULL,
    domains          INTEGER NOT NULL,
    uncovered_files  INTEGER NOT NULL,
    files_without_domain INTEGER NOT NULL,
    errors           INTEGER NOT NULL,
    warnings         INTEGER NOT NULL,
    infos            INTEGER NOT NULL,
    waived           INTEGER NOT NULL,
    refs_resolved    INTEGER NOT NULL,
    refs_local       INTEGER NOT NULL,
    refs_ambiguous   INTEGER NOT NULL,
    refs_unresolved  INTEGER NOT NULL,
    -- Texts kept once in run_texts (0008); archhist writes all three for every run.
    spec_source_id   INTEGER REFERENCES run_texts(id), -- "archhist.json (extends preset clean)"
    manifests_id     INTEGER REFERENCES run_texts(id), -- JSON array of [path, blob oid]
    notes_id         INTEGER REFERENCES run_texts(id), -- JSON array of strings
    UNIQUE (commit_sha, spec_id, analyzer_version)
) STRICT;

-- What the queries over history read of every run (the summary and its sets), without
-- reading the rest of the row (migrations 0005, 0008).
CREATE INDEX runs_summary ON runs(
    commit_sha, spec_id, analyzer_version, recorded_at, spec_source_id, file_set_id, edge_set_id, violation_set_id,
    files, test_files, lines, modules, domains, uncovered_files, files_without_domain, errors, warnings, infos, waived
);

-- One row per recorded run, for people and dashboards.
CREATE VIEW run_summary AS
SELECT r.id AS run_id, r.commit_sha, c.subject, c.commit_time, c.author_time,
       (SELECT parent_sha FROM commit_parents p WHERE p.sha = r.commit_sha AND p.position = 0) AS first_parent,
       s.digest AS spec_digest, t.text AS spec_source, r.analyzer_version, r.recorded_at,
       r.files, r.test_files, r.lines, r.modules, r.domains, r.uncovered_files, r.files_without_domain,
       r.errors, r.warnings, r.infos, r.errors + r.warnings + r.infos AS violations, r.waived
FROM runs r JOIN commits c ON c.sha = r.commit_sha JOIN specs s ON s.id = r.spec_id
JOIN run_texts t ON t.id = r.spec_source_id;

-- Every set's chunks, whether it is stored whole or against its base (0007).
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
