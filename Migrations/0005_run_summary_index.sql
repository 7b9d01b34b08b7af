-- 0005_run_summary_index: what the queries over history read of every run, in an index.
--
-- `log`, `trend`, `violations`, `report` and the other queries over history read the
-- summary of every run (the `run_summary` view) and the sets it points to, thousands
-- of runs at a time. A run's row also holds its manifests and notes (20 KB a run in a
-- large app), so reading the summaries from the table reads the whole table. This
-- index holds the summary's columns and the sets, a few dozen bytes a run, so those
-- reads touch it alone. It changes nothing that is stored.

CREATE INDEX runs_summary ON runs(
    commit_sha, spec_id, analyzer_version, recorded_at, spec_source, file_set_id, edge_set_id, violation_set_id,
    files, test_files, lines, modules, domains, uncovered_files, files_without_domain, errors, warnings, infos, waived
);
