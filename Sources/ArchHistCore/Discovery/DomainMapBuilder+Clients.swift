import ArchHistSupport

/// Step 2 of the seed: every client is a verb; a client belongs to the domain that
/// holds it, else to the domain its nouns come from, else to the one domain using it.
extension DomainMapBuilder {
    /// A client is its name where it is declared: two apps of one repository that
    /// each declare a `SpeechClient` have two clients.
    struct ClientKey: Hashable {
        let file: Int
        let name: String
    }

    mutating func findClients(members: ClientMemberReader) {
        let files = index.analysis.files
        // Where each simple type name is declared (not extended), for `extension X: DependencyKey`.
        var declaredIn: [String: [Int]] = [:]
        for file in index.production {
            for declaration in files[file].facts.declarations where declaration.kind != .extension {
                declaredIn[String(declaration.simpleName), default: []].append(file)
            }
        }
        var found: [ClientKey: (line: Int, evidence: String)] = [:]
        var order: [ClientKey] = []
        for file in index.production {
            for declaration in files[file].facts.declarations where RoleGuess.isClient(declaration) {
                let simple = String(declaration.simpleName)
                // A key conforming in an extension is the client declared elsewhere.
                var home = (file: file, line: declaration.line)
                if declaration.kind == .extension, let declaring = extendedFile(simple, from: file, declaredIn) {
                    home = (declaring, declarationLine(simple, in: declaring) ?? 1)
                }
                let evidence =
                    declaration.attributes.contains("DependencyClient") ? "@DependencyClient" : "DependencyKey"
                let key = ClientKey(file: home.file, name: simple)
                if let known = found[key] {
                    if evidence == "@DependencyClient" { found[key] = (known.line, evidence) }
                    continue
                }
                // A key (`enum OpenSettingsKey: DependencyKey`) is a dependency too: its
                // value is the verb, and it has no closure properties to list.
                found[key] = (home.line, evidence)
                order.append(key)
            }
        }
        var byFile: [Int: Set<String>] = [:]
        for key in order { byFile[key.file, default: []].insert(key.name) }
        var verbs: [ClientKey: [ClientMember]] = [:]
        for (file, names) in byFile {
            for (name, list) in members(files[file].path, names) { verbs[ClientKey(file: file, name: name)] = list }
        }
        let referencedBy = domainsUsing(found)
        for key in order {
            let entry = found[key]!
            let name = key.name
            let list = verbs[key] ?? []
            let nouns = Array(Set(list.flatMap(\.nouns)).subtracting([name])).sorted()
            var domain = self.domain(ofFile: key.file)
            if domain == nil {
                let nounDomains = Set(nouns.flatMap { declaredIn[$0] ?? [] }.compactMap { self.domain(ofFile: $0) })
                let users = referencedBy[key] ?? []
                if nounDomains.count == 1 {
                    domain = nounDomains.first
                    evidence[domain!, default: []].append("client \(name): its nouns are declared there")
                } else if users.count == 1 {
                    domain = users.first
                    evidence[domain!, default: []].append("client \(name): used by no other domain")
                } else {
                    let why =
                        users.isEmpty
                        ? "no domain names its type (it may be reached by a `@Dependency(\\.key)` key path)"
                        : "used by \(Plural.counted(users.count, "domain")) (\(users.sorted().joined(separator: ", ")))"
                    questions.append(
                        "client \(name) (\(files[key.file].path)) is in no domain, \(why): "
                            + "shared Config, or which domain owns it?")
                }
            }
            clients.append(
                DiscoveredClient(
                    name: name, file: files[key.file].path, line: entry.line, domain: domain,
                    verbs: list.map(\.name), nouns: nouns, evidence: entry.evidence))
        }
    }

    /// The file declaring the type `extension Name` in `file` extends: where the
    /// extension's own reference to it resolved, else the only other file declaring it.
    private func extendedFile(_ name: String, from file: Int, _ declaredIn: [String: [Int]]) -> Int? {
        for use in index.analysis.graph.usesByFile[file] {
            if case .file(let to, let symbol) = use.target, use.injectedThrough == nil, symbol == name,
                declaredIn[name]?.contains(to) == true
            {
                return to
            }
        }
        return declaredIn[name]?.first { $0 != file }
    }

    /// The domains whose production files use each client: through a use the graph
    /// resolved to its file (a type named, or injected through a key path), or, for a
    /// name only one client has, through any reference to that name.
    private func domainsUsing(_ found: [ClientKey: (line: Int, evidence: String)]) -> [ClientKey: Set<String>] {
        let files = index.analysis.files
        var keysByName: [String: [ClientKey]] = [:]
        for key in found.keys { keysByName[key.name, default: []].append(key) }
        var referencedBy: [ClientKey: Set<String>] = [:]
        for file in index.production {
            guard let domain = domain(ofFile: file) else { continue }
            for use in index.analysis.graph.usesByFile[file] {
                guard case .file(let to, let symbol) = use.target else { continue }
                let key = ClientKey(file: to, name: String(symbol.lastNameComponent))
                if found[key] != nil { referencedBy[key, default: []].insert(domain) }
            }
            for reference in files[file].facts.references {
                guard let keys = keysByName[String(reference.simpleName)], keys.count == 1 else { continue }
                referencedBy[keys[0], default: []].insert(domain)
            }
        }
        return referencedBy
    }

    func declarationLine(_ simple: String, in file: Int) -> Int? {
        index.analysis.files[file].facts.declarations.first { $0.kind != .extension && $0.simpleName == simple }?.line
    }
}
