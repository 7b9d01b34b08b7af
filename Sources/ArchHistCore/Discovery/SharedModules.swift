import ArchHistSupport

/// Modules of a bit of everything that layers on both sides of a boundary use: a
/// `Utility` module of extensions, a logger, a preferences store and a player, imported
/// by the data modules and the screens alike. No one layer of the preset is theirs: put
/// in the layer most of their files take (Presentation), every data module's import of
/// them reads as Data depending on Presentation; put file by file, the references
/// between their own files do. `init` leaves such a module without a layer, says so, and
/// `discover` asks where it belongs.
///
/// A module whose files agree on one layer is that layer, however wrongly it is used: a
/// network client the screens call is Data, and each such call a finding.
enum SharedModules {
    /// Below this share of its files in one layer, a module is no one thing.
    static let agreementPercent = 67

    /// The modules of `production` that are shared so, by name; and those shared so whose
    /// files are all values (see declaresOnlyValues), which are one thing: the app's values.
    static func find(
        _ analysis: Analysis, production: [Int], layerOf: [Int: String], allowed: [String: [String]],
        byConvention: Set<Int>, keep: Set<Int>
    ) -> (shared: Set<String>, values: Set<String>) {
        let files = analysis.files
        var members: [String: [Int]] = [:]
        for file in production { members[files[file].module, default: []].append(file) }
        // The layers of the files of other modules that use each module.
        var userLayers: [String: Set<String>] = [:]
        for file in production {
            guard let layer = layerOf[file] else { continue }
            for use in analysis.graph.usesByFile[file] {
                let used: String
                switch use.target {
                case .file(let target, _): used = files[target].module
                case .module(let name): used = name
                }
                if used != files[file].module { userLayers[used, default: []].insert(layer) }
            }
        }
        // The names of the types the app declares: an extension of any other type extends the platform's.
        var declared: Set<String> = []
        for file in production {
            for declaration in files[file].facts.declarations where declaration.kind != .extension {
                declared.insert(declaration.name)
            }
        }
        var shared: Set<String> = []
        var values: Set<String> = []
        for (module, inside) in members where inside.count >= 2 {
            // What the app names for a layer, or builds its graph, is no guess to undo; nor is a
            // module that declares the chain's own parts (a feature's reducer, a client with its
            // live value), whose files are apart by design.
            guard inside.allSatisfy({ !byConvention.contains($0) && !keep.contains($0) }),
                !inside.contains(where: { declaresChainPart(files[$0].facts) }),
                let users = userLayers[module], users.count >= 2
            else { continue }
            var counts: [String: Int] = [:]
            for file in inside { if let layer = layerOf[file] { counts[layer, default: 0] += 1 } }
            let placed = counts.values.reduce(0, +)
            // A toolbox of extensions to the platform's types (`String`, `Date`, `UIColor`) serves
            // whoever imports it, whatever framework its extensions need: no layer's code, even
            // where its files agree on one.
            let toolbox =
                inside.count { extendsOnlyThePlatform(files[$0].facts, declared: declared) } * 3
                >= inside.count * 2
            guard toolbox || (counts.count >= 2 && counts.values.max()! * 100 < placed * agreementPercent)
            else { continue }
            // Some user may not depend on some layer its files would take.
            let crossed = users.contains { user in
                counts.keys.contains { layer in layer != user && allowed[user].map { !$0.contains(layer) } ?? false }
            }
            guard crossed else { continue }
            let onlyValues =
                inside.allSatisfy { declaresOnlyValues(files[$0].facts) }
                && inside.contains { files[$0].facts.declarations.contains { $0.kind != .extension } }
            if onlyValues { values.insert(module) } else { shared.insert(module) }
        }
        return (shared, values)
    }

    /// Structs, enums and their extensions, no UI framework: a module of these is one thing,
    /// the app's values, however their names split them (`ProposalDTO` beside `ProposalStatus`).
    private static func declaresOnlyValues(_ facts: FileFacts) -> Bool {
        facts.declarations.allSatisfy { [.struct, .enum, .typealias, .extension].contains($0.kind) }
            && !RoleGuess.importsUI(facts)
    }

    /// Declares extensions only, each of a type the app does not declare.
    private static func extendsOnlyThePlatform(_ facts: FileFacts, declared: Set<String>) -> Bool {
        !facts.declarations.isEmpty
            && facts.declarations.allSatisfy { $0.kind == .extension && !declared.contains($0.name) }
    }

    private static func declaresChainPart(_ facts: FileFacts) -> Bool {
        facts.declarations.contains { RoleGuess.isReducer($0) || RoleGuess.isClient($0) }
    }

    /// What the spec's description says of the modules of values; empty when there are none.
    static func valuesReason(_ modules: [String], layer: String) -> String {
        guard !modules.isEmpty else { return "" }
        let shown = NameList.firstSix(modules)
        return "\(layer): \(Plural.counted(modules.count, "module")) (\(shown)) of plain values only "
            + "(structs and enums, no UI framework) that layers on both sides of a boundary use: the app's values, "
            + "whatever their names say (a `…DTO`, a `…Provider` enum). "
    }

    /// What the spec's description says of them; empty when there are none.
    static func reason(_ modules: [String]) -> String {
        guard !modules.isEmpty else { return "" }
        let shown = NameList.firstSix(modules)
        return "Left without a layer: \(Plural.counted(modules.count, "module")) (\(shown)) of a bit of "
            + "everything, or of extensions to the platform's types, that layers on both sides of a boundary use, so "
            + "no one layer is theirs (archhist discover asks where they belong). "
    }
}
