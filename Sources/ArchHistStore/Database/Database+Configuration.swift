extension Database {
    /// How a database file is opened.
    public enum OpenMode: Sendable {
        /// Reads only; every write fails with `.readOnly`. The file must exist.
        case readOnly
        /// Reads and writes an existing file; a missing file fails with `.cantOpen`.
        case readWrite
        /// Reads and writes, creating the file when it is missing.
        case create
    }

    /// Per-connection settings applied when the connection opens.
    public struct Configuration: Sendable {
        /// How long a statement waits for another connection's lock before failing with
        /// `.busy`. Writes take their lock up front (`BEGIN IMMEDIATE`), so this wait
        /// covers them entirely.
        public var busyTimeout: Duration = .seconds(5)
        /// Puts file databases in write-ahead-log mode (readers and one writer run
        /// concurrently). When the file system refuses, the connection keeps the journal
        /// mode it has; `Database.journalMode` tells which.
        public var prefersWAL = true

        public init(busyTimeout: Duration = .seconds(5), prefersWAL: Bool = true) {
            self.busyTimeout = busyTimeout
            self.prefersWAL = prefersWAL
        }

        var busyTimeoutMilliseconds: Int32 {
            let (seconds, attoseconds) = busyTimeout.components
            let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
            return Int32(clamping: max(0, milliseconds))
        }
    }
}
