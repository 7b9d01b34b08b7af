import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// What a pull or merge writes: the runs, and of the notes' other objects only what
/// those runs use.
@Suite struct NotesImportTests {
    /// The blobs of a database that no file row and no run's manifests point to.
    static let unreferencedBlobs = """
        SELECT count(*) FROM blobs WHERE id NOT IN (SELECT blob_id FROM file_entries)
            AND oid NOT IN (
                SELECT json_extract(j.value, '$[1]')
                FROM runs JOIN run_texts t ON t.id = runs.manifests_id, json_each(t.text) j)
        """

    static func notePath(_ commit: String) -> String { commit.prefix(2) + "/" + commit.dropFirst(2) }

    /// Whether a path of the notes tree is a note (`ab/cdef…`, 40 hex digits).
    static func isNote(_ path: String) -> Bool {
        path.filter { $0 != "/" }.count == 40 && path.allSatisfy { $0 == "/" || $0.isHexDigit }
    }

    /// The note of `commit` with one file too many counted: its run fails the checks
    /// against its file set, after the set and its chunks were read.
    static func miscounted(_ note: String) -> [UInt8] {
        let lines = note.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix("counts\t") else { return String(line) }
            var fields = line.split(separator: "\t").map(String.init)
            fields[1] = String((Int(fields[1]) ?? 0) + 1)
            return fields.joined(separator: "\t")
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    @Test func pull_storesTheFactsOfTheRunsItWrites_noOther() throws {
        let (history, recording, remote, base) = try PushedHistory().parts
        // Facts no note points to, and the run of commits[1] (the one commit whose
        // Shortcut.swift has that text) spoiled, so the facts of its files are used by no run.
        let orphan = String(repeating: "ab", count: 20)
        let note = try recording.git("cat-file", "blob", base + ":" + Self.notePath(history.commits[1]))
        let hostile = try remote.write(
            base: base, merging: nil,
            files: [
                NotesFile(
                    path: "facts/ab/" + orphan, content: Array("archhist-facts\t1\tswift\tscanner\nunused".utf8)),
                NotesFile(path: Self.notePath(history.commits[1]), content: Self.miscounted(note)),
            ], message: "orphan facts")
        try recording.git("push", "-q", "-f", "origin", "\(hostile):refs/notes/archhist")

        let reader = try history.clone(depth: 1)
        let pulled = CLIHarness(directory: reader.root).run("pull")
        #expect(pulled.exitCode == .ok, "\(pulled.stderr)")
        #expect(pulled.stderr.hasPrefix("warning: skipped the note of \(history.commits[1].prefix(12))"))
        let db = try Database.open(path: reader.root + "/.archhist/history.db")
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM runs") == 3)
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM blobs WHERE oid = ?", [orphan]) == 0)
        #expect(try db.fetchValue(Int.self, Self.unreferencedBlobs) == 0)
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM blobs") ?? 0 > 0)
    }

    @Test func merge_storesTheFactsOfTheRunsItWrites_noOther() throws {
        let history = try SharedHistory.make()
        let runner = try history.clone()
        let cli = CLIHarness(directory: runner.root)
        #expect(cli.run("backfill", "--db", "cache.db").exitCode == .ok)
        let cache = try Database.open(path: runner.root + "/cache.db")
        let orphan = String(repeating: "cd", count: 20)
        try cache.execute(
            "INSERT INTO blobs (oid, kind, scanner, facts) VALUES (?, 'swift', 'scanner', x'00')", [orphan])
        // The run of commits[1] is skipped: the facts only it uses stay out too.
        try cache.execute("UPDATE runs SET files = files + 1 WHERE commit_sha = ?", [history.commits[1]])
        let merged = cli.run("merge", "cache.db")
        #expect(merged.exitCode == .ok, "\(merged.stderr)")
        let db = try Database.open(path: runner.root + "/.archhist/history.db")
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM runs") == 3)
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM blobs WHERE oid = ?", [orphan]) == 0)
        #expect(try db.fetchValue(Int.self, Self.unreferencedBlobs) == 0)
    }

    /// The note with its run written twice.
    static func doubled(_ note: String) -> [UInt8] {
        let lines = note.split(separator: "\n").map(String.init)
        let run = lines.firstIndex { $0.hasPrefix("run\t") } ?? lines.endIndex
        return Array((lines + lines[run...]).joined(separator: "\n").utf8 + [UInt8(ascii: "\n")])
    }

    @Test func pullAndMerge_sayWhatTheyImported_whatWasHere_andWhatTheySkipped() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        let recorder = CLIHarness(directory: recording.root)
        #expect(recorder.run("backfill").exitCode == .ok)
        #expect(recorder.run("push").exitCode == .ok)
        let remote = GitNotesRemote(root: recording.root, remote: "origin")
        let base = try #require(try remote.fetch())
        let (spoiled, doubled) = (history.commits[1], history.commits[2])
        let hostile = try remote.write(
            base: base, merging: nil,
            files: [
                NotesFile(
                    path: Self.notePath(spoiled),
                    content: Self.miscounted(try recording.git("cat-file", "blob", base + ":" + Self.notePath(spoiled)))
                ),
                NotesFile(
                    path: Self.notePath(doubled),
                    content: Self.doubled(try recording.git("cat-file", "blob", base + ":" + Self.notePath(doubled)))),
            ], message: "one miscounted run, one run twice")
        try recording.git("push", "-q", "-f", "origin", "\(hostile):refs/notes/archhist")

        // The reader recorded HEAD itself: that run is here; the first commit's is not.
        let reader = try history.clone()
        let cli = CLIHarness(directory: reader.root)
        #expect(cli.run("record").exitCode == .ok)
        let pulled = cli.run("pull")
        #expect(pulled.stdout == "pulled from origin: imported 1 run, 1 already here, 2 skipped\n")
        let warnings = pulled.stderr.split(separator: "\n")
        #expect(warnings.count == 2, "\(pulled.stderr)")
        #expect(warnings.contains { $0.contains(String(doubled.prefix(12))) && $0.hasSuffix("twice") })
        #expect(warnings.contains { $0.contains(String(spoiled.prefix(12))) })
        #expect(cli.run("pull").stdout == "pulled from origin: imported 0 runs, 2 already here, 2 skipped\n")

        // Merging: into a new database, then the recorder's four runs, two of them there.
        let merged = cli.run("merge", ".archhist/history.db", "--db", "fresh.db")
        #expect(merged.stdout == "merged .archhist/history.db: imported 2 runs, 0 already here, 0 skipped\n")
        let again = cli.run("merge", recording.root + "/.archhist/history.db", "--db", "fresh.db")
        #expect(
            again.stdout
                == "merged \(recording.root)/.archhist/history.db: imported 2 runs, 2 already here, 0 skipped\n")
        let db = try Database.open(path: reader.root + "/fresh.db")
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM runs") == 4)
    }
}
