import ArchHistCLI
import ArchHistTestSupport
import Foundation
import Testing

/// With no spec, a history query judges under the preset inference chooses for the
/// newer commit; when that commit was recorded by this version, the run says what
/// inference chose, so the commit's tree is not read again: in a shallow clone after
/// `pull`, git no longer has it.
@Suite struct RecordedInferenceTests {
    @Test func diffBetweenPulledCommitsWithoutASpecNeedsNoTreeOfThem() throws {
        let origin = try GitSandbox(clock: .hourPerGitRun)
        try origin.write("App/Presentation/ItemView.swift", "struct ItemView { let model: ItemViewModel }\n")
        try origin.write("App/Presentation/ItemViewModel.swift", "final class ItemViewModel {}\n")
        try origin.write("App/Domain/Item.swift", "struct Item {}\n")
        var commits = [try origin.commit("start")]
        try origin.write("App/Domain/Item.swift", "import SwiftUI\nstruct Item { let view: ItemView }\n")
        commits.append(try origin.commit("a model that knows its view"))
        try origin.write("App/Data/ItemDTO.swift", "struct ItemDTO {}\n")
        commits.append(try origin.commit("a DTO"))
        let remote = try GitSandbox(initialise: false)
        _ = try remote.git("clone", "-q", "--bare", origin.root, "remote.git")
        let url = "file://" + remote.root + "/remote.git"

        let recording = try GitSandbox(initialise: false)
        _ = try recording.run(["clone", "-q", url, "."])
        let recorder = CLIHarness(directory: recording.root)
        #expect(recorder.run("backfill").exitCode == .ok)
        #expect(recorder.run("push").exitCode == .ok)

        let shallow = try GitSandbox(initialise: false)
        _ = try shallow.run(["clone", "-q", "--depth", "1", url, "."])
        let runner = CLIHarness(directory: shallow.root)
        #expect(runner.run("pull").exitCode == .ok)
        let there = recorder.run("diff", commits[0], commits[1])
        let here = runner.run("diff", commits[0], commits[1])
        #expect(here.exitCode == .ok, "\(here.stderr)")
        #expect(here.stdout == there.stdout)
        #expect(here.stderr == there.stderr)
        #expect(here.stderr.hasPrefix("spec: preset "), "\(here.stderr)")
        #expect(here.stderr.contains(", inferred: "))
    }
}
