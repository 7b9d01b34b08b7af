import ArchHistCore

/// The sketches of blobs' lines in the notes ref (`Schema/notes.md`): one small object
/// per blob, `sketches/ab/<blob>`, beside its facts. Apart from the facts, so that
/// notes written before them still read (their blobs have none), archhist versions
/// that know nothing of them still read these notes (they read no path they do not
/// know), and a push completes what an older one left without.
enum NoteSketches {
    static let version = 1
    /// The most bytes a sketch object can hold: its header, a count of lines of at
    /// most 13 digits, 64 hashes of 8 hex digits with their tabs. A larger object is
    /// refused without being read.
    static let maxBytes = 20 + 14 + 9 * LineSketch.capacity

    static func path(_ blob: String) -> String { "sketches/" + blob.prefix(2) + "/" + blob }

    /// `archhist-sketch 1`, then the count of lines and each hash in 8 lower-case hex
    /// digits, ascending, on one line.
    static func encode(_ sketch: LineSketch) -> [UInt8] {
        var out: [UInt8] = []
        NoteText.line(["archhist-sketch", String(version)], into: &out)
        NoteText.line([String(sketch.lines)] + sketch.hashes.map(hex), into: &out)
        return out
    }

    static func decode(_ bytes: [UInt8]) throws(NotesFormatError) -> LineSketch {
        guard bytes.count <= maxBytes else {
            throw NotesFormatError("a sketch of \(bytes.count) bytes, more than one can hold (\(maxBytes))")
        }
        let lines = try NoteText.lines(bytes[...])
        guard let header = lines.first, header.count == 2, header[0] == "archhist-sketch",
            let version = header[1].flatMap({ Int($0) })
        else { throw NotesFormatError("it does not begin with `archhist-sketch <version>`") }
        guard version <= Self.version else {
            throw NotesFormatError.newer("a sketch", version, known: Self.version)
        }
        guard lines.count == 2, let first = lines[1].first, let text = first,
            text.utf8.allSatisfy({ (48...57).contains($0) }), let count = Int(text)
        else { throw NotesFormatError("a sketch is not `<lines> <hash>…` on one line after its header") }
        let fields = lines[1]
        var hashes: [UInt32] = []
        for field in fields.dropFirst() {
            guard let field, field.utf8.count == 8, field.utf8.allSatisfy(isLowerHex),
                let hash = UInt32(field, radix: 16)
            else { throw NotesFormatError("a sketch's hash is not 8 lower-case hex digits") }
            hashes.append(hash)
        }
        guard let sketch = LineSketch(lines: count, hashes: hashes) else {
            throw NotesFormatError(
                "a sketch's hashes are not ascending, more than \(LineSketch.capacity) or more than its lines")
        }
        return sketch
    }

    private static func isLowerHex(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (97...102).contains(byte)
    }

    private static func hex(_ hash: UInt32) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// The tree files a push adds: the sketch of each blob the exported runs use that
    /// the remote lacks and this database keeps.
    static func outgoing(from exporter: NotesExporter, listing: [String: String]) throws -> [NotesFile] {
        let missing = exporter.blobs.filter { listing[path($0)] == nil }
        return try exporter.sketches(of: missing).sorted { $0.key < $1.key }.map { blob, sketch in
            NotesFile(path: path(blob), content: encode(sketch))
        }
    }

    /// Reads the sketches of these blobs (those of the runs a pull wrote) that the
    /// notes hold and the database lacks, within the pull's limits, and keeps them.
    /// A sketch that cannot be read is left out with why; its blob's runs were written
    /// all the same, their moves with edits then unknown where git lacks the objects.
    static func pull(
        _ blobs: Set<String>, listing: [String: String], from notes: BoundedNotes, into importer: NotesImporter
    ) throws -> [DamagedObject] {
        let wanted = try importer.blobsWithoutSketch(blobs).sorted().compactMap { blob in
            listing[path(blob)].map { (blob: blob, path: path(blob), oid: $0) }
        }
        if wanted.isEmpty { return [] }
        var damaged: [DamagedObject] = []
        var readable: [(blob: String, path: String, oid: String)] = []
        for (entry, size) in zip(wanted, try notes.sizes(of: wanted.map { ($0.path, $0.oid) })) {
            if size > maxBytes {
                damaged.append(
                    DamagedObject(
                        path: entry.path, reason: "it is \(size) bytes, more than a sketch can hold (\(maxBytes))",
                        runs: 0))
            } else {
                readable.append(entry)
            }
        }
        for (entry, content) in zip(readable, try notes.read(readable.map { ($0.path, $0.oid) })) {
            let sketch: LineSketch
            do throws(NotesFormatError) {
                sketch = try decode(content)
            } catch {
                damaged.append(DamagedObject(path: entry.path, reason: error.description, runs: 0))
                continue
            }
            try importer.add(sketch: sketch, of: entry.blob)
        }
        return damaged
    }
}

extension NotesExporter {
    /// The sketches the database keeps of these blobs, by blob.
    func sketches(of blobs: some Sequence<String>) throws -> [String: LineSketch] {
        var sketches: [String: LineSketch] = [:]
        for blob in blobs {
            try db.forEachRow("SELECT sketch FROM blobs WHERE oid = ? AND sketch IS NOT NULL", [blob]) { row in
                if let sketch = SketchCodec.decode(row.blob(0)) { sketches[blob] = sketch }
            }
        }
        return sketches
    }
}

extension NotesImporter {
    /// Of these blobs, those the database has without a sketch.
    func blobsWithoutSketch(_ blobs: some Sequence<String>) throws -> Set<String> {
        var lacking = Set<String>()
        for blob in blobs
        where try db.fetchValue(Int64.self, "SELECT id FROM blobs WHERE oid = ? AND sketch IS NULL", [blob]) != nil {
            lacking.insert(blob)
        }
        return lacking
    }

    /// A blob's sketch, where the database has the blob without one.
    func add(sketch: LineSketch, of blob: String) throws {
        try db.execute(
            "UPDATE blobs SET sketch = ? WHERE oid = ? AND sketch IS NULL", [SketchCodec.encode(sketch), blob])
    }
}
