/// `crossDomain`: a file of one domain may use another domain only through that
/// domain's exposed layers (`crossDomainImportsAreClean`).
///
/// When transitive, a use that enters another domain through an exposed layer is
/// followed inside that domain: if it leads on to the domain's internals (its
/// Config importing its Service), the entering file is reported with the chain.
/// Chains are followed only inside the entered domain, so the finding lands on the
/// file that crosses the boundary, not on everything upstream of it.
import ArchHistSupport

public struct CrossDomainRule: RuleKind {
    public static let name = "crossDomain"
    public static let keys = ["exposed", "transitive"]

    /// The layers through which another domain may be used.
    public let exposed: [String]
    /// Whether a use through an exposed layer is followed on inside the other domain.
    public let transitive: Bool

    public init(exposed: [String], transitive: Bool) {
        self.exposed = exposed
        self.transitive = transitive
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        exposed =
            try rule.optional("exposed").map { cursor throws(JSONDecodingError) in
                try rule.layerList(cursor)
            } ?? []
        transitive = try rule.optional("transitive")?.bool() ?? false
    }

    public func encode(into object: inout JSONObject) {
        object["exposed"] = .strings(exposed)
        object["transitive"] = .bool(transitive)
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let exposedLayers = Set(exposed)
        let advice = RuleContext.sentence(
            spec.message ?? "another domain may be used only through its "
                + (exposed.isEmpty ? "delegate actions" : exposed.joined(separator: ", "))
                + " layers: talk to it through those, or move the shared type there")
        func isInternal(_ target: Use.Target) -> Bool {
            guard let layer = context.graph.layer(of: target) else { return true }
            return !exposedLayers.contains(layer)
        }
        let reach = transitive ? internalsReach(exposed: exposedLayers, in: context) : [:]

        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let domain = file.domain else { continue }
            var reported = Set<String>()
            for use in context.graph.usesByFile[index] {
                guard let other = context.graph.domain(of: use.target), other != domain else { continue }
                let name = context.graph.name(of: use.target)
                if isInternal(use.target) {
                    guard reported.insert(name).inserted else { continue }
                    let what: String
                    if let layer = context.graph.layer(of: use.target) {
                        what = "\(other)'s \(layer) (\(name))"
                    } else if case .module = use.target {
                        what = "\(other)'s module \(name), whose files sit in several layers"
                    } else {
                        what = "\(other)'s unlayered file \(name)"
                    }
                    violations.append(
                        context.violation(
                            spec, file: file.path, line: use.line, target: name,
                            finding: "\(domain) uses \(what)", sentence: advice))
                } else if let reachability = reach[other], let entry = entryNode(use.target, in: context),
                    reachability.reaches(entry), let end = reachability.end(from: entry)
                {
                    let endFile = context.files[end]
                    guard reported.insert(endFile.path).inserted else { continue }
                    let chain = [file.path] + reachability.chain(from: entry)
                    violations.append(
                        context.violation(
                            spec, file: file.path, line: use.line, target: endFile.path,
                            finding:
                                "\(domain) reaches \(other)'s \(endFile.layer ?? "unlayered code") "
                                + "through its exposed layer: \(chain.joined(separator: " → "))",
                            sentence: advice))
                }
            }
        }
        return violations
    }

    /// For each domain, which of its files lead to its internals by chains that stay
    /// inside the domain.
    private func internalsReach(exposed: Set<String>, in context: RuleContext) -> [String: Reachability] {
        // Each domain's internal files, in one pass over the tree rather than one per domain.
        var internalsByDomain: [String: Set<Int>] = [:]
        for (offset, file) in context.files.enumerated() {
            guard let domain = file.domain else { continue }
            if internalsByDomain[domain] == nil { internalsByDomain[domain] = [] }
            guard !file.isTest else { continue }
            if let layer = file.layer, exposed.contains(layer) { continue }
            internalsByDomain[domain]!.insert(offset)
        }
        var result: [String: Reachability] = [:]
        for (domain, internals) in internalsByDomain {
            guard !internals.isEmpty else { continue }
            result[domain] = Reachability(graph: context.graph, targets: internals) {
                !context.files[$0].isTest && context.files[$0].domain == domain
            }
        }
        return result
    }

    private func entryNode(_ target: Use.Target, in context: RuleContext) -> Int? {
        switch target {
        case .file(let index, _): return index
        case .module(let name): return context.graph.moduleNodeID(name)
        }
    }

    public static let examples = [
        RuleExample(
            name: "crossDomain: another domain only through its exposed layer",
            spec: """
                {"layers": [{"name": "Types", "paths": ["**/Types/**"]},
                            {"name": "Service", "paths": ["**/Service/**"]}],
                 "domains": [{"paths": ["Domains/{name}/**"]}],
                 "rules": [{"id": "cross", "kind": "crossDomain", "exposed": ["Types"], "transitive": true}]}
                """,
            files: [
                "Domains/Payments/Service/Checkout.swift": """
                struct Checkout {
                    let id: BookingID
                    let flow: BookingFlow // ❌ cross
                    let leaky: LeakyType // ❌ cross
                }
                """,
                "Domains/Booking/Types/BookingID.swift": "struct BookingID {}",
                "Domains/Booking/Types/LeakyType.swift": "struct LeakyType { let engine: BookingEngine }",
                "Domains/Booking/Service/BookingEngine.swift": "struct BookingEngine {}",
                "Domains/Booking/Service/BookingFlow.swift": "struct BookingFlow { let id: BookingID }",
            ])
    ]
}
