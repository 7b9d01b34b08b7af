import ArchHistSupport

/// Dependencies between layers that an app takes throughout, which `init` allows.
/// A preset forbids what its architecture forbids; an app that was not built to it
/// (views calling the API client directly, in 93 of 723 view files) breaks the rule by
/// design, not by accident. Reporting every such file buries the exceptions a tech lead
/// would fix (a model reaching into a presenter) under the app's own way of working.
/// So a forbidden direction most of the app takes is allowed, and said so; one a few
/// files take stays a violation. Never both ways: that would leave no layering at all.
public enum PrevailingDependencies {
    /// Files of a layer taking a direction before it is the app's design...
    static let minimumFiles = 10
    /// ...and the share of the layer's files (percent) they are.
    static let minimumPercent = 10
    /// The opposite direction is taken by at most one file for this many the other way.
    static let dominance = 3

    /// One direction allowed in one `layers` rule: `files` of `of` files of `from` use `to`.
    public struct Allowance: Sendable, Equatable {
        public var rule: String
        public var from: String
        public var to: String
        public var files: Int
        public var of: Int
    }

    /// The directions of `analysis` (judged under the fitted spec) that its `layers`
    /// rules forbid and the app takes throughout.
    public static func find(in analysis: Analysis) -> [Allowance] {
        var filesOfLayer: [String: Int] = [:]
        var taking: [Pair: Int] = [:]
        for (index, file) in analysis.files.enumerated() where !file.isTest {
            guard let layer = file.layer else { continue }
            filesOfLayer[layer, default: 0] += 1
            var targets = Set<String>()
            for use in analysis.graph.usesByFile[index] {
                if let target = analysis.graph.layer(of: use.target), target != layer { targets.insert(target) }
            }
            for target in targets { taking[Pair(from: layer, to: target), default: 0] += 1 }
        }
        var allowances: [Allowance] = []
        for rule in analysis.spec.rules {
            guard let matrix = rule.kind as? LayerMatrixRule else { continue }
            let allowed = matrix.allowed.mapValues(Set.init)
            for (pair, files) in taking.sorted(by: { ($0.value, $1.key.name) > ($1.value, $0.key.name) }) {
                guard let permitted = allowed[pair.from], !permitted.contains(pair.to),
                    let back = allowed[pair.to], !back.contains(pair.from)
                else { continue }
                let total = filesOfLayer[pair.from] ?? 0
                let opposite = taking[Pair(from: pair.to, to: pair.from)] ?? 0
                guard files >= minimumFiles, files * 100 >= total * minimumPercent, opposite * dominance <= files,
                    !allowances.contains(where: { $0.rule == rule.id && $0.from == pair.to && $0.to == pair.from })
                else { continue }
                allowances.append(Allowance(rule: rule.id, from: pair.from, to: pair.to, files: files, of: total))
            }
        }
        return allowances
    }

    /// `spec` (as `init` writes it) with each allowance added to its rule's `allow`,
    /// and the reason added to the spec's description.
    public static func allowing(_ allowances: [Allowance], in spec: JSONValue) -> JSONValue {
        guard !allowances.isEmpty, case .object(var root) = spec, case .array(var rules)? = root["rules"] else {
            return spec
        }
        for index in rules.indices {
            guard case .object(var rule) = rules[index], case .string(let id)? = rule["id"],
                case .object(var allow)? = rule["allow"]
            else { continue }
            for allowance in allowances where allowance.rule == id {
                guard case .array(let current)? = allow[allowance.from] else { continue }
                allow[allowance.from] = .array(current + [.string(allowance.to)])
            }
            rule["allow"] = .object(allow)
            rules[index] = .object(rule)
        }
        root["rules"] = .array(rules)
        if case .string(let description)? = root["description"] {
            root["description"] = .string(description + " " + reason(allowances))
        }
        return .object(root)
    }

    static func reason(_ allowances: [Allowance]) -> String {
        let directions = allowances.map { "\($0.from) uses \($0.to) in \($0.files) of its \($0.of) files" }
        return "Allowed as the app's own design, not reported: "
            + directions.joined(separator: "; ")
            + ". A direction taken by \(minimumPercent)% of a layer's files (and at least \(minimumFiles)) is how "
            + "the app is built; the files taking a forbidden direction rarely are the exceptions, still reported. "
            + "Remove it from the rule's allow to see every use once the app moves toward the preset."
    }

    private struct Pair: Hashable {
        var from: String
        var to: String
        var name: String { from + "→" + to }
    }
}
