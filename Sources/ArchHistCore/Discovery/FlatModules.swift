import ArchHistSupport

/// Small modules of one folder, which `init` puts in one layer whole. Inside a Swift
/// module every file sees every other's internals, and a team that keeps a module in one
/// folder treats it as one unit: its boundary is the module. Judging its files one by
/// one (a `Sounds.swift` of values beside the client it extends, a geometry helper beside
/// the scene view it draws) would report references inside the module as layer
/// violations, which no one would fix by moving a file. A module with folders of its own,
/// or more files than one reads as a unit, is split by folder instead.
enum FlatModules {
    /// More files than this are a monolith's module, whatever its folders.
    static let maximumFiles = 40

    /// The layer each flat module of `production` takes: the one most of its files would
    /// take one by one, as what they declare and import says more than the module's name.
    static func layers(production: [Int], files: [AnalyzedFile], layerOf: [Int: String]) -> [String: String] {
        var members: [String: [Int]] = [:]
        for file in production where layerOf[file] != nil { members[files[file].module, default: []].append(file) }
        var chosen: [String: String] = [:]
        for (module, inside) in members where inside.count >= 2 && inside.count <= maximumFiles {
            let folders = Set(inside.map { files[$0].path.split(separator: "/").dropLast() })
            guard folders.count == 1 else { continue }
            var counts: [String: Int] = [:]
            for file in inside { counts[layerOf[file]!, default: 0] += 1 }
            // Without a layer for most of its files, the module is no one thing: its files keep theirs.
            guard counts.count > 1, let most = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                most.value * 2 > inside.count
            else { continue }
            chosen[module] = most.key
        }
        return chosen
    }
}
