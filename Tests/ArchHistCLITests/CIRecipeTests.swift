import ArchHistTestSupport
import Foundation
import Testing

/// The CI recipes of the documentation, run as written (read from `CIRecipes.md`) against a bare
/// remote and clones made as each CI makes them: depth 1 where it would be.
@Suite struct CIRecipeTests {
    /// A change that breaks a wall: what each gate must catch.
    private static let breach = [
        "Sources/BookingService/Breach.swift":
            "import BookingRepo\nstruct Breach { let repository: ListingRepository }\n"
    ]

    /// Runs a GitHub job's steps in order as Actions does: after a failed step only
    /// the `if: always()` ones; returns each step's status.
    private func runGitHubJob(
        _ job: String, in runner: GitSandbox, environment: [String: String] = [:]
    ) throws -> [(status: Int32, output: String)] {
        var results: [(Int32, String)] = []
        var failed = false
        for step in try CIRecipe.githubSteps(job: job) where !failed || step.always {
            let result = try CIRecipe.run(step.script, in: runner, environment: environment)
            results.append(result)
            if result.status != 0 { failed = true }
        }
        return results
    }

    @Test func test_githubActions_gateRecordAndReleaseReport() throws {
        let history = try SharedHistory.make()
        // main: a checkout 50 commits deep records them and pushes.
        let main = try history.clone(depth: 50)
        let recorded = try runGitHubJob("record", in: main)
        #expect(recorded.map(\.status) == [0, 0, 0], "\(recorded.map(\.output))")
        #expect(recorded[2].output.contains("pushed 4 runs to origin"), "every commit of the push")

        // A pull request: actions/checkout fetches refs/pull/1/merge, two commits deep (fetch-depth: 2).
        try history.origin.git("checkout", "-q", "-b", "feature")
        try history.origin.commit("breach the wall", files: Self.breach)
        try history.origin.git("checkout", "-q", "main")
        try history.origin.git("merge", "-q", "--no-ff", "-m", "Merge pull request #1", "feature")
        try history.origin.git("push", "-q", history.remoteFolder.root + "/remote.git", "HEAD:refs/pull/1/merge")
        try history.origin.git("reset", "-q", "--hard", "HEAD^1")
        let pull = try GitSandbox()
        try pull.git("remote", "add", "origin", history.url)
        // fetch-depth: 2, as the recipe asks: the merge commit and its parents.
        try pull.git("fetch", "-q", "--depth=2", "origin", "+refs/pull/1/merge:refs/remotes/pull/1/merge")
        try pull.git("checkout", "-q", "--detach", "refs/remotes/pull/1/merge")
        let summary = pull.root + "/../summary-\(UUID().uuidString).md"
        defer { try? FileManager.default.removeItem(atPath: summary) }
        let gate = try runGitHubJob("gate", in: pull, environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(gate.map(\.status) == [0, 1, 1], "\(gate.map(\.output))")
        #expect(gate[1].output.contains("file=Sources/BookingService/Breach.swift"), "\(gate[1].output)")
        let markdown = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(markdown.contains("Breach.swift"))

        // A release: tags v1.0 (recorded on main) and v1.1; the job checks out everything.
        try history.origin.git("tag", "v1.0", history.commits[3])
        try history.pushCommit("refunds", files: ["Sources/BookingService/Refunds.swift": "struct Refunds {}\n"])
        try history.origin.git("tag", "v1.1")
        try history.origin.git("push", "-q", "--tags", history.remoteFolder.root + "/remote.git")
        let release = try history.clone()
        try release.git("checkout", "-q", "--detach", "v1.1")
        let released = try runGitHubJob("release-report", in: release)
        #expect(released.map(\.status) == [0, 0, 0], "\(released.map(\.output))")
        let report = try String(contentsOfFile: release.root + "/architecture-report.html", encoding: .utf8)
        #expect(report.contains("<svg"))
    }

    @Test func test_gitlabCI_mergeRequestGateAndRecording() throws {
        let history = try SharedHistory.make()
        try history.remoteFolder.git(
            "config", "uploadpack.allowReachableSHA1InWant", "true", in: history.remoteFolder.root + "/remote.git")
        let variables = [
            "CI_SERVER_HOST": "gitlab.example.com", "CI_PROJECT_PATH": "team/app", "ARCHHIST_TOKEN": "secret",
        ]
        // The recording job (GIT_DEPTH 50) pushes through the token's URL: here, the bare remote.
        let main = try history.clone(depth: 50)
        try main.git(
            "config", "url.\(history.url).insteadOf", "https://archhist:secret@gitlab.example.com/team/app.git")
        let record = try CIRecipe.run(
            try CIRecipe.gitlabScript(job: "architecture-record"), in: main, environment: variables)
        #expect(record.status == 0, "\(record.output)")
        #expect(record.output.contains("pushed 4 runs to origin"), "\(record.output)")

        let base = history.commits[3]
        try history.origin.git("checkout", "-q", "-b", "feature")
        try history.origin.commit("breach the wall", files: Self.breach)
        try history.origin.git("push", "-q", history.remoteFolder.root + "/remote.git", "feature")
        let request = try GitSandbox(initialise: false)
        try request.git("clone", "-q", "--depth", "1", "--branch", "feature", history.url, ".")
        let gate = try CIRecipe.run(
            try CIRecipe.gitlabScript(job: "architecture-gate"), in: request,
            environment: ["CI_MERGE_REQUEST_DIFF_BASE_SHA": base])
        #expect(gate.status == 1, "\(gate.output)")
        #expect(gate.output.contains("Breach.swift"))
        let markdown = try String(contentsOfFile: request.root + "/architecture.md", encoding: .utf8)
        #expect(markdown.contains(String(base.prefix(12))))
    }

    /// A merge request that moves a file and gives it one more line passes the depth-1
    /// gate, as it does in a full clone: the move is one file, not one added and one
    /// removed with their violations.
    @Test func test_gitlabCI_mergeRequestGate_passesAMoveWithAnEdit() throws {
        let history = try SharedHistory.make()
        try history.remoteFolder.git(
            "config", "uploadpack.allowReachableSHA1InWant", "true", in: history.remoteFolder.root + "/remote.git")
        let main = try history.clone(depth: 50)
        let record = try CIRecipe.run(
            try CIRecipe.gitlabScript(job: "architecture-record").replacingOccurrences(
                of: "git remote set-url --push origin", with: "true"), in: main)
        #expect(record.status == 0, "\(record.output)")
        let base = history.commits[3]
        let (old, new) = ("Sources/BookingService/Shortcut.swift", "Sources/BookingService/Legacy/Shortcut.swift")
        try history.origin.git("checkout", "-q", "-b", "feature")
        try FileManager.default.createDirectory(
            atPath: history.origin.root + "/Sources/BookingService/Legacy", withIntermediateDirectories: true)
        try history.origin.git("mv", old, new)
        let content = try String(contentsOfFile: history.origin.root + "/" + new, encoding: .utf8)
        try history.origin.commit("move the shortcut", files: [new: content + "// kept until the wall is whole\n"])
        try history.origin.git("push", "-q", history.remoteFolder.root + "/remote.git", "feature")
        let request = try GitSandbox(initialise: false)
        try request.git("clone", "-q", "--depth", "1", "--branch", "feature", history.url, ".")
        let gate = try CIRecipe.run(
            try CIRecipe.gitlabScript(job: "architecture-gate"), in: request,
            environment: ["CI_MERGE_REQUEST_DIFF_BASE_SHA": base])
        #expect(gate.status == 0, "\(gate.output)")
        #expect(gate.output.contains("0 new"), "\(gate.output)")
    }

    @Test func test_xcodeCloudAndBitriseScript_recordsOnTheBranchAndGatesPullRequests() throws {
        let history = try SharedHistory.make()
        let script = try CIRecipe.shellScript()
        let main = try history.clone(depth: 1)
        let recorded = try CIRecipe.run(script, in: main)
        #expect(recorded.status == 0, "\(recorded.output)")
        #expect(recorded.output.contains("pushed 1 run to origin"))

        try history.origin.git("checkout", "-q", "-b", "feature")
        try history.origin.commit("breach the wall", files: Self.breach)
        try history.origin.git("push", "-q", history.remoteFolder.root + "/remote.git", "feature")
        for environment in [
            ["BITRISE_PULL_REQUEST": "7", "BITRISEIO_GIT_BRANCH_DEST": "main"],
            ["CI_PULL_REQUEST_NUMBER": "7", "CI_PULL_REQUEST_TARGET_BRANCH": "main"],
        ] {
            let request = try GitSandbox(initialise: false)
            try request.git("clone", "-q", "--depth", "1", "--branch", "feature", history.url, ".")
            let gate = try CIRecipe.run(script, in: request, environment: environment)
            #expect(gate.status == 1, "\(environment): \(gate.output)")
            let markdown = try String(contentsOfFile: request.root + "/architecture.md", encoding: .utf8)
            #expect(markdown.contains("Breach.swift"), "\(environment)")
        }
    }
}
