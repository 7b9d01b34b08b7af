import ArchHistCore

/// A file's resolution as `file_entries.resolution` holds it: the counts, then each
/// resolved reference as its position among the file's references (the gap since
/// the one before) and the id of the path of the file it resolved to. Path ids,
/// not positions in the tree, so that a file whose references resolve as before
/// keeps the same bytes when files elsewhere come and go: its chunk is shared.
///
/// `version, local, ambiguous, unresolved, count, (gap, path id)*`, unsigned
/// LEB128 varints. A row written by another layout is not used, never misread.
enum ResolutionCodec {
    static let version: UInt8 = 1

    /// A resolution with its targets named by path id.
    typealias Stored = StoredResolution<Int64>

    static func encode(_ resolution: Stored) -> [UInt8] {
        var out = ByteWriter()
        out.byte(version)
        out.varint(resolution.local)
        out.varint(resolution.ambiguous)
        out.varint(resolution.unresolved)
        out.varint(resolution.targets.count)
        var next = 0
        for target in resolution.targets {
            out.varint(target.reference - next)
            out.varint(Int(target.path))
            next = target.reference + 1
        }
        return out.bytes
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ByteReader.Damaged) -> Stored {
        var reader = ByteReader(bytes)
        guard try reader.byte() == version else { throw ByteReader.Damaged() }
        let local = try reader.varint()
        let ambiguous = try reader.varint()
        let unresolved = try reader.varint()
        // Each target takes at least two bytes.
        let count = try reader.count()
        var targets: [Stored.Target] = []
        targets.reserveCapacity(count)
        var next = 0
        for _ in 0..<count {
            let (reference, overflow) = next.addingReportingOverflow(try reader.varint())
            guard !overflow else { throw ByteReader.Damaged() }
            targets.append(Stored.Target(reference: reference, path: Int64(try reader.varint())))
            next = reference + 1
        }
        guard reader.isAtEnd else { throw ByteReader.Damaged() }
        return Stored(local: local, ambiguous: ambiguous, unresolved: unresolved, targets: targets)
    }
}

/// How a file's references resolved: the counts, then each resolved reference's
/// position among the file's references and the file it resolved to, named by path id
/// in the database and by path in notes.
struct StoredResolution<Path: Sendable & Hashable>: Sendable, Hashable {
    struct Target: Sendable, Hashable {
        var reference: Int
        var path: Path
    }

    var local: Int
    var ambiguous: Int
    var unresolved: Int
    var targets: [Target]

    /// The same resolution with each target's file named another way.
    func mapPaths<Other>(_ name: (Path) throws -> Other) rethrows -> StoredResolution<Other> {
        StoredResolution<Other>(
            local: local, ambiguous: ambiguous, unresolved: unresolved,
            targets: try targets.map { .init(reference: $0.reference, path: try name($0.path)) })
    }
}
