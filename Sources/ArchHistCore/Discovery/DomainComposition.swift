import ArchHistSupport

/// Parent features composing child features of other domains: a reducer whose file names
/// a reducer of another domain (`Scope`, `ifLet`, `forEach`). In a reducer app this is how
/// features are built (TicTacToe's `AppCore` scopes `LoginCore` and `NewGameCore`; its view
/// embeds `LoginView`), so a domain's reducer and view are its public API, and `init` lets
/// other domains use them; a domain's clients' implementations and runtime stay internal.
enum DomainComposition {
    struct Found {
        var parent: String
        var parentDomain: String
        var child: String
        var childDomain: String
    }

    static func find(_ map: DomainMap) -> [Found] {
        var domainOf: [String: String] = [:]
        for reducer in map.reducers { if let domain = reducer.domain { domainOf[reducer.name] = domain } }
        var found: [Found] = []
        for reducer in map.reducers {
            guard let domain = reducer.domain else { continue }
            for child in reducer.children {
                guard let other = domainOf[child], other != domain else { continue }
                found.append(Found(parent: reducer.name, parentDomain: domain, child: child, childDomain: other))
            }
        }
        return found
    }

    /// The layers a reducer app's domains expose to each other, beyond the preset's.
    static let publicLayers = ["Service", "UI"]

    static func reason(_ found: [Found]) -> String {
        guard let first = found.first else { return "" }
        let pairs = Set(found.map { "\($0.parentDomain)→\($0.childDomain)" }).count
        return "a domain may use another's Service and UI: reducers compose reducers of other domains "
            + "(\(Plural.counted(pairs, "pair")) of domains, e.g. \(first.parent) in domain \(first.parentDomain) "
            + "composes \(first.child) in domain \(first.childDomain)), so a domain's reducer and view are its "
            + "public API; its Repo, Runtime "
            + "and Providers stay internal"
    }
}
