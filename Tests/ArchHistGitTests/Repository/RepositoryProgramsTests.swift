import ArchHistCore
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

/// A repository's own configuration and `.gitattributes` name programs; archhist's git
/// runs none of them, and still does its work.
@Suite struct RepositoryProgramsTests {
    /// A program that leaves `marker` behind and passes its input through, as a filter would.
    private func program(in fixture: GitSandbox, marker: String) throws -> String {
        let path = fixture.root + "/program.sh"
        try Data("#!/bin/sh\ntouch '\(marker)'\ncat\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    @Test func aFilterDriverTheRepositoryNamesNeverRunsWhenStatusRereadsAFile() throws {
        let fixture = try GitSandbox()
        let marker = fixture.root + "/ran"
        try fixture.commit("first", files: ["A.swift": "struct A {}\n", ".gitattributes": "*.swift filter=evil\n"])
        let helper = try program(in: fixture, marker: marker)
        for key in ["clean", "smudge", "process"] { try fixture.git("config", "filter.evil.\(key)", helper) }
        try fixture.git("config", "filter.evil.required", "true")
        // Touched, not changed: `status` hashes the file again, through the clean filter.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: fixture.root + "/A.swift")
        let repository = try GitRepository(at: fixture.root)
        #expect(try repository.isDirty() == false)
        try fixture.write("A.swift", "struct A { let changed = 1 }\n")
        #expect(try repository.isDirty())
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func theRemotesUploadPackAndReceivePackNeverRunAndNotesStillTravel() throws {
        let remote = try GitSandbox(initialise: false)
        try remote.git("init", "-q", "--bare", "remote.git")
        let clone = try GitSandbox()
        try clone.commit("first", files: ["A.swift": "struct A {}\n"])
        let marker = clone.root + "/ran"
        let helper = clone.root + "/pack.sh"
        try Data("#!/bin/sh\ntouch '\(marker)'\nexit 1\n".utf8).write(to: URL(fileURLWithPath: helper))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: helper)
        try clone.git("remote", "add", "origin", remote.root + "/remote.git")
        try clone.git("config", "remote.origin.uploadpack", helper)
        try clone.git("config", "remote.origin.receivepack", helper)
        let notes = GitNotesRemote(root: clone.root, remote: "origin")
        #expect(try notes.fetch() == nil)
        let written = try notes.write(
            base: nil, merging: nil, files: [NotesFile(path: "note", content: Array("x".utf8))], message: "m")
        #expect(try notes.push(written))
        #expect(try notes.fetch() == written)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func anExtRemoteIsRefusedEvenWhenTheRepositoryAllowsIt() throws {
        let clone = try GitSandbox()
        try clone.commit("first", files: ["A.swift": "struct A {}\n"])
        let marker = clone.root + "/ran"
        try clone.git("config", "protocol.ext.allow", "always")
        try clone.git("remote", "add", "origin", "ext::sh -c touch% \(marker)")
        let notes = GitNotesRemote(root: clone.root, remote: "origin")
        #expect(throws: GitError.self) { try notes.fetch() }
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func theRepositorysCredentialHelperAndAskpassNeverRun() throws {
        let fixture = try GitSandbox()
        try fixture.commit("first", files: ["A.swift": "struct A {}\n"])
        let marker = fixture.root + "/ran"
        let helper = try program(in: fixture, marker: marker)
        try fixture.git("config", "credential.helper", helper)
        try fixture.git("config", "credential.https://example.com.helper", helper)
        try fixture.git("config", "core.askPass", helper)
        // `credential fill` asks every helper, then the askpass program: none is left to ask.
        let output = try GitProcess.run(
            ["credential", "fill"], in: fixture.root, input: Array("protocol=https\nhost=example.com\n\n".utf8))
        #expect(output.status != 0)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func whatTheRepositoryNamesGivesWayToWhatTheUserNames() {
        typealias Entry = RepositoryPrograms.Entry
        let entries = [
            Entry(scope: "global", key: "credential.helper", value: "osxkeychain"),
            Entry(scope: "global", key: "credential.https://a=b.helper", value: "store"),
            Entry(scope: "local", key: "credential.helper", value: "/tmp/evil"),
            Entry(scope: "local", key: "core.sshcommand", value: "/tmp/evil"),
            Entry(scope: "global", key: "core.askpass", value: "/usr/bin/ksshaskpass"),
            Entry(scope: "local", key: "core.askpass", value: "/tmp/evil"),
            Entry(scope: "worktree", key: "filter.a.b.clean", value: "/tmp/evil"),
        ]
        let programs = RepositoryPrograms(entries: entries, environment: ["GIT_SSH": "/opt/my ssh"])
        #expect(programs.environment["GIT_SSH_COMMAND"] == "'/opt/my ssh'")
        #expect(programs.environment["GIT_ASKPASS"] == "/usr/bin/ksshaskpass")
        #expect(
            programs.configuration.map { "\($0.key)=\($0.value)" } == [
                "filter.a.b.clean=", "filter.a.b.smudge=", "filter.a.b.process=", "filter.a.b.required=false",
                "credential.helper=", "credential.helper=osxkeychain", "credential.https://a=b.helper=store",
            ])
        // After the caller's own entries.
        let environment = programs.applied(to: ["GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "x.y"])
        #expect(environment["GIT_CONFIG_COUNT"] == "8")
        #expect(environment["GIT_CONFIG_KEY_0"] == "x.y")
        #expect(environment["GIT_CONFIG_KEY_1"] == "filter.a.b.clean")
        // The user's own ssh command, set in the environment, is left alone.
        let usersOwn = RepositoryPrograms(entries: entries, environment: ["GIT_SSH_COMMAND": "ssh -i key"])
        #expect(usersOwn.environment["GIT_SSH_COMMAND"] == nil)
        #expect(RepositoryPrograms(entries: [], environment: [:]) == RepositoryPrograms(entries: [], environment: [:]))
    }

    @Test func listedEntriesParseWithAndWithoutValues() {
        let listed = Array("local\0filter.x.clean\nrun me\0global\0filter.y.smudge\0".utf8)
        #expect(
            RepositoryPrograms.entries(listed: listed) == [
                .init(scope: "local", key: "filter.x.clean", value: "run me"),
                .init(scope: "global", key: "filter.y.smudge", value: nil),
            ])
    }
}
