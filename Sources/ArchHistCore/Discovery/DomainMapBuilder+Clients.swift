import ArchHistSupport

/// Step 2 of the seed: every client is a verb; a client belongs to the domain that
/// holds it, else to the domain its nouns come from, else to the one domain using it.
extension DomainMapBuilder {
    mutating func findClients(members: ClientMemberReader) {
        let files = index.analysis.files
        // Where each simple type name is declared (not extended), for `extension X: DependencyKey`.
        var declaredIn: [String: [Int]] = [:]
        for file in index.production {
            for declaration in files[file].facts.declarations where declaration.kind != .extension {
                declaredIn[String(declaration.simpleName), default: []].append(file)
            }
        }
        var found: [String: (file: Int, line: Int, evidence: String)] = [:]
        var order: [String] = []
        for file in index.production {
            for declaration in files[file].facts.declarations where RoleGuess.isClient(declaration) {
                let simple = String(declaration.simpleName)
                // A key conforming in an extension is the client declared elsewhere.
                var home = (file: file, line: declaration.line)
                if declaration.kind == .extension, let declaring = declaredIn[simple]?.first(where: { $0 != file }) {
                    home = (declaring, declarationLine(simple, in: declaring) ?? 1)
                }
                let evidence =
                    declaration.attributes.contains("DependencyClient") ? "@DependencyClient" : "DependencyKey"
                if let known = found[simple] {
                    if evidence == "@DependencyClient" { found[simple] = (known.file, known.line, evidence) }
                    continue
                }
                // A key (`enum OpenSettingsKey: DependencyKey`) is a dependency too: its
                // value is the verb, and it has no closure properties to list.
                found[simple] = (home.file, home.line, evidence)
                order.append(simple)
            }
        }
        var byFile: [Int: Set<String>] = [:]
        for name in order { byFile[found[name]!.file, default: []].insert(name) }
        var verbs: [String: [ClientMember]] = [:]
        for (file, names) in byFile {
            for (name, list) in members(files[file].path, names) { verbs[name] = list }
        }
        var referencedBy: [String: Set<String>] = [:]
        for file in index.production {
            guard let domain = domain(ofFile: file) else { continue }
            for reference in files[file].facts.references where found[String(reference.simpleName)] != nil {
                referencedBy[String(reference.simpleName), default: []].insert(domain)
            }
        }
        for name in order {
            let entry = found[name]!
            let list = verbs[name] ?? []
            let nouns = Array(Set(list.flatMap(\.nouns)).subtracting([name])).sorted()
            var domain = self.domain(ofFile: entry.file)
            if domain == nil {
                let nounDomains = Set(nouns.flatMap { declaredIn[$0] ?? [] }.compactMap { self.domain(ofFile: $0) })
                let users = referencedBy[name] ?? []
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
                        "client \(name) (\(files[entry.file].path)) is in no domain, \(why): "
                            + "shared Config, or which domain owns it?")
                }
            }
            clients.append(
                DiscoveredClient(
                    name: name, file: files[entry.file].path, line: entry.line, domain: domain,
                    verbs: list.map(\.name), nouns: nouns, evidence: entry.evidence))
        }
    }

    func declarationLine(_ simple: String, in file: Int) -> Int? {
        index.analysis.files[file].facts.declarations.first { $0.kind != .extension && $0.simpleName == simple }?.line
    }
}
