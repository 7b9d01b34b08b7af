import ArchHistSupport

/// What rename detection needs of a file's content, in a few hundred bytes: how many
/// lines it has, and the smallest hashes of its lines (a bottom-k sketch). Two
/// sketches estimate the share of lines two files have in common without either
/// file's content, so that a clone without a commit's objects still tells a file
/// moved and edited from one removed and another added (`SimilarMoves`).
///
/// Lines are normalised: leading and trailing spaces, tabs and carriage returns are
/// dropped, and so are empty lines. Each occurrence of a line counts (a line twice is
/// two elements), as git counts content. Hashes are FNV-1a, stored: they never change.
public struct LineSketch: Sendable, Hashable {
    /// The most hashes a sketch keeps: 64 four-byte hashes, 256 bytes. The estimate's
    /// error is about ±0.06 on a pair of files with nine lines in ten in common (far
    /// from git's 50%); a file of at most 64 lines keeps every hash and is exact.
    public static let capacity = 64
    /// The most lines a sketch may say its file has: far above any source file.
    public static let maxLines = 1 << 40

    /// The file's normalised, non-empty lines.
    public let lines: Int
    /// The smallest distinct hashes of its lines, ascending: all of them when it has
    /// at most `capacity`.
    public let hashes: [UInt32]

    /// The sketch of a file's content.
    public init(content: [UInt8]) {
        var occurrences: [UInt64: UInt64] = [:]
        var elements: [UInt32] = []
        var lineHash = FNV1a.offset64
        var pending: [UInt8] = []  // spaces and tabs inside a line, kept once a later byte follows
        var started = false
        func endLine() {
            if started {
                let seen = occurrences[lineHash, default: 0]
                occurrences[lineHash] = seen + 1
                elements.append(Self.element(line: lineHash, occurrence: seen))
            }
            lineHash = FNV1a.offset64
            pending.removeAll(keepingCapacity: true)
            started = false
        }
        for byte in content {
            switch byte {
            case UInt8(ascii: "\n"): endLine()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): if started { pending.append(byte) }
            default:
                if !pending.isEmpty {
                    lineHash = FNV1a.hash64(pending, from: lineHash)
                    pending.removeAll(keepingCapacity: true)
                }
                lineHash = (lineHash ^ UInt64(byte)) &* FNV1a.prime64
                started = true
            }
        }
        endLine()
        lines = elements.count
        elements.sort()
        var smallest: [UInt32] = []
        smallest.reserveCapacity(Self.capacity)
        for element in elements where smallest.last != element {
            smallest.append(element)
            if smallest.count == Self.capacity { break }
        }
        hashes = smallest
    }

    /// A sketch read back (from the database or the notes); nil unless it is one a
    /// file can have: at most `capacity` hashes, strictly ascending, no more than its
    /// lines.
    public init?(lines: Int, hashes: [UInt32]) {
        guard (0...Self.maxLines).contains(lines), hashes.count <= min(lines, Self.capacity),
            zip(hashes, hashes.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        self.lines = lines
        self.hashes = hashes
    }

    /// The share of content the two files have in common as git's rename detection
    /// measures it (`-M`): the lines common to both (each as often as it occurs in
    /// both) over the lines of the larger file; from 0 to 1.
    ///
    /// The smallest `capacity` hashes of both sketches together are a sample of all
    /// their lines; the share of the sample found in both estimates the lines in
    /// common over the lines in either (`j`), and lines in common are then
    /// `j × (a + b) / (1 + j)`.
    public func similarity(to other: LineSketch) -> Double {
        guard lines > 0, other.lines > 0 else { return 0 }
        let (mine, theirs) = (hashes, other.hashes)
        var (i, j) = (0, 0)
        var sampled = 0
        var shared = 0
        // A merge of the two ascending lists, up to `capacity` values of their union.
        while sampled < Self.capacity, i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i] < theirs[j]) {
                i += 1
            } else if i == mine.count || theirs[j] < mine[i] {
                j += 1
            } else {
                shared += 1
                i += 1
                j += 1
            }
            sampled += 1
        }
        guard sampled > 0 else { return 0 }
        // j × (a + b) / (1 + j) with j = shared / sampled, in one division: exact for
        // files whose sketches hold every line, as git's integers are.
        let common = Double(shared * (lines + other.lines)) / Double(sampled + shared)
        return min(common, Double(min(lines, other.lines))) / Double(max(lines, other.lines))
    }

    /// The element of a line's `occurrence`-th copy: both mixed (SplitMix64's finaliser),
    /// so that copies of a line are as unrelated as different lines.
    private static func element(line: UInt64, occurrence: UInt64) -> UInt32 {
        var mixed = line &+ occurrence &* 0x9e37_79b9_7f4a_7c15
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        mixed ^= mixed >> 31
        return UInt32(truncatingIfNeeded: mixed >> 32)
    }
}
