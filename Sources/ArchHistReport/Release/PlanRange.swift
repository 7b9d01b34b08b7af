import ArchHistCore
import ArchHistSupport

/// The sentence a release report puts above a plan's burndowns: they are measured on
/// the plan's own range, as `archhist burndown` measures them, not on the report's.
enum PlanRange {
    static func sentence(_ burndowns: [Burndown]) -> String {
        let points = burndowns.first?.points ?? []
        guard let first = points.first, let last = points.last else {
            return "No recorded run since the plan started."
        }
        let runs = Plural.counted(points.count, "recorded run")
        return "Measured as `archhist burndown` measures it: \(runs) of the first-parent line since the plan "
            + "started, \(Day(unixTime: first.time)) (\(first.commit.prefix(12))) to \(Day(unixTime: last.time)) "
            + "(\(last.commit.prefix(12)))."
    }
}
