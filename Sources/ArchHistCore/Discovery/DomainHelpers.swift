/// Helper modules that are not cross-cutting: a unit of the harness's Utils layer (which
/// may use nothing of the app) whose code uses the app's models or clients is the logic of
/// a domain under a helper's name (isowords' `DailyChallengeHelpers` starts a daily
/// challenge through the API client). `init` puts such a unit in Service and in the domain
/// it serves: the one it is named for, else the only one that uses it.
enum DomainHelpers {
    static let utilsLayer = "Utils"
    static let serviceLayer = "Service"
    /// The layers whose use makes a helper domain logic rather than a utility.
    static let sliceLayers: Set<String> = ["Types", "Config", "Repo", "Service"]
    static let helperSuffixes = ["Helpers", "Helper", "Utilities", "Utils", "Support", "Extensions"]

    struct Found {
        var unit: DomainUnit
        /// The domain it serves, nil when none can be told.
        var domain: String?
        var reason: String
    }

    /// The helper units whose files all sit in Utils and that use a unit holding the app's
    /// models, clients or logic.
    static func find(
        _ index: UnitIndex, layerOf: [Int: String], domains: [DiscoveredDomain]
    ) -> [Found] {
        var domainOfUnit: [DomainUnit: String] = [:]
        for domain in domains { for unit in domain.units { domainOfUnit[unit] = domain.name } }
        var found: [Found] = []
        for unit in index.units {
            let members = (index.files[unit] ?? []).filter { layerOf[$0] != nil }
            guard !members.isEmpty, members.allSatisfy({ layerOf[$0] == utilsLayer }) else { continue }
            let used = (index.uses[unit] ?? []).filter { other in
                other != unit && (index.files[other] ?? []).contains { sliceLayers.contains(layerOf[$0] ?? "") }
            }
            guard let example = used.sorted().first else { continue }
            let stem = helperSuffixes.first { unit.name.count > $0.count && unit.name.hasSuffix($0) }
                .map { String(unit.name.dropLast($0.count)) }
            let users = Set((index.usedBy[unit] ?? []).compactMap { domainOfUnit[$0] })
            let named = stem.flatMap { stem in domains.first { $0.name == stem || stem.hasPrefix($0.name) }?.name }
            let domain = domainOfUnit[unit] ?? named ?? (users.count == 1 ? users.first : nil)
            let why =
                domainOfUnit[unit] != nil
                ? "as discover found"
                : named != nil
                    ? "named for it" : domain != nil ? "the only domain using it" : "used by no one domain"
            found.append(
                Found(
                    unit: unit, domain: domain,
                    reason: "\(unit.name) uses \(example.name), which holds the app's models, clients or logic; "
                        + "domain \(domain ?? "none"), \(why)"))
        }
        return found
    }
}
