/// How a milestone progresses over the runs since its plan started: where it began,
/// where it is, how fast it moves (a least-squares fit over every point, not just
/// the first and the last), when it will be done at that pace, and a status.
import ArchHistSupport

public struct Burndown: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        case done
        /// Never above its target in the plan's range: nothing was burnt down, and a
        /// measure that counts something else than meant (a typo) looks like this.
        case metFromTheStart = "met from the start"
        case onTrack = "on track"
        case behind
        case stalled
        case regressed
    }

    public struct Point: Sendable, Hashable {
        public var commit: String
        public var time: Int64
        public var value: Int

        public init(commit: String, time: Int64, value: Int) {
            self.commit = commit
            self.time = time
            self.value = value
        }
    }

    public var milestone: MigrationPlan.Milestone
    public var points: [Point]
    public var start: Int?
    public var now: Int?
    /// 0–100: how much of the way from the start value to the target is covered.
    public var percentDone: Int
    /// Change per week and per commit of the fitted line (negative is progress).
    public var perWeek: Double?
    public var perCommit: Double?
    /// When the fitted line reaches the target, if it is heading there.
    public var projected: Day?
    public var status: Status
    /// Why, in a sentence, for people and for `--check`.
    public var reason: String

    public init(milestone: MigrationPlan.Milestone, points: [Point], today: Day) {
        self.milestone = milestone
        self.points = points
        start = points.first?.value
        now = points.last?.value
        let target = milestone.target
        if let start, let now, start > target {
            percentDone = max(0, min(100, Int((Double(start - now) / Double(start - target) * 100).rounded())))
        } else {
            percentDone = (now ?? Int.max) <= target ? 100 : 0
        }
        let fitTime = Burndown.slope(points.map { (Double($0.time) / 604_800, Double($0.value)) })
        let fitCommit = Burndown.slope(points.enumerated().map { (Double($0.offset), Double($0.element.value)) })
        perWeek = fitTime?.slope
        perCommit = fitCommit?.slope
        if let fit = fitTime, fit.slope < 0, let now, now > target {
            // Where the fitted line crosses the target, from the newest point's time.
            let weeks = (Double(target) - fit.intercept) / fit.slope
            let seconds = weeks * 604_800
            projected = seconds.isFinite && seconds < 1e12 ? Day(unixTime: Int64(max(seconds, Double(points.last!.time)))) : nil
        } else {
            projected = nil
        }

        guard let now, let start else {
            status = milestone.due < today ? .behind : .stalled
            reason = "no recorded run since the plan started: record history (archhist backfill)"
            return
        }
        if let highest = points.map(\.value).max(), highest <= target {
            status = .metFromTheStart
            reason = "never above its target \(target) since the plan started (at most \(highest)): "
                + "check that the measure counts what it should"
        } else if now <= target {
            status = .done
            reason = "at \(now), target \(target) reached"
        } else if now > start {
            status = .regressed
            reason = "at \(now), worse than \(start) when the plan started"
        } else if milestone.due < today {
            status = .behind
            reason = "due \(milestone.due) and still at \(now) (target \(target))"
        } else if points.count < 2 {
            status = .onTrack
            reason = "one run so far: not enough history to fit a pace"
        } else if let projected {
            status = projected <= milestone.due ? .onTrack : .behind
            reason = "at this pace done by \(projected), due \(milestone.due)"
        } else {
            status = .stalled
            reason = "no progress since the plan started (\(start) → \(now), target \(target), due \(milestone.due))"
        }
    }

    /// Every milestone of a plan over the same runs, oldest first.
    public static func all(_ plan: MigrationPlan, over runs: [RunMeasurements], today: Day) -> [Burndown] {
        plan.milestones.map { milestone in
            Burndown(
                milestone: milestone,
                points: runs.map { Point(commit: $0.run.commit, time: $0.run.commitTime, value: milestone.measure.value(in: $0)) },
                today: today)
        }
    }

    /// Least-squares line through the points; nil with fewer than two distinct x.
    static func slope(_ points: [(x: Double, y: Double)]) -> (slope: Double, intercept: Double)? {
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        let meanX = points.map(\.x).reduce(0, +) / n
        let meanY = points.map(\.y).reduce(0, +) / n
        let sxx = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        guard sxx > 0 else { return nil }
        let sxy = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
        let slope = sxy / sxx
        return (slope, meanY - slope * meanX)
    }
}
