/// `crossDomain`: a file of one domain may use another domain only through that
/// domain's exposed layers (`crossDomainImportsAreClean`).
///
/// When transitive, a use that enters another domain through an exposed layer is
/// followed inside that domain: if it leads on to the domain's internals (its
/// Config importing its Service), the entering file is reported with the chain.
/// Chains are followed only inside the entered domain, so the finding lands on the
/// file that crosses the boundary, not on everything upstream of it.
///
/// With `allowDeclared`, a use along a module dependency the build declares is allowed:
/// a package that lists another as its dependency states that design.
import ArchHistSupport

public struct CrossDomainRule: RuleKind {
    public static let name = "crossDomain"
    public static let keys = ["exposed", "transitive", "allowDeclared"]

    /// The layers through which another domain may be used.
    public let exposed: [String]
    /// Whether a use through an exposed layer is followed on inside the other domain.
    public let transitive: Bool
    /// Uses along a dependency the build declares are allowed.
    public let allowsDeclared: Bool

    public init(exposed: [String], transitive: Bool, allowsDeclared: Bool = false) {
        self.exposed = exposed
        self.transitive = transitive
        self.allowsDeclared = allowsDeclared
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        exposed =
            try rule.optional("exposed").map { cursor throws(JSONDecodingError) in
                try rule.layerList(cursor)
            } ?? []
        transitive = try rule.optional("transitive")?.bool() ?? false
        allowsDeclared = try rule.optional("allowDeclared")?.bool() ?? false
    }

    public func encode(into object: inout JSONObject) {
        object["exposed"] = .strings(exposed)
        object["transitive"] = .bool(transitive)
        if allowsDeclared { object["allowDeclared"] = .bool(true) }
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let exposedLayers = Set(exposed)
        let advice = RuleContext.sentence(
            spec.message ?? "another domain may be used only through its "
                + (exposed.isEmpty ? "delegate actions" : exposed.joined(separator: ", "))
                + " layers: talk to it through those, or move the shared type there")
        // Importing a module whose files sit in several layers, all exposed, reaches nothing
        // internal: the uses of its types are judged one by one.
        var moduleLayers: [String: Set<String>] = [:]
        var modulesWithUnlayered: Set<String> = []
        for (_, file) in context.productionFiles {
            if let layer = file.layer {
                moduleLayers[file.module, default: []].insert(layer)
            } else {
                modulesWithUnlayered.insert(file.module)
            }
        }
        func isInternal(_ target: Use.Target) -> Bool {
            if let layer = context.graph.layer(of: target) { return !exposedLayers.contains(layer) }
            guard case .module(let name) = target, !modulesWithUnlayered.contains(name),
                let layers = moduleLayers[name], !layers.isEmpty
            else { return true }
            return !layers.isSubset(of: exposedLayers)
        }
        let reach = transitive ? internalsReach(exposed: exposedLayers, in: context) : [:]
        let declared = allowsDeclared ? DeclaredModuleDependencies(context.graph.modules) : nil

        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let domain = file.domain else { continue }
            var reported = Set<String>()
            for use in context.graph.usesByFile[index] {
                guard let other = context.graph.domain(of: use.target), other != domain,
                    !(declared?.allows(file, use.target, in: context.files) ?? false)
                else { continue }
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
            ]),
        RuleExample(
            name: "crossDomain: importing a module of several layers is internal only if one is not exposed",
            spec: """
                {"layers": [{"name": "Types", "paths": ["**/Types/**"]},
                            {"name": "Config", "paths": ["**/Config/**"]},
                            {"name": "Service", "paths": ["**/Service/**"]}],
                 "domains": [{"name": "Booking", "modules": ["BookingKit", "BookingEngine"]},
                             {"name": "Payments", "modules": ["Payments"]}],
                 "rules": [{"id": "cross", "kind": "crossDomain", "exposed": ["Types", "Config"]}]}
                """,
            files: [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Trips", targets: [
                    .target(name: "BookingKit"), .target(name: "BookingEngine"),
                    .target(name: "Payments", dependencies: ["BookingKit", "BookingEngine"]),
                ])
                """,
                "Sources/Payments/Service/Checkout.swift": """
                import BookingKit
                import BookingEngine // ❌ cross
                struct Checkout { let id: BookingID }
                """,
                "Sources/BookingKit/Types/BookingID.swift": "public struct BookingID {}",
                "Sources/BookingKit/Config/BookingClient.swift": "public struct BookingClient {}",
                "Sources/BookingEngine/Types/Quote.swift": "public struct Quote {}",
                "Sources/BookingEngine/Service/Pricer.swift": "struct Pricer {}",
            ]),
    ]
}
