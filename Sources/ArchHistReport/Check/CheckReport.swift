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
    /// Errors and warnings, then infos apart when there are any (`infos: 1 new, 2 known,
    /// 0 fixed`), counted as `violations` counts them.
    var counts: String {
        let drift = gate.drift
        let (new, known, fixed) = (drift.introducedCount, drift.persistingCount, drift.fixedCount)
        let infos =
            new.infos + known.infos + fixed.infos == 0
            ? "" : "infos: \(new.infos) new, \(known.infos) known, \(fixed.infos) fixed; "
        var counts =
            "violations: \(new.errorsAndWarnings) new, \(known.errorsAndWarnings) known, "
            + "\(fixed.errorsAndWarnings) fixed; \(infos)"
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
