/// A migration plan: milestones, each a measure over recorded history with a
/// target (at most this much) and a due day. Read from JSON once, at the boundary.
import ArchHistSupport

public struct MigrationPlan: Sendable, Hashable {
    public var name: String
    /// The plan starts at the first recorded run on or after this day.
    public var start: Day?
    public var milestones: [Milestone]
    /// The windows the pace and a stall are read over (`paceWeeks`, `stallWeeks`).
    public var pacing = Burndown.Pacing()

    public struct Milestone: Sendable, Hashable {
        public var id: String
        public var title: String
        public var measure: Measure
        /// Done when the measure is at most this.
        public var target: Int
        public var due: Day
    }

    /// What a milestone counts in a run.
    public enum Measure: Sendable, Hashable {
        /// Open errors and warnings (infos apart), or the open violations of one rule
        /// whatever their severity; within one domain when given.
        case violations(rule: String?, domain: String?)
        /// Files whose path matches (test files included).
        case files(paths: [Glob])
        /// Non-test files in no layer.
        case uncoveredFiles
        /// Uses across one boundary.
        case dependencies(level: GraphLevel, from: String, to: String)
        /// Uses between different domains, all pairs together.
        case crossDomainEdges

        public var description: String {
            switch self {
            case .violations(let rule, let domain):
                return "violations" + (rule.map { " of \($0)" } ?? "") + (domain.map { " in \($0)" } ?? "")
            case .files(let paths): return "files under " + paths.map(\.pattern).joined(separator: ", ")
            case .uncoveredFiles: return "files in no layer"
            case .dependencies(let level, let from, let to): return "uses from \(level.rawValue) \(from) to \(to)"
            case .crossDomainEdges: return "cross-domain uses"
            }
        }
    }
}

/// Reads a plan file; every error names the file, the JSON path and what was expected.
public enum MigrationPlanDecoder {
    public static func decode(_ bytes: [UInt8], file: String) throws(JSONFileError) -> MigrationPlan {
        try JSONParser.decode(bytes, file: file) { root throws(JSONDecodingError) in
            try root.allowedKeys(["$schema", "name", "start", "milestones", "paceWeeks", "stallWeeks"])
            let defaults = Burndown.Pacing()
            let pacing = Burndown.Pacing(
                paceWeeks: try root.optional("paceWeeks")?.int(in: 1...520) ?? defaults.paceWeeks,
                stallWeeks: try root.optional("stallWeeks")?.int(in: 1...520) ?? defaults.stallWeeks)
            let start = try root.optional("start").map { cursor throws(JSONDecodingError) in try day(cursor) }
            let milestones = try root.required("milestones").array { entry throws(JSONDecodingError) in
                try entry.allowedKeys(["id", "title", "measure", "target", "due"])
                let id = try entry.required("id").nonEmptyString()
                return MigrationPlan.Milestone(
                    id: id, title: try entry.optional("title")?.string() ?? id,
                    measure: try measure(entry.required("measure")),
                    target: try entry.optional("target")?.int(in: 0...Int.max) ?? 0, due: try day(entry.required("due"))
                )
            }
            if milestones.isEmpty {
                throw try root.required("milestones").error(expected: "at least one milestone", found: "none")
            }
            if let start {
                for (index, milestone) in milestones.enumerated() where milestone.due < start {
                    throw JSONDecodingError(
                        path: "$.milestones[\(index)].due",
                        expected: "a due day on or after the plan's start (\(start))", found: "\(milestone.due)")
                }
            }
            var seen = Set<String>()
            for (index, milestone) in milestones.enumerated() where !seen.insert(milestone.id).inserted {
                throw JSONDecodingError(
                    path: "$.milestones[\(index)].id", expected: "an id no other milestone has",
                    found: "\"\(milestone.id)\" again")
            }
            var plan = MigrationPlan(
                name: try root.optional("name")?.string() ?? file, start: start, milestones: milestones)
            plan.pacing = pacing
            return plan
        }
    }

    private static func day(_ cursor: JSONCursor) throws(JSONDecodingError) -> Day {
        let text = try cursor.string()
        guard let day = Day(text) else {
            throw cursor.error(expected: "a date written YYYY-MM-DD", found: "\"\(text)\"")
        }
        return day
    }

    private static func measure(_ cursor: JSONCursor) throws(JSONDecodingError) -> MigrationPlan.Measure {
        let kind = try cursor.required("kind").enumValue(of: [
            "violations", "files", "uncoveredFiles", "dependencies", "crossDomainEdges",
        ])
        switch kind {
        case "violations":
            try cursor.allowedKeys(["kind", "rule", "domain"])
            return .violations(
                rule: try cursor.optional("rule")?.nonEmptyString(),
                domain: try cursor.optional("domain")?.nonEmptyString())
        case "files":
            try cursor.allowedKeys(["kind", "paths"])
            let paths = try cursor.required("paths").stringArray().map(Glob.init)
            if paths.isEmpty {
                throw try cursor.required("paths").error(expected: "at least one path pattern", found: "none")
            }
            return .files(paths: paths)
        case "uncoveredFiles":
            try cursor.allowedKeys(["kind"])
            return .uncoveredFiles
        case "dependencies":
            try cursor.allowedKeys(["kind", GraphLevel.key, GraphLevel.formerKey, "from", "to"])
            return .dependencies(
                level: try GraphLevel.named(in: cursor) ?? .layer,
                from: try cursor.required("from").nonEmptyString(), to: try cursor.required("to").nonEmptyString())
        default:
            try cursor.allowedKeys(["kind"])
            return .crossDomainEdges
        }
    }
}

/// What a run offers the measures of a plan, gathered once per run.
public struct RunMeasurements: Sendable {
    public var run: RunSummary
    public var violations: [Violation]
    /// Every file with its domain.
    public var files: [(path: String, domain: String?)]
    public var boundaries: [Boundary: Int]

    public init(
        run: RunSummary, violations: [Violation], files: [(path: String, domain: String?)], boundaries: [Boundary: Int]
    ) {
        self.run = run
        self.violations = violations
        self.files = files
        self.boundaries = boundaries
    }
}

extension MigrationPlan.Measure {
    /// The measure's value in one run.
    public func value(in run: RunMeasurements) -> Int {
        switch self {
        case .violations(let rule, let domain):
            let domains =
                domain == nil
                ? [:] : Dictionary(run.files.map { ($0.path, $0.domain) }, uniquingKeysWith: { a, _ in a })
            // As every command counts them: infos apart, unless the milestone names their rule.
            let counted = run.violations.filter { violation in
                (rule.map { violation.rule == $0 } ?? (violation.severity != .info))
                    && (domain == nil || domains[violation.file] == domain)
            }
            return counted.count
        case .files(let paths):
            let split = run.files.map { GlobPath($0.path) }
            return split.filter { path in paths.contains { $0.matches(path) } }.count
        case .uncoveredFiles:
            return run.run.uncoveredFiles
        case .dependencies(let level, let from, let to):
            return run.boundaries[Boundary(level: level, from: from, to: to)] ?? 0
        case .crossDomainEdges:
            return run.boundaries.filter { $0.key.level == .domain }.values.reduce(0, +)
        }
    }
}
