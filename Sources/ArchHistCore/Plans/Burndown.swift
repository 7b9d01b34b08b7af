/// How a milestone progresses over the runs since its plan started: where it began,
/// where it is, how fast it moves lately (a least-squares fit over the recent points,
/// not just the first and the last), when the current value reaches the target at that
/// pace counted from the newest run, and a status.
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

    /// How a plan reads its points: the pace is fitted over the last `paceWeeks` before
    /// the newest point (all points when fewer than two fall in it), and a value
    /// unchanged over the last `stallWeeks` is stalled, whatever the earlier pace.
    public struct Pacing: Sendable, Hashable {
        public var paceWeeks: Int
        public var stallWeeks: Int

        public init(paceWeeks: Int = 12, stallWeeks: Int = 4) {
            self.paceWeeks = paceWeeks
            self.stallWeeks = stallWeeks
        }
    }

    public init(milestone: MigrationPlan.Milestone, points: [Point], today: Day, pacing: Pacing = Pacing()) {
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
        let recent = Burndown.recent(points, weeks: pacing.paceWeeks)
        let fitTime = Burndown.slope(recent.map { (Double($0.time) / 604_800, Double($0.value)) })
        let fitCommit = Burndown.slope(recent.enumerated().map { (Double($0.offset), Double($0.element.value)) })
        perWeek = fitTime?.slope
        perCommit = fitCommit?.slope
        if let pace = fitTime?.slope, pace < 0, let now, now > target, let last = points.last {
            // From the newest run, the current value going down at the recent pace.
            let seconds = Double(last.time) + Double(now - target) / -pace * 604_800
            projected = seconds.isFinite && seconds < 1e12 ? Day(unixTime: Int64(seconds)) : nil
        } else {
            projected = nil
        }

        guard let now, let start, let last = points.last else {
            status = milestone.due < today ? .behind : .stalled
            reason = "no recorded run since the plan started: record history (archhist backfill)"
            return
        }
        let windowStart = last.time - Int64(pacing.stallWeeks) * 604_800
        let flat = points[0].time <= windowStart && points.allSatisfy { $0.time < windowStart || $0.value == now }
        if let highest = points.map(\.value).max(), highest <= target {
            status = .metFromTheStart
            reason =
                "never above its target \(target) since the plan started (at most \(highest)): "
                + "check that the measure counts what it should"
        } else if now <= target {
            status = .done
            reason = "at \(now), target \(target) reached"
        } else if now > start {
            status = .regressed
            reason = "at \(now), worse than \(start) when the plan started"
        } else if flat {
            status = .stalled
            reason =
                "at \(now) for the last \(Plural.counted(pacing.stallWeeks, "week")) "
                + "(target \(target), due \(milestone.due))"
        } else if milestone.due < today {
            status = .behind
            reason = "due \(milestone.due) and still at \(now) (target \(target))"
        } else if points.count < 2 {
            status = .onTrack
            reason = "one run so far: not enough history to fit a pace"
        } else if let projected {
            if projected < today {
                status = .behind
                reason =
                    "at this pace it would have been done by \(projected), and it is at \(now): "
                    + "record newer commits, or the pace has slowed"
            } else {
                status = projected <= milestone.due ? .onTrack : .behind
                reason = "at this pace done by \(projected), due \(milestone.due)"
            }
        } else {
            status = .stalled
            reason =
                "no progress over the last \(Plural.counted(pacing.paceWeeks, "week")) "
                + "(\(start) → \(now), target \(target), "
                + "due \(milestone.due))"
        }
    }

    /// The points of the last `weeks` before the newest, or all of them when fewer
    /// than two fall in that window.
    static func recent(_ points: [Point], weeks: Int) -> [Point] {
        guard let last = points.last else { return [] }
        let window = points.filter { $0.time >= last.time - Int64(weeks) * 604_800 }
        return window.count >= 2 ? window : points
    }

    /// Every milestone of a plan over the same runs, oldest first.
    public static func all(_ plan: MigrationPlan, over runs: [RunMeasurements], today: Day) -> [Burndown] {
        plan.milestones.map { milestone in
            Burndown(
                milestone: milestone,
                points: runs.map {
                    Point(commit: $0.run.commit, time: $0.run.commitTime, value: milestone.measure.value(in: $0))
                },
                today: today, pacing: plan.pacing)
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
