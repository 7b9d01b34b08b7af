import ArchHistCore
import ArchHistSupport

/// The JSON shapes both views of `violations` share, so that a run reads the same in each.
enum ViolationsJSON {
    /// A run as the JSON of `violations` names it.
    static func run(_ run: RunSummary?) -> JSONValue {
        guard let run else { return .null }
        return .object([
            ("commit", .string(run.commit)), ("commitTime", .int(Int(run.commitTime))),
            ("subject", .string(run.subject)),
        ])
    }
}
