import ArchHistSupport

/// A domain is a business feature in every layer: its use cases, repositories and models
/// belong to it as much as its screens, though a clean app keeps them in layer folders
/// (`Domain/UseCases/`, `Data/Repositories/`) that are no domain. Such a file joins the
/// domain whose noun its name carries (`SearchMoviesUseCase`, `DefaultMoviesRepository`,
/// `MovieQuery` serve `Movies`) when it serves that domain alone: no other domain uses it,
/// directly or through the other domainless files that use it, and it uses no other
/// domain. So joining adds no crossing and no cycle between domains.
extension DomainMapBuilder {
    mutating func findServedFiles() {
        let files = index.analysis.files
        let nouns = Set(domainOfUnit.values).sorted().map { ($0, Self.words(of: $0)) }.filter { !$0.1.isEmpty }
        guard !nouns.isEmpty else { return }
        let domainless = index.production.filter { file in
            index.unitOfFile[file].map { domainOfUnit[$0] == nil } ?? false
        }
        // The wiring builds every feature and serves none (see CompositionRoots).
        for file in domainless where index.effectiveRole(of: file) != .wiring {
            let words = Self.words(of: RoleGuess.fileStem(files[file].path))
            let named = nouns.filter { Self.contains(words, $0.1) }.map(\.0)
            guard named.count == 1, let domain = named.first else { continue }
            // The domains that reach it, through the domainless files between.
            var reaching: Set<String> = []
            var seen: Set<Int> = [file]
            var frontier = [file]
            while let reached = frontier.popLast() {
                for user in index.usersOfFile[reached] ?? [] where seen.insert(user).inserted {
                    if let other = self.domain(ofFile: user) { reaching.insert(other) } else { frontier.append(user) }
                }
            }
            let used = Set(
                index.analysis.graph.usesByFile[file].compactMap { use -> String? in
                    guard case .file(let target, _) = use.target else { return nil }
                    return self.domain(ofFile: target)
                })
            guard reaching.isSubset(of: [domain]), used.isSubset(of: [domain]) else { continue }
            servedFiles[domain, default: []].append(file)
        }
        for (domain, served) in servedFiles {
            evidence[domain, default: []].append(
                "\(Plural.counted(served.count, "file")) named for its noun that no other domain uses "
                    + "(its use cases, repositories and models in the app's layer folders)")
        }
    }

    /// A name's words, each cut to a stem its singular and plural share (`Movies` and `Movie`,
    /// `Queries` and `Query`): a domain's noun is found whatever number the name gives it.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                words.append(current)
                current = ""
            }
            if character.isLetter {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { numberless($0.lowercased()) }
    }

    private static func numberless(_ word: String) -> String {
        guard word.count > 3 else { return word }
        for ending in ["ies", "ie", "y"] where word.hasSuffix(ending) { return String(word.dropLast(ending.count)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// `words` holds `noun`'s words side by side (`StockAlert` in `FetchStockAlertsUseCase`).
    private static func contains(_ words: [String], _ noun: [String]) -> Bool {
        guard !noun.isEmpty, words.count >= noun.count else { return false }
        return (0...(words.count - noun.count)).contains { start in
            Array(words[start..<(start + noun.count)]) == noun
        }
    }
}
