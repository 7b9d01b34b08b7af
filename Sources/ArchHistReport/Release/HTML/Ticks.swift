import ArchHistSupport

/// Axis ticks people read at a glance: values in steps of 1, 2 or 5 times a power of
/// ten, and three to six dates on round days, weeks, months or years.
enum Ticks {
    /// Ticks from 0 to at least `maximum`, about `target` of them, in a 1-2-5 step.
    static func values(upTo maximum: Int, target: Int = 4) -> [Int] {
        let top = max(1, maximum)
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] {
                let step = factor * magnitude
                if (top + step - 1) / step <= target {
                    return stride(from: 0, through: roundedUp(top, to: step), by: step).map { $0 }
                }
            }
            magnitude *= 10
        }
    }

    private static func roundedUp(_ value: Int, to step: Int) -> Int { (value + step - 1) / step * step }

    struct DateTick: Sendable, Hashable {
        var time: Int64
        var label: String
    }

    /// Three to six ticks on round dates inside `first...last` (Unix seconds): the
    /// smallest round step that gives at most six, or every k-th tick of the step
    /// below it when that gives fewer than three. A range shorter than three hours
    /// gets its ends and its middle, to the minute; a single instant, its day.
    static func dates(from first: Int64, to last: Int64, maxCount: Int = 6) -> [DateTick] {
        guard last > first else { return [DateTick(time: first, label: Day(unixTime: first).description)] }
        var previous: DateStep?
        for step in DateStep.all {
            // Far too many: not worth listing (an hourly step over ten years).
            if Double(last - first) / step.approximateSeconds > Double(maxCount + 2) {
                previous = step
                continue
            }
            let ticks = step.ticks(from: first, to: last)
            guard ticks.count <= maxCount else {
                previous = step
                continue
            }
            if ticks.count >= 3 { return ticks }
            guard let finer = previous?.ticks(from: first, to: last) else { return Self.minutes(from: first, to: last) }
            // Every k-th tick of the finer step: still round, and three to six of them.
            let every = (finer.count + maxCount - 1) / maxCount
            return stride(from: 0, to: finer.count, by: every).map { finer[$0] }
        }
        return []
    }

    /// A range shorter than three hours: its ends and its middle, to the minute.
    private static func minutes(from first: Int64, to last: Int64) -> [DateTick] {
        [first, first + (last - first) / 2, last].map { time in
            let day = Day(unixTime: time)
            let minutes = (time % 86_400) / 60
            let hour = minutes / 60
            let minute = minutes % 60
            let label = "\(day.month)/\(day.day) \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
            return DateTick(time: time, label: label)
        }
    }
}

/// A round step between date ticks, and how its ticks are labelled.
private enum DateStep {
    case hours(Int)
    case days(Int)
    case months(Int)
    case years(Int)

    static let all: [DateStep] = [
        .hours(1), .hours(2), .hours(3), .hours(6), .hours(12), .days(1), .days(2), .days(7), .days(14), .months(1),
        .months(2), .months(3), .months(6), .years(1), .years(2), .years(5), .years(10), .years(20), .years(50),
    ]

    var approximateSeconds: Double {
        switch self {
        case .hours(let hours): Double(hours) * 3600
        case .days(let days): Double(days) * 86_400
        case .months(let months): Double(months) * 30.4 * 86_400
        case .years(let years): Double(years) * 365.25 * 86_400
        }
    }

    func ticks(from first: Int64, to last: Int64) -> [Ticks.DateTick] {
        switch self {
        case .hours(let hours):
            let step = Int64(hours) * 3600
            return stride(from: (first + step - 1) / step * step, through: last, by: Int(step)).map { time in
                let hour = (time % 86_400) / 3600
                let day = Day(unixTime: time)
                let label = "\(day.month)/\(day.day) \(hour < 10 ? "0" : "")\(hour):00"
                return Ticks.DateTick(time: time, label: label)
            }
        case .days(let days):
            // Weeks start on Monday: 1970-01-05 was one, 4 days after the epoch.
            let offset: Int64 = days == 7 || days == 14 ? 4 : 0
            let step = Int64(days)
            let ceilingDay = (first + 86_399) / 86_400
            let firstDay = (ceilingDay - offset + step - 1) / step * step + offset
            return stride(from: firstDay * 86_400, through: last, by: Int(step * 86_400)).map { time in
                Ticks.DateTick(time: time, label: Day(unixTime: time).description)
            }
        case .months(let months):
            return monthStarts(from: first, to: last, every: months).map { day in
                Ticks.DateTick(
                    time: Int64(day.daysSinceEpoch) * 86_400, label: "\(Self.monthNames[day.month - 1]) \(day.year)")
            }
        case .years(let years):
            return monthStarts(from: first, to: last, every: 12 * years).map { day in
                Ticks.DateTick(time: Int64(day.daysSinceEpoch) * 86_400, label: String(day.year))
            }
        }
    }

    /// First days of months, every `months` months counted from January of year 0.
    private func monthStarts(from first: Int64, to last: Int64, every months: Int) -> [Day] {
        let start = Day(unixTime: first)
        var index = start.year * 12 + start.month - 1
        if Int64(Day(year: start.year, month: start.month, day: 1).daysSinceEpoch) * 86_400 < first { index += 1 }
        index = (index + months - 1) / months * months
        var days: [Day] = []
        while true {
            let day = Day(year: index / 12, month: index % 12 + 1, day: 1)
            if Int64(day.daysSinceEpoch) * 86_400 > last || days.count > 50 { break }
            days.append(day)
            index += months
        }
        return days
    }

    private static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
}
