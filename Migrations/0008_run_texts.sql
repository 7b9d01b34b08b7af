-- 0008_run_texts: the texts runs repeat, kept once.
--
-- A run kept three texts of its own: where its spec came from ("preset modular,
-- inferred: ..."), its manifests (JSON of path and blob) and its notes (JSON of
-- strings). They change seldom: home-assistant-ios's 3,806 runs hold 1 spec source,
-- 1,005 lists of manifests and 4 lists of notes, yet every run stored its three, the
-- source twice (runs_summary holds it too): 2.7 MB of 33. From this migration on, a
-- text is a row of run_texts, and a run names its three by id; a run shares the rows
-- of the newest run's texts equal to its own. The columns may not be declared NOT NULL
-- here (SQLite adds a referencing column only with a NULL default); archhist writes
-- all three for every run. runs_by_commit goes: the unique index of runs, on
-- (commit_sha, spec_id, analyzer_version), finds a commit's runs as well.

CREATE TABLE run_texts (
    id   INTEGER PRIMARY KEY,
    text TEXT NOT NULL
) STRICT;

-- Each distinct text once; the index finds them for the runs, and goes.
INSERT INTO run_texts (text)
SELECT text FROM (
    SELECT spec_source AS text, id FROM runs
    UNION ALL SELECT manifests, id FROM runs
    UNION ALL SELECT notes, id FROM runs
) GROUP BY text ORDER BY min(id);
CREATE INDEX run_texts_by_text ON run_texts(text);

ALTER TABLE runs ADD COLUMN spec_source_id INTEGER REFERENCES run_texts(id);
ALTER TABLE runs ADD COLUMN manifests_id INTEGER REFERENCES run_texts(id);
ALTER TABLE runs ADD COLUMN notes_id INTEGER REFERENCES run_texts(id);

UPDATE runs SET
    spec_source_id = (SELECT id FROM run_texts WHERE text = runs.spec_source),
    manifests_id = (SELECT id FROM run_texts WHERE text = runs.manifests),
    notes_id = (SELECT id FROM run_texts WHERE text = runs.notes);

DROP INDEX run_texts_by_text;
DROP INDEX runs_by_commit;
DROP INDEX runs_summary;
DROP VIEW run_summary;
ALTER TABLE runs DROP COLUMN spec_source;
ALTER TABLE runs DROP COLUMN manifests;
ALTER TABLE runs DROP COLUMN notes;

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
