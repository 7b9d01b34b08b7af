import ArchHistTestSupport

extension GitSandbox {
    /// HarnessBooking on main, then a `feature` branch whose one commit adds a Service
    /// file that uses Repo directly: what the CI gate and its formats are tried on.
    static func harnessWithShortcutBranch() throws -> (GitSandbox, CLIHarness) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("Booking and Payments")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        try repo.commit("shortcut")
        return (repo, CLIHarness(directory: repo.root))
    }
}
