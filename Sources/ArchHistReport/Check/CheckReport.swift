import ArchHistCore
import ArchHistSupport

/// What `archhist check` reports on: the gate and the names of its two sides.
public struct CheckReport: Sendable {
    public var gate: Gate
    public var baseline: String
    public var current: String
    public var toolVersion: String
    /// Where the checked files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(
        gate: Gate, baseline: String, current: String, toolVersion: String, locations: FileLocations? = nil
    ) {
        self.gate = gate
        self.baseline = baseline
        self.current = current
        self.toolVersion = toolVersion
        self.locations = locations
    }

    /// `violations: 3 new, 12 known, 1 fixed; 1 new crossing`: the noun leads, so that
    /// it agrees with no one count in particular.
    var counts: String {
        let drift = gate.drift
        var counts =
            "violations: \(drift.introduced.count) new, \(drift.persisting.count) known, \(drift.fixed.count) fixed; "
            + Plural.counted(gate.newCrossings.count, "new crossing")
        // An edit that allows nothing and shows nothing (a rule renamed) is listed, not counted.
        if let change = gate.specChange, !change.allowed.isEmpty || !change.madeVisible.isEmpty {
            counts +=
                "; \(change.specName) edited: \(Plural.counted(change.allowed.count, "use")) allowed, "
                + "\(Plural.counted(change.madeVisible.count, "known violation")) made visible"
        }
        return counts
    }

    var verdict: String {
        gate.passed ? "passed" : "failed: " + gate.reasons.joined(separator: ", ")
    }
}
