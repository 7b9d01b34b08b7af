/// What is wrong with a plan before anything is measured: a typo in a rule, layer,
/// domain or module name, or a path glob that matches no file, would otherwise
/// count nothing, and a count of nothing is "done". Names are checked against the
/// spec and against what the runs of the plan's range recorded, so a rule the spec
/// has since dropped, or a domain that existed when the plan started, still counts.
import ArchHistSupport

public struct PlanProblem: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the value at fault: `$.milestones[2].measure.rule`.
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

public enum PlanValidation {
    /// Every problem of `plan`, in the order of its milestones; empty when it can be measured.
    public static func problems(
        of plan: MigrationPlan, spec: ArchitectureSpec, runs: [RunMeasurements]
    ) -> [PlanProblem] {
        let known = KnownNames(spec: spec, runs: runs)
        var problems: [PlanProblem] = []
        for (index, milestone) in plan.milestones.enumerated() {
            let measure = "$.milestones[\(index)].measure"
            func check(_ name: String?, among names: Set<String>, key: String, what: String) {
                guard let name, !names.contains(name) else { return }
                problems.append(
                    PlanProblem(
                        path: "\(measure).\(key)",
                        message: "no \(what) '\(name)' in the spec or in the recorded runs of the plan's range"
                            + KnownNames.didYouMean(name, among: names)))
            }
            switch milestone.measure {
            case .violations(let rule, let domain):
                check(rule, among: known.rules, key: "rule", what: "rule")
                check(domain, among: known.domains, key: "domain", what: "domain")
            case .files(let paths):
                for (position, glob) in paths.enumerated() where !runs.isEmpty {
                    let matches = known.paths.contains { glob.matches($0) }
                    if !matches {
                        problems.append(
                            PlanProblem(
                                path: "\(measure).paths[\(position)]",
                                message: "'\(glob.pattern)' matches no file in any recorded run of the plan's range: "
                                    + "check the pattern (relative to the repository root, `**` for any folders)"))
                    }
                }
            case .dependencies(let level, let from, let to):
                let names = known.names(at: level)
                check(from, among: names, key: "from", what: level.rawValue)
                check(to, among: names, key: "to", what: level.rawValue)
            case .uncoveredFiles, .crossDomainEdges:
                break
            }
        }
        return problems
    }
}

/// The names a measure may use: the spec's, and those the runs recorded.
private struct KnownNames {
    var rules: Set<String>
    var layers: Set<String>
    var domains: Set<String>
    var modules: Set<String>
    var paths: [GlobPath]

    init(spec: ArchitectureSpec, runs: [RunMeasurements]) {
        rules = Set(spec.rules.map(\.id))
        layers = Set(spec.layers.map(\.name))
        domains = Set(spec.domains.compactMap(\.name))
        modules = []
        var paths = Set<String>()
        for run in runs {
            rules.formUnion(run.violations.map(\.rule))
            for file in run.files {
                paths.insert(file.path)
                if let domain = file.domain { domains.insert(domain) }
            }
            for boundary in run.boundaries.keys {
                switch boundary.level {
                case .module: modules.formUnion([boundary.from, boundary.to])
                case .layer: layers.formUnion([boundary.from, boundary.to])
                case .domain: domains.formUnion([boundary.from, boundary.to])
                }
            }
        }
        self.paths = paths.sorted().map(GlobPath.init)
    }

    func names(at level: GraphLevel) -> Set<String> {
        switch level {
        case .module: return modules
        case .layer: return layers
        case .domain: return domains
        }
    }

    static func didYouMean(_ name: String, among names: Set<String>) -> String {
        guard let suggestion = Suggestions.closest(to: name, in: names.sorted()) else {
            return names.isEmpty ? "" : " (known: \(names.sorted().prefix(8).joined(separator: ", ")))"
        }
        return " (did you mean '\(suggestion)'?)"
    }
}
