import ArchHistTestSupport

extension GitSandbox {
    /// Copies a fixture codebase of Tests/ArchHistCLITests/Fixtures into the repository.
    func copy(fixture: String) throws {
        try copy(contentsOf: Fixtures.path(fixture))
    }
}
