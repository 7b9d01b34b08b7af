import ArchHistTestSupport
import Foundation

/// A bare "remote" repository holding a history, and clones of it as CI makes them
/// (full, or of depth 1), for the tests of `push`, `pull`, `merge` and the CI recipes.
struct SharedHistory {
    /// Where the history was written before it was pushed to the remote.
    let origin: GitSandbox
    /// The folder holding `remote.git`.
    let remoteFolder: GitSandbox
    /// The first-parent commits, oldest first.
    let commits: [String]

    var url: String { "file://" + remoteFolder.root + "/remote.git" }

    /// Four commits of the harness sample in which a shortcut from Service to Repo
    /// comes, goes and comes back, with a migration plan; pushed to a bare remote.
    /// With `moves`, two more: the shortcut (and its violation) moved to another
    /// folder, then the repository it uses moved and renamed.
    static func make(moves: Bool = false) throws -> SharedHistory {
        let origin = try GitSandbox(clock: .hourPerGitRun)
        try origin.copy(fixture: "HarnessBooking")
        try origin.write(
            "migration.json",
            """
            {"name": "Walls", "milestones": [{"id": "wall", "measure": {"kind": "violations", \
            "rule": "service-repo-wall"}, "due": "2027-06-30"}]}
            """)
        var commits = [try origin.commit("start")]
        let shortcut = "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n"
        try origin.write("Sources/BookingService/Shortcut.swift", shortcut)
        commits.append(try origin.commit("take a shortcut"))
        try FileManager.default.removeItem(atPath: origin.root + "/Sources/BookingService/Shortcut.swift")
        commits.append(try origin.commit("remove the shortcut"))
        try origin.write("Sources/BookingService/Shortcut.swift", "// back again\n" + shortcut)
        commits.append(try origin.commit("the shortcut is back"))
        if moves {
            for folder in ["Sources/BookingService/Legacy", "Sources/BookingRepo/Listings"] {
                try FileManager.default.createDirectory(
                    atPath: origin.root + "/" + folder, withIntermediateDirectories: true)
            }
            try origin.git(
                "mv", "Sources/BookingService/Shortcut.swift", "Sources/BookingService/Legacy/Shortcut.swift")
            commits.append(try origin.commit("move the shortcut"))
            try origin.git(
                "mv", "Sources/BookingRepo/ListingRepository.swift", "Sources/BookingRepo/Listings/ListingStore.swift")
            commits.append(try origin.commit("rename the repository's file"))
        }
        let remoteFolder = try GitSandbox(initialise: false)
        try remoteFolder.git("clone", "-q", "--bare", origin.root, "remote.git")
        return SharedHistory(origin: origin, remoteFolder: remoteFolder, commits: commits)
    }

    /// A clone as a CI runner makes it: of `depth` commits when given, else whole.
    func clone(depth: Int? = nil) throws -> GitSandbox {
        let runner = try GitSandbox(initialise: false)
        var arguments = ["clone", "-q"]
        if let depth { arguments += ["--depth", String(depth)] }
        try runner.run(arguments + [url, "."])
        return runner
    }

    /// A commit pushed to the remote's main branch from `origin`.
    @discardableResult
    func pushCommit(_ message: String, files: [String: String]) throws -> String {
        let sha = try origin.commit(message, files: files)
        try origin.git("push", "-q", remoteFolder.root + "/remote.git", "HEAD:main")
        return sha
    }
}
