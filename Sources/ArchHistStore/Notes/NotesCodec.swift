import ArchHistCore
import ArchHistSupport

/// The objects of the notes ref, as bytes and back (`Schema/notes.md`): a note per
/// recorded commit, the sets and chunks its runs point to, the specs and the facts
/// of blobs. Everything read is checked here, at the boundary, into typed values.
enum NotesCodec {
    /// The format of sets, chunks and facts; one of a higher version is refused, not
    /// misread. Kept at 1 while they are unchanged, so equal objects keep their names.
    static let version = 1
    /// The format of notes: 2 added the commit's renames (a note of version 1, without
    /// them, still reads).
    static let noteVersion = 2

    /// The git blob id of `content`: what names a set or a chunk in the tree.
    static func objectID(of content: [UInt8]) -> String {
        var sha = SHA1()
        sha.update(Array("blob \(content.count)\0".utf8))
        sha.update(content)
        return SHA1.hexString(sha.finalize())
    }

    // MARK: - Tree paths

    /// `ab/cdef…`, as `git notes` fans out a large notes tree: a push then rewrites one
    /// small folder and the root, not a tree of every recorded commit, so the ref's
    /// history stays small.
    static func notePath(_ commit: String) -> String { commit.prefix(2) + "/" + commit.dropFirst(2) }
    /// Where a note of `commit` may be, without listing the tree: `ab/cdef…` as
    /// archhist and `git notes` write it, and the flat `abcdef…` of a small notes tree.
    static func notePaths(_ commit: String) -> [String] { [notePath(commit), commit] }
    static func specPath(_ digest: String) -> String { "specs/" + digest }
    static func setPath(_ oid: String) -> String { "sets/" + oid.prefix(2) + "/" + oid }
    static func chunkPath(_ oid: String) -> String { "chunks/" + oid.prefix(2) + "/" + oid }
    static func factsPath(_ blob: String) -> String { "facts/" + blob.prefix(2) + "/" + blob }

    /// The commit a tree path is the note of: 40 hex digits, with or without the
    /// fan-out folders `git notes` makes (`ab/cdef…`); nil for any other file.
    static func commit(ofNotePath path: String) -> String? {
        var hex = ""
        hex.reserveCapacity(40)
        for character in path where character != "/" {
            guard character.isHexDigit else { return nil }
            hex.append(character)
        }
        return hex.count == 40 ? hex.lowercased() : nil
    }

    // MARK: - Notes

    static func encode(_ note: NoteCommit) -> [UInt8] {
        var out: [UInt8] = []
        NoteText.line(["archhist-note", String(noteVersion)], into: &out)
        let commit = note.commit
        NoteText.line(
            ["commit", commit.sha, commit.tree, String(commit.authorTime), String(commit.commitTime)]
                + commit.parents, into: &out)
        NoteText.line(["subject", commit.subject], into: &out)
        if let renames = note.renames {
            NoteText.line(["renames"] + renames.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }, into: &out)
        }
        for run in note.runs {
            NoteText.line(["run", run.analyzerVersion, run.specDigest, String(run.recordedAt)], into: &out)
            NoteText.line(["source", run.specSource], into: &out)
            NoteText.line(["manifests", run.manifests], into: &out)
            NoteText.line(["notes", run.notes], into: &out)
            NoteText.line(["counts"] + run.counts.map(String.init), into: &out)
            NoteText.line(["sets", run.fileSet, run.edgeSet, run.violationSet], into: &out)
        }
        return out
    }

    static func decodeNote(_ bytes: [UInt8], commit expected: String) throws(NotesFormatError) -> NoteCommit {
        let lines = try NoteText.lines(bytes[...])
        try header(lines.first, "archhist-note", upTo: noteVersion)
        var commit: Commit?
        var renames: [String: String]?
        var runs: [NoteRun] = []
        var run: NoteRun?
        for fields in lines.dropFirst() {
            guard let key = fields.first ?? nil else { throw NotesFormatError("a line without a key") }
            let values = Array(fields.dropFirst())
            switch key {
            case "commit":
                guard values.count >= 4, let sha = values[0], GitHex.isObjectID(sha), sha == expected,
                    let tree = values[1], let author = int(values[2]), let committer = int(values[3])
                else { throw NotesFormatError("its commit line does not name commit \(expected)") }
                let parents = try values.dropFirst(4).map { value throws(NotesFormatError) in
                    guard let value, GitHex.isObjectID(value) else { throw NotesFormatError("a parent is no sha") }
                    return value
                }
                commit = Commit(
                    sha: sha, tree: tree, parents: parents, authorTime: author, commitTime: committer, subject: "")
            case "subject":
                guard commit != nil, values.count == 1, let subject = values[0] else {
                    throw NotesFormatError("a subject without its commit")
                }
                commit?.subject = subject
            case "renames":
                guard commit != nil, run == nil, renames == nil, values.count % 2 == 0 else {
                    throw NotesFormatError(
                        "a renames line is not `renames [<old path> <new path>]…` after the commit")
                }
                var pairs: [String: String] = [:]
                for index in stride(from: 0, to: values.count, by: 2) {
                    guard let old = values[index], let new = values[index + 1], pairs[old] == nil else {
                        throw NotesFormatError("a renames line names an absent path or one path twice")
                    }
                    pairs[old] = new
                }
                renames = pairs
            case "run":
                if let run { runs.append(run) }
                guard values.count == 3, let version = values[0], let digest = values[1],
                    GitHex.isObjectID(digest), let recorded = int(values[2])
                else { throw NotesFormatError("a run line is not `run <version> <spec digest> <recorded at>`") }
                run = NoteRun(
                    analyzerVersion: version, specDigest: digest, specSource: "", recordedAt: recorded,
                    manifests: "[]", notes: "[]", counts: [], fileSet: "", edgeSet: "", violationSet: "")
            case "source", "manifests", "notes":
                guard run != nil, values.count == 1, let value = values[0] else {
                    throw NotesFormatError("a \(key) line outside a run")
                }
                if key == "source" { run?.specSource = value }
                if key == "manifests" { run?.manifests = value }
                if key == "notes" { run?.notes = value }
            case "counts":
                let counts = values.compactMap(int)
                guard run != nil, counts.count == NoteRun.countColumns.count, counts.count == values.count else {
                    throw NotesFormatError("a counts line does not hold \(NoteRun.countColumns.count) numbers")
                }
                run?.counts = counts
            case "sets":
                guard run != nil, values.count == 3, values.allSatisfy({ $0.map(GitHex.isObjectID) ?? false }) else {
                    throw NotesFormatError("a sets line does not name three objects")
                }
                run?.fileSet = values[0]!
                run?.edgeSet = values[1]!
                run?.violationSet = values[2]!
            default:
                throw NotesFormatError("unknown line `\(key)`")
            }
        }
        if let run { runs.append(run) }
        guard let commit else { throw NotesFormatError("no commit line") }
        for run in runs where run.counts.isEmpty || run.fileSet.isEmpty {
            throw NotesFormatError("run \(run.specDigest.prefix(8)) lacks its counts or sets")
        }
        return NoteCommit(commit: commit, runs: runs, renames: renames)
    }

    // MARK: - Sets

    static func encodeSet(kind: NoteChunkKind, chunks: [String]) -> [UInt8] {
        var out: [UInt8] = []
        NoteText.line(["archhist-set", String(version), kind.rawValue], into: &out)
        for chunk in chunks.sorted() { NoteText.line([chunk], into: &out) }
        return out
    }

    static func decodeSet(_ bytes: [UInt8]) throws(NotesFormatError) -> (kind: NoteChunkKind, chunks: [String]) {
        let lines = try NoteText.lines(bytes[...])
        let kind = try header(lines.first, "archhist-set")
        let chunks = try lines.dropFirst().map { fields throws(NotesFormatError) in
            guard fields.count == 1, let oid = fields[0], GitHex.isObjectID(oid) else {
                throw NotesFormatError("a set's line is not an object id")
            }
            return oid
        }
        return (kind, chunks)
    }

    // MARK: - Chunks

    /// Rows are written sorted by their lines' bytes, so that equal chunks are equal
    /// objects whichever database wrote them.
    static func encode(_ chunk: NoteChunk) -> [UInt8] {
        var out: [UInt8] = []
        NoteText.line(["archhist-chunk", String(version), chunk.kind.rawValue], into: &out)
        var lines: [[UInt8]] = []
        func add(_ fields: [String?]) {
            var line: [UInt8] = []
            NoteText.line(fields, into: &line)
            lines.append(line)
        }
        switch chunk {
        case .files(let rows):
            for row in rows {
                var fields: [String?] = [row.path, row.blob, row.module, row.layer, row.domain, row.isTest ? "1" : "0"]
                if let resolution = row.resolution {
                    fields += [String(resolution.local), String(resolution.ambiguous), String(resolution.unresolved)]
                    for target in resolution.targets {
                        fields += [String(target.reference), target.path]
                    }
                }
                add(fields)
            }
        case .edges(let rows):
            for row in rows {
                add([row.level, row.from, row.to, String(row.count), row.path, String(row.line), row.target])
            }
        case .violations(let rows):
            for row in rows {
                add([
                    row.fingerprint, row.rule, row.severity, row.path, row.line.map(String.init), row.target,
                    row.message, row.waived,
                ])
            }
        }
        for line in lines.sorted(by: { $0.lexicographicallyPrecedes($1) }) { out.append(contentsOf: line) }
        return out
    }

    static func decodeChunk(_ bytes: [UInt8]) throws(NotesFormatError) -> NoteChunk {
        let lines = try NoteText.lines(bytes[...])
        switch try header(lines.first, "archhist-chunk") {
        case .files: return .files(try lines.dropFirst().map(fileRow))
        case .edges: return .edges(try lines.dropFirst().map(edgeRow))
        case .violations: return .violations(try lines.dropFirst().map(violationRow))
        }
    }

    private static func fileRow(_ fields: [String?]) throws(NotesFormatError) -> NoteFileRow {
        guard fields.count >= 6, let path = fields[0], let blob = fields[1], GitHex.isObjectID(blob),
            let module = fields[2], let test = fields[5], test == "0" || test == "1"
        else { throw NotesFormatError("a file row is not `path blob module layer domain test …`") }
        var row = NoteFileRow(
            path: path, blob: blob, module: module, layer: fields[3], domain: fields[4], isTest: test == "1")
        if fields.count > 6 {
            guard fields.count >= 9, (fields.count - 9) % 2 == 0, let local = int(fields[6]),
                let ambiguous = int(fields[7]), let unresolved = int(fields[8])
            else { throw NotesFormatError("a file row's resolution is incomplete") }
            var targets: [NoteResolution.Target] = []
            var index = 9
            while index < fields.count {
                guard let reference = int(fields[index]), let target = fields[index + 1] else {
                    throw NotesFormatError("a file row's resolved reference is not `position path`")
                }
                targets.append(.init(reference: Int(reference), path: target))
                index += 2
            }
            row.resolution = NoteResolution(
                local: Int(local), ambiguous: Int(ambiguous), unresolved: Int(unresolved), targets: targets)
        }
        return row
    }

    private static func edgeRow(_ fields: [String?]) throws(NotesFormatError) -> NoteEdgeRow {
        guard fields.count == 7, let level = fields[0], ["module", "layer", "domain"].contains(level),
            let from = fields[1], let to = fields[2], let count = int(fields[3]), let path = fields[4],
            let line = int(fields[5]), let target = fields[6]
        else { throw NotesFormatError("an edge row is not `level from to count path line target`") }
        return NoteEdgeRow(level: level, from: from, to: to, count: count, path: path, line: line, target: target)
    }

    private static func violationRow(_ fields: [String?]) throws(NotesFormatError) -> NoteViolationRow {
        guard fields.count == 8, let fingerprint = fields[0], let rule = fields[1], let severity = fields[2],
            ["error", "warning", "info"].contains(severity), let path = fields[3],
            fields[4] == nil || int(fields[4]) != nil,
            let target = fields[5], let message = fields[6]
        else {
            throw NotesFormatError("a violation row is not `fingerprint rule severity path line target message waived`")
        }
        return NoteViolationRow(
            fingerprint: fingerprint, rule: rule, severity: severity, path: path, line: int(fields[4]),
            target: target, message: message, waived: fields[7])
    }

    // MARK: - Facts

    static func encode(_ facts: NoteFacts) -> [UInt8] {
        var out: [UInt8] = []
        NoteText.line(["archhist-facts", String(version), facts.kind, facts.scanner], into: &out)
        out.append(contentsOf: facts.facts)
        return out
    }

    static func decodeFacts(_ bytes: [UInt8]) throws(NotesFormatError) -> NoteFacts {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
            throw NotesFormatError("facts without their header line")
        }
        let lines = try NoteText.lines(bytes[...newline])
        guard let fields = lines.first, fields.count == 4, fields[0] == "archhist-facts",
            let version = int(fields[1]), let kind = fields[2], ["swift", "manifest"].contains(kind),
            let scanner = fields[3]
        else { throw NotesFormatError("facts whose header is not `archhist-facts <version> <kind> <scanner>`") }
        guard version <= Self.version else { throw NotesFormatError.newer("facts", Int(version)) }
        let facts = Array(bytes[(newline + 1)...])
        // Notes carry each blob's strings inline; ids would name rows of another database.
        guard SharedStrings.isInline(facts) else { throw NotesFormatError("facts whose string table cannot be read") }
        return NoteFacts(kind: kind, scanner: scanner, facts: facts)
    }

    // MARK: - Helpers

    /// Checks a header line (`<name> <version>`, then the kind for sets and chunks);
    /// returns the kind when it has one.
    @discardableResult
    private static func header(
        _ fields: [String?]?, _ name: String, upTo known: Int = version
    ) throws(NotesFormatError) -> NoteChunkKind {
        guard let fields, fields.count >= 2, fields[0] == name, let version = int(fields[1]) else {
            throw NotesFormatError("it does not begin with `\(name) <version>`")
        }
        guard version <= known else { throw NotesFormatError.newer(name, Int(version), known: known) }
        guard fields.count == 3 else { return .files }
        guard let kind = fields[2].flatMap(NoteChunkKind.init(rawValue:)) else {
            throw NotesFormatError("unknown kind \(fields[2] ?? "-")")
        }
        return kind
    }

    private static func int(_ text: String?) -> Int64? {
        text.flatMap { Int64($0) }
    }
}

extension NotesFormatError {
    static func newer(_ what: String, _ version: Int, known: Int = NotesCodec.version) -> NotesFormatError {
        NotesFormatError(
            "\(what) of format \(version), written by a newer archhist (this one reads up to \(known)): "
                + "upgrade archhist")
    }
}

/// Object ids as git writes them.
enum GitHex {
    static func isObjectID(_ text: String) -> Bool {
        text.utf8.count == 40 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
