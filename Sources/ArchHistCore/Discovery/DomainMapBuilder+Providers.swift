/// Step 5 of the seed: a provider is a unit that imports a third-party SDK which few
/// units import: it wraps the SDK for the rest. A library imported everywhere (a
/// framework such as the Composable Architecture) wraps nothing and is left out.
extension DomainMapBuilder {
    mutating func findProviders() {
        let files = index.analysis.files
        let local = Set(index.analysis.modules.map(\.name))
        var importers: [String: [DomainUnit: [Int]]] = [:]
        for file in index.production {
            guard let unit = index.unitOfFile[file] else { continue }
            // `AudioClientInterface` of a Tuist project archhist could not read is the
            // tree's own (its project is `AudioClient`), not a third-party SDK.
            for fact in files[file].facts.imports
            where !local.contains(fact.module) && !SystemModules.contains(fact.module)
                && !local.contains(where: { fact.module.count > $0.count && fact.module.hasPrefix($0) })
            {
                importers[fact.module, default: [:]][unit, default: []].append(file)
            }
        }
        // Wrapping: the SDK is imported in one or two places and reached through them.
        let limit = 2
        for (sdk, units) in importers.sorted(by: { $0.key < $1.key }) where units.count <= limit {
            for (unit, importing) in units.sorted(by: { $0.key < $1.key }) {
                let users = Set((index.usedBy[unit] ?? []).map { domainOfUnit[$0] ?? name(of: $0) })
                let own = domainOfUnit[unit].map { [$0] } ?? []
                providers.append(
                    DiscoveredProvider(
                        module: unit.name, sdk: sdk, usedBy: Array(users.union(own)).sorted(),
                        files: Set(importing).map { files[$0].path }.sorted()))
            }
        }
    }
}
