enum EmbeddedMigrations {
    static var files: [(fileName: String, contents: [UInt8])] {
        [
            ("0001_initial.sql", PackageResources._001_initial_sql),
            ("0002_file_resolution.sql", PackageResources._002_file_resolution_sql),
            ("0003_commit_renames.sql", PackageResources._003_commit_renames_sql),
            ("0004_blob_sketches.sql", PackageResources._004_blob_sketches_sql),
            ("0005_run_summary_index.sql", PackageResources._005_run_summary_index_sql),
            ("0006_fact_strings.sql", PackageResources._006_fact_strings_sql),
            ("0007_chunk_set_bases.sql", PackageResources._007_chunk_set_bases_sql),
            ("0008_run_texts.sql", PackageResources._008_run_texts_sql),
        ]
    }
}
