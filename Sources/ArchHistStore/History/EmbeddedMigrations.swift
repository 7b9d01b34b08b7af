enum EmbeddedMigrations {
    static var files: [(fileName: String, contents: [UInt8])] {
        [("0001_initial.sql", PackageResources._001_initial_sql)]
    }
}
