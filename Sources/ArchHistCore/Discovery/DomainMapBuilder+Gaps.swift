import ArchHistSupport

/// What a domain's slice lacks (logic, the clients it calls, screens), in words of what code
/// does rather than any preset's layer names, and where the map and the user's spec disagree.
extension DomainMapBuilder {
    mutating func findGaps() {
        for name in Set(domainOfUnit.values).sorted() {
            let units = domainOfUnit.filter { $0.value == name }.map(\.key)
            var roles = Set(units.flatMap { index.files[$0] ?? [] }.map(index.effectiveRole(of:)))
            if units.contains(where: index.hasViews) { roles.insert(.ui) }
            let ownClients = clients.filter { $0.domain == name }.count
            let hasConfig = roles.contains(.config) || ownClients > 0
            if roles.contains(.service), !hasConfig {
                gaps.append(
                    "\(name) has logic but no client of its own: nothing of it declares the verbs its logic calls")
            }
            if hasConfig, !roles.contains(.service) {
                gaps.append("\(name) has clients but no logic: its clients are called from no logic of its own")
            }
            if !roles.contains(.ui) {
                gaps.append("\(name) has no screens: a domain users cannot see, or its views live elsewhere")
            }
            if roles.contains(.ui), !roles.contains(.service), !roles.contains(.runtime) {
                gaps.append("\(name) has screens but no logic outside them: its decisions are made in views")
            }
            // A domain whose reducers compose several others' is how users get to them.
            let domainOfReducer = Dictionary(reducers.map { ($0.name, $0.domain) }) { first, _ in first }
            let composed = Set(
                reducers.filter { $0.domain == name }.flatMap(\.children).compactMap { domainOfReducer[$0] ?? nil }
            ).subtracting([name])
            if composed.count >= 3 {
                questions.append(
                    "\(name) composes the reducers of \(composed.count) other domains "
                        + "(\(composed.sorted().joined(separator: ", "))): a domain, or navigation that belongs "
                        + "with the app's wiring? Its uses of them are cross-domain findings under harness.")
            }
            let count = units.reduce(0) { $0 + (index.files[$1]?.count ?? 0) }
            if count == 1 {
                questions.append("\(name) has one file: a domain of its own, or part of the domain that uses it?")
            }
        }
    }

    /// Compares the map with the domains the spec gives the same files.
    mutating func compare(with analysis: Analysis) {
        let files = analysis.files
        let specDomains = Set(index.production.compactMap { files[$0].domain })
        let mapped = Set(domainOfUnit.values)
        for name in mapped.sorted() {
            var tally: [String: Int] = [:]
            var total = 0
            for unit in domainOfUnit.filter({ $0.value == name }).map(\.key) {
                for file in index.files[unit] ?? [] {
                    tally[files[file].domain ?? "no domain", default: 0] += 1
                    total += 1
                }
            }
            guard tally[name] != total else { continue }
            let split = tally.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
            disagreements.append(
                "discovered domain \(name) (\(Plural.counted(total, "file"))): "
                    + "the spec puts them in \(split.joined(separator: ", "))"
            )
        }
        for name in specDomains.subtracting(mapped).sorted() {
            let count = index.production.filter { files[$0].domain == name }.count
            disagreements.append("the spec's domain \(name) (\(Plural.counted(count, "file"))) is no domain of the map")
        }
        askAboutFilesWithoutALayer(analysis)
    }

    /// Files the spec leaves without a layer (`init` leaves those it cannot name), by
    /// folder, the largest first: a question for the team, never a guess.
    mutating func askAboutFilesWithoutALayer(_ analysis: Analysis) {
        var perFolder: [String: Int] = [:]
        for file in analysis.uncoveredFiles {
            let path = file.path
            perFolder[path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ".", default: 0] += 1
        }
        let folders = perFolder.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        for (folder, count) in folders.prefix(5) {
            questions.append(
                count == 1
                    ? "1 file in \(folder) has no layer under the spec: which layer is it? "
                        + "(list it by path in a layer of archhist.json)"
                    : "\(count) files in \(folder) have no layer under the spec: which layer is each? "
                        + "(list them by path in a layer of archhist.json)")
        }
        if folders.count > 5 {
            let rest = folders.dropFirst(5).map(\.value).reduce(0, +)
            questions.append(
                "\(Plural.counted(rest, "more file")) in \(folders.count - 5) more folders have no layer under the spec"
            )
        }
    }
}
