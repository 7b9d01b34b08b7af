import ArchHistCore
import Testing

@testable import ArchHistStore

@Suite struct NotesCodecTests {
    private static let commit = Commit(
        sha: String(repeating: "a", count: 40), tree: String(repeating: "b", count: 40),
        parents: [String(repeating: "c", count: 40), String(repeating: "d", count: 40)], authorTime: 1_700_000_000,
        commitTime: 1_700_000_060, subject: "Merge\tbranch \\ with\nnewline")

    private static let run = NoteRun(
        analyzerVersion: "0.2.1", specDigest: String(repeating: "e", count: 40),
        specSource: "archhist.json (extends preset clean)", recordedAt: 1_795_953_600,
        manifests: #"[["Package.swift","0123456789abcdef0123456789abcdef01234567"]]"#, notes: #"["a note"]"#,
        counts: Array(1...15), fileSet: String(repeating: "1", count: 40), edgeSet: String(repeating: "2", count: 40),
        violationSet: String(repeating: "3", count: 40))

    @Test func test_note_roundTripsEveryFieldOfItsRuns() throws {
        var second = Self.run
        second.specDigest = String(repeating: "f", count: 40)
        second.notes = "[]"
        let note = NoteCommit(commit: Self.commit, runs: [Self.run, second])
        let bytes = NotesCodec.encode(note)
        #expect(try NotesCodec.decodeNote(bytes, commit: Self.commit.sha) == note)
        #expect(throws: NotesFormatError.self) {
            try NotesCodec.decodeNote(bytes, commit: String(repeating: "9", count: 40))
        }
    }

    @Test func test_note_keepsItsCommitsRenamesAndTellsNoneFromUnknown() throws {
        let moved = NoteCommit(
            commit: Self.commit, runs: [Self.run],
            renames: ["Sources/A b/Old.swift": "Sources/New\tname.swift", "B.swift": "Sources/B.swift"])
        let bytes = NotesCodec.encode(moved)
        #expect(try NotesCodec.decodeNote(bytes, commit: Self.commit.sha) == moved)
        #expect(
            String(decoding: bytes, as: UTF8.self).contains(
                "\nrenames\tB.swift\tSources/B.swift\tSources/A b/Old.swift\tSources/New\\tname.swift\n"))
        let none = NoteCommit(commit: Self.commit, runs: [Self.run], renames: [:])
        #expect(try NotesCodec.decodeNote(NotesCodec.encode(none), commit: Self.commit.sha).renames == [:])
        let unknown = NoteCommit(commit: Self.commit, runs: [Self.run])
        #expect(try NotesCodec.decodeNote(NotesCodec.encode(unknown), commit: Self.commit.sha).renames == nil)
        // Odd fields cannot be pairs.
        var odd = Array("archhist-note\t2\ncommit\t\(Self.commit.sha)\t\(Self.commit.tree)\t1\t2\n".utf8)
        odd += Array("renames\tA.swift\n".utf8)
        #expect(throws: NotesFormatError.self) { try NotesCodec.decodeNote(odd, commit: Self.commit.sha) }
    }

    /// What archhist wrote before notes carried renames reads as a note whose
    /// renames nobody computed.
    @Test func test_aNoteOfVersionOne_stillReads() throws {
        let note = NoteCommit(commit: Self.commit, runs: [Self.run])
        var text = String(decoding: NotesCodec.encode(note), as: UTF8.self)
        #expect(text.hasPrefix("archhist-note\t2\n"))
        text = "archhist-note\t1\n" + text.dropFirst("archhist-note\t2\n".count)
        #expect(try NotesCodec.decodeNote(Array(text.utf8), commit: Self.commit.sha) == note)
    }

    @Test func test_chunks_roundTripAbsentValuesAndAreTheSameObjectInAnyRowOrder() throws {
        let files = [
            NoteFileRow(
                path: "Sources/A b/Ä.swift", blob: String(repeating: "4", count: 40), module: "A", layer: nil,
                domain: "", isTest: false,
                resolution: NoteResolution(
                    local: 1, ambiguous: 0, unresolved: 2, targets: [.init(reference: 3, path: "Sources/B.swift")])),
            NoteFileRow(
                path: "Sources/B.swift", blob: String(repeating: "5", count: 40), module: "B", layer: "Domain",
                domain: "Booking", isTest: true, resolution: nil),
        ]
        let chunk = NoteChunk.files(files)
        let decoded = try NotesCodec.decodeChunk(NotesCodec.encode(chunk))
        guard case .files(let rows) = decoded else {
            Issue.record("not a files chunk")
            return
        }
        #expect(Set(rows) == Set(files))
        #expect(NotesCodec.encode(chunk) == NotesCodec.encode(.files(files.reversed())))

        let violations = NoteChunk.violations([
            NoteViolationRow(
                fingerprint: "f1", rule: "wall", severity: "error", path: "A.swift", line: nil, target: "Repo",
                message: "uses Repo.\tMove it.", waived: "until\\later")
        ])
        #expect(try NotesCodec.decodeChunk(NotesCodec.encode(violations)) == violations)
        let edges = NoteChunk.edges([
            NoteEdgeRow(level: "layer", from: "UI", to: "Repo", count: 3, path: "A.swift", line: 7, target: "Repo")
        ])
        #expect(try NotesCodec.decodeChunk(NotesCodec.encode(edges)) == edges)
    }

    @Test func test_objectsOfANewerFormatOrDamagedAreRefusedWithTheReason() throws {
        let newer = Array("archhist-note\t3\n".utf8)
        #expect {
            try NotesCodec.decodeNote(newer, commit: Self.commit.sha)
        } throws: { error in
            "\(error)".contains("written by a newer archhist")
        }
        #expect(throws: NotesFormatError.self) {
            try NotesCodec.decodeChunk(Array("archhist-chunk\t1\tfiles\nonly a path\n".utf8))
        }
        #expect(throws: NotesFormatError.self) {
            try NotesCodec.decodeChunk(Array("archhist-chunk\t1\tsomething\n".utf8))
        }
        #expect(throws: NotesFormatError.self) {
            try NotesCodec.decodeSet(Array("archhist-set\t1\tfiles\nnot-an-oid\n".utf8))
        }
        var truncated = NotesCodec.encode(NoteCommit(commit: Self.commit, runs: [Self.run]))
        truncated.removeLast(50)
        #expect(throws: NotesFormatError.self) { try NotesCodec.decodeNote(truncated, commit: Self.commit.sha) }
    }

    @Test func test_facts_keepTheirBytesKindAndScanner() throws {
        let inline = FactsCodec.encode(FileFacts(imports: [ImportFact(module: "Foundation", line: 1)], lineCount: 10))
        let facts = NoteFacts(kind: "swift", scanner: "scanner-5", facts: inline)
        #expect(try NotesCodec.decodeFacts(NotesCodec.encode(facts)) == facts)
        #expect(NotesCodec.objectID(of: Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
        #expect(
            NotesCodec.commit(ofNotePath: "ab/" + String(repeating: "c", count: 38)) == "ab"
                + String(repeating: "c", count: 38))
        #expect(NotesCodec.commit(ofNotePath: "chunks/ab/" + String(repeating: "c", count: 38)) == nil)
    }

    /// Notes carry strings inline: a table of ids would name another database's rows,
    /// and a table cut short cannot be read.
    @Test func factsWhoseStringsAreNotInlineAreRefused() throws {
        let inline = FactsCodec.encode(FileFacts(imports: [ImportFact(module: "Foundation", line: 1)], lineCount: 10))
        let shared = try SharedStrings.share(inline) { _ in 1 }
        for body in [shared, Array(inline.prefix(4)), []] {
            let note = NotesCodec.encode(NoteFacts(kind: "swift", scanner: "scanner-5", facts: body))
            #expect(throws: NotesFormatError.self) { try NotesCodec.decodeFacts(note) }
        }
    }
}
