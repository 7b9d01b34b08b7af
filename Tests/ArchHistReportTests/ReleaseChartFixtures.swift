import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport

/// Generated inputs for the release report's charts: many domains with long names,
/// dependency cycles, long histories, burndowns whose days crowd each other.
enum ReleaseChartFixtures {
    static let longNames = [
        "Account", "Profile", "Payments-And-Subscriptions-Management", "Onboarding", "HomeTimeline",
        "NotificationServiceExtensionSupport", "Search", "Compose", "single_implementation_protocols_everywhere",
        "Settings", "MediaPreview", "Discovery", "SuggestionAccount", "Thread", "Report", "Share", "Root",
        "ÉlanVitalÜberDomain", "日本語ドメイン", "A", "HashtagTimeline", "Transition", "WidgetExtension",
        "Intents",
        "CarPlay", "Watch", "Cameras", "Zones", "Servers", "Frontend",
    ]

    /// An analysis whose domains are `names`, each a UI file and a Domain file, with
    /// the UI of domain i using the Domain of each j in `uses[i]` (allowed) and the UI
    /// of `i + 1` (breaking `cross-domain`, which exposes only Domain).
    static func domains(_ names: [String], uses: [Int: [Int]], breaking: Set<Int> = []) throws -> Analysis {
        let spec = try SpecDecoder.decode(
            Array(
                #"""
                {"layers": [{"name": "UI", "paths": ["Sources/*/UI/**"]},
                            {"name": "Domain", "paths": ["Sources/*/Domain/**"]}],
                 "domains": [{"paths": ["Sources/{name}/**"]}],
                 "rules": [{"id": "cross-domain", "kind": "crossDomain", "exposed": ["Domain"]}]}
                """#.utf8), file: "archhist.json")
        var files: [SourceFile] = []
        for (index, name) in names.enumerated() {
            var references = (uses[index] ?? []).map { ("Model\($0)", 3) }
            if breaking.contains(index) { references.append(("View\((index + 1) % names.count)", 4)) }
            files.append(
                Fixtures.file(
                    "Sources/\(name)/UI/View\(index).swift", declares: [(.struct, "View\(index)", 1)],
                    references: references))
            files.append(
                Fixtures.file("Sources/\(name)/Domain/Model\(index).swift", declares: [(.struct, "Model\(index)", 1)]))
        }
        return Analyzer(spec: spec, today: Fixtures.today).analyze(files: files, manifests: [])
    }

    /// Random uses between `count` domains, cycles included.
    static func randomUses(count: Int, seed: UInt64) -> [Int: [Int]] {
        var random = SeededRandom(seed: seed)
        var uses: [Int: [Int]] = [:]
        for index in 0..<count {
            uses[index] = (0..<random.next(below: 4)).map { _ in random.next(below: count) }.filter { $0 != index }
        }
        return uses
    }

    /// `count` runs a day apart from 2018 on, with `seriesCount` series of random walks.
    static func history(runs count: Int, series seriesCount: Int, seed: UInt64, step: Int64 = 86_400)
        -> (times: [Int64], series: [ReleaseReport.Series])
    {
        var random = SeededRandom(seed: seed)
        let times = (0..<count).map { 1_514_764_800 + Int64($0) * step }
        let series = (0..<seriesCount).map { index in
            var value = random.next(below: 400)
            let values = (0..<count).map { _ in
                value = max(0, value + random.next(below: 7) - 3)
                return value
            }
            return ReleaseReport.Series(
                name: longNames[index % longNames.count] + (index >= 30 ? "\(index)" : ""), values: values)
        }
        return (times, series)
    }

    static func milestone(id: String, target: Int = 0, due: String) throws -> MigrationPlan.Milestone {
        let plan = try MigrationPlanDecoder.decode(
            Array(
                """
                {"milestones": [{"id": "\(id)", "measure": {"kind": "uncoveredFiles"},
                                 "target": \(target), "due": "\(due)"}]}
                """.utf8), file: "plan.json")
        return plan.milestones[0]
    }

    static func burndown(id: String, values: [Int], from start: Day, weeks: Int64 = 1, due: String) throws -> Burndown {
        let first = Int64(start.daysSinceEpoch) * 86_400
        let points = values.enumerated().map {
            Burndown.Point(commit: "c\($0.offset)", time: first + Int64($0.offset) * weeks * 604_800, value: $0.element)
        }
        return Burndown(
            milestone: try milestone(id: id, due: due), points: points,
            today: Day(unixTime: points.last?.time ?? first))
    }
}
