import ArchHistSupport

/// The units of a reducer app where a feature's reducer and its view live together
/// (TCA's `AppView.swift` declaring `AppReducer` and `AppView`, or a `HomeFeature` module
/// of reducers and views). The harness chain puts a reducer in Service and a view in UI,
/// so a file or module holding both would be judged as Service using UI at every edge its
/// view draws, and every parent reducer composing it would be Service using UI. `init`
/// gives such units a Feature layer of their own, between Service and UI.
enum FeatureUnits {
    static let layer = "Feature"
    /// The layers a feature's files would otherwise be spread over.
    static let absorbed: Set<String> = ["Service", "Runtime", "UI"]

    /// The units holding at least one reducer and at least one view.
    static func find(_ index: UnitIndex) -> [DomainUnit] {
        let files = index.analysis.files
        return index.units.filter { unit in
            let members = index.files[unit] ?? []
            let declarations = members.flatMap { files[$0].facts.declarations }
            return declarations.contains(where: RoleGuess.isReducer)
                && declarations.contains {
                    $0.kind != .extension && !$0.inherits.filter(RoleGuess.viewBases.contains).isEmpty
                }
        }
    }

    /// The harness layer matrix with Feature: it may use what Service and UI may (and
    /// Service, Runtime and UI themselves: a feature's view embeds plain views, its reducer
    /// runs effects); every layer that may use Service or UI may use Feature, so a parent
    /// feature composing a child's reducer is the same layer, not a violation.
    static func allowing(_ allow: JSONObject) -> JSONObject {
        func names(_ value: JSONValue?) -> [String] {
            guard case .array(let items)? = value else { return [] }
            return items.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        var result = JSONObject()
        for (layer, value) in allow {
            let current = names(value)
            let opens = current.contains("Service") || current.contains("UI")
            result[layer] = .array((current + (opens ? [Self.layer] : [])).map { .string($0) })
        }
        var feature = Set(names(allow["Service"]) + names(allow["UI"]))
        feature.formUnion(absorbed)
        feature.remove(Self.layer)
        result[Self.layer] = .array(feature.sorted().map { .string($0) })
        return result
    }
}
