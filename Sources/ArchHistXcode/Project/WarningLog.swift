import ArchHistCore

/// The warnings of one reading. Some damage repeats for every file it touches (a
/// truncated table, absolute paths); those are said once, where first met.
struct WarningLog {
    private(set) var warnings: [ScanWarning] = []
    private var said: Set<String> = []

    mutating func warn(line: Int, _ message: String) {
        warnings.append(ScanWarning(line: line, message: message))
    }

    /// Warns unless a warning of the same `kind` was already given.
    mutating func warnOnce(_ kind: String, line: Int, _ message: String) {
        guard said.insert(kind).inserted else { return }
        warn(line: line, message)
    }

    /// A reference to an object the table lacks: a damaged or truncated file.
    mutating func missing(_ id: String, referencedOnLine line: Int) {
        warnOnce("missing", line: line, "object \(id) is missing from the file (further missing objects not reported)")
    }

    mutating func append(contentsOf more: [ScanWarning]) {
        warnings.append(contentsOf: more)
    }
}
