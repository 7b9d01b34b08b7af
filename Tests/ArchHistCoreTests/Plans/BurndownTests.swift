import ArchHistCore
import ArchHistSupport
import Testing

@Suite struct BurndownTests {
    private let week: Int64 = 604_800
    private let start: Int64 = 1_790_000_000

    private func milestone(target: Int = 0, due: String) throws -> MigrationPlan.Milestone {
        let plan = try MigrationPlanDecoder.decode(
            Array(
                """
                {"milestones": [{"id": "m", "measure": {"kind": "uncoveredFiles"}, "target": \(target),
                                 "due": "\(due)"}]}
                """.utf8), file: "plan.json")
        return plan.milestones[0]
    }

    private func points(_ values: [Int]) -> [Burndown.Point] {
        values.enumerated().map {
            Burndown.Point(commit: "c\($0.offset)", time: start + Int64($0.offset) * week, value: $0.element)
        }
    }

    private var today: Day { Day(unixTime: start + 3 * week) }

    @Test func aSteadyPaceIsFittedAndProjected() throws {
        let burndown = Burndown(
            milestone: try milestone(due: "2027-12-31"), points: points([40, 30, 20, 10]), today: today)
        #expect(burndown.perWeek == -10)
        #expect(burndown.perCommit == -10)
        #expect(burndown.percentDone == 75)
        #expect(burndown.projected == Day(unixTime: start + 4 * week))
        #expect(burndown.status == .onTrack)
    }

    @Test func theFitUsesEveryPointNotJustTheEnds() throws {
        // First and last alone would say -3 per week; the fit sees the plateau.
        let burndown = Burndown(
            milestone: try milestone(due: "2027-12-31"), points: points([12, 12, 12, 3]), today: today)
        #expect(burndown.perWeek == -2.7)
    }

    @Test func statuses() throws {
        #expect(
            Burndown(milestone: try milestone(due: "2027-12-31"), points: points([5, 0]), today: today).status == .done)
        #expect(
            Burndown(milestone: try milestone(due: "2027-12-31"), points: points([5, 7]), today: today).status
                == .regressed)
        #expect(
            Burndown(milestone: try milestone(due: "2027-12-31"), points: points([5, 5, 5]), today: today).status
                == .stalled)
        #expect(
            Burndown(milestone: try milestone(due: "2020-01-01"), points: points([5, 4]), today: today).status
                == .behind)
        // At one per week from 40 it needs 40 weeks: due in two is behind.
        let slow = Burndown(
            milestone: try milestone(due: Day(unixTime: start + 5 * week).description),
            points: points([43, 42, 41, 40]), today: today)
        #expect(slow.status == .behind)
        #expect(slow.reason.hasPrefix("at this pace done by "))
    }

    @Test func aCountThatFellThenStaysFlatIsStalledWhateverTheEarlierPace() throws {
        // 92 after a fast fall, then unchanged for eight weeks: the overall fit still
        // falls, but nothing moved lately.
        let values = [200, 150, 92, 92, 92, 92, 92, 92, 92, 92, 92]
        let burndown = Burndown(
            milestone: try milestone(due: "2099-12-31"), points: points(values), today: Day(unixTime: start + 10 * week)
        )
        #expect(burndown.status == .stalled)
        #expect(burndown.reason.hasPrefix("at 92 for the last 4 weeks"))
        // A plan may read a stall over a longer window.
        let patient = Burndown(
            milestone: try milestone(due: "2099-12-31"), points: points(values),
            today: Day(unixTime: start + 10 * week), pacing: Burndown.Pacing(paceWeeks: 12, stallWeeks: 9))
        #expect(patient.status == .onTrack)
    }

    @Test func theProjectionStartsFromTheCurrentValueAtTheRecentPace() throws {
        // Fitted over all four points the line crosses 0 later than the current 3 does
        // at -2.7 a week from the newest run.
        let burndown = Burndown(
            milestone: try milestone(due: "2099-12-31"), points: points([12, 12, 12, 3]), today: today)
        let expected = Double(start + 3 * week) + 3 / 2.7 * Double(week)
        #expect(burndown.projected == Day(unixTime: Int64(expected)))
        // Only the last weeks set the pace: a fast fall long ago does not carry a slow one.
        var old = points([1000, 500, 100])
        old += (0..<6).map { Burndown.Point(commit: "r\($0)", time: start + (30 + Int64($0)) * week, value: 100 - $0) }
        let slowed = Burndown(
            milestone: try milestone(due: "2099-12-31"), points: old, today: Day(unixTime: start + 35 * week))
        #expect(slowed.perWeek == -1)
        #expect(slowed.projected == Day(unixTime: start + (35 + 95) * week))
    }

    @Test func aProjectedDayAlreadyPastIsBehind() throws {
        // At -10 a week from 10 it was due a week after the newest run; today is a year on.
        let burndown = Burndown(
            milestone: try milestone(due: "2099-12-31"), points: points([40, 30, 20, 10]),
            today: Day(unixTime: start + 60 * week))
        #expect(burndown.status == .behind)
        #expect(burndown.reason.hasPrefix("at this pace it would have been done by"))
    }

    @Test func planErrorsNameThePath() {
        func message(_ json: String) -> String {
            do {
                _ = try MigrationPlanDecoder.decode(Array(json.utf8), file: "plan.json")
                return "no error"
            } catch { return error.description }
        }
        #expect(
            message(#"{"milestones": [{"id": "a", "measure": {"kind": "violation"}, "due": "2027-01-01"}]}"#)
                .hasPrefix("plan.json: $.milestones[0].measure.kind: expected one of"))
        #expect(
            message(#"{"milestones": [{"id": "a", "measure": {"kind": "files", "paths": []}, "due": "2027-01-01"}]}"#)
                == "plan.json: $.milestones[0].measure.paths: expected at least one path pattern, found none")
        #expect(
            message(#"{"milestones": [{"id": "a", "measure": {"kind": "uncoveredFiles"}, "due": "soon"}]}"#)
                == "plan.json: $.milestones[0].due: expected a date written YYYY-MM-DD, found \"soon\"")
    }

    @Test func daysSinceTheEpochRoundTrip() throws {
        for text in ["1970-01-01", "2000-02-29", "2026-11-29", "2031-12-31"] {
            let day = try #require(Day(text))
            #expect(Day(unixTime: Int64(day.daysSinceEpoch) * 86_400) == day)
        }
    }
}
