import ArchHistCore

/// `blobs.sketch` as bytes and back (`Schema/README.md`, "A file's sketch"): a
/// version byte, the count of lines as a LEB128 varint, then each hash in 4 bytes,
/// big-endian.
enum SketchCodec {
    static let version: UInt8 = 1
    /// The longest encoding: the version, a varint of at most 6 bytes, the hashes.
    static let maxBytes = 1 + 6 + 4 * LineSketch.capacity

    static func encode(_ sketch: LineSketch) -> [UInt8] {
        var out: [UInt8] = [version]
        var lines = sketch.lines
        repeat {
            let low = UInt8(lines & 0x7f)
            lines >>= 7
            out.append(lines == 0 ? low : low | 0x80)
        } while lines != 0
        for hash in sketch.hashes {
            out += [
                UInt8(hash >> 24), UInt8(truncatingIfNeeded: hash >> 16), UInt8(truncatingIfNeeded: hash >> 8),
                UInt8(truncatingIfNeeded: hash),
            ]
        }
        return out
    }

    /// The sketch these bytes hold; nil for anything a sketch cannot be (another
    /// version, a cut or overlong encoding, hashes out of order).
    static func decode(_ bytes: some Collection<UInt8>) -> LineSketch? {
        guard bytes.count <= maxBytes, let first = bytes.first, first == version else { return nil }
        var rest = bytes.dropFirst()
        var lines = 0
        var shift = 0
        while true {
            guard let byte = rest.first, shift <= 42 else { return nil }
            rest = rest.dropFirst()
            lines |= Int(byte & 0x7f) << shift
            shift += 7
            if byte & 0x80 == 0 { break }
        }
        guard rest.count % 4 == 0 else { return nil }
        var hashes: [UInt32] = []
        hashes.reserveCapacity(rest.count / 4)
        while !rest.isEmpty {
            hashes.append(rest.prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            rest = rest.dropFirst(4)
        }
        return LineSketch(lines: lines, hashes: hashes)
    }
}
