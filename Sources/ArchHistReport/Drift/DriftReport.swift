import ArchHistCore

/// The drift between two commits and how each side was obtained.
public struct DriftReport: Sendable {
    /// How each side of the comparison was obtained, for the header.
    public struct Sides: Sendable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    public var drift: Drift
    public var sides: Sides
    /// Where the files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(drift: Drift, sides: Sides, locations: FileLocations? = nil) {
        self.drift = drift
        self.sides = sides
        self.locations = locations
    }
}
