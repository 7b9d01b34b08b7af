import ArchHistSupport
import Testing

@testable import ArchHistCore

/// A place is remembered for a path and everything about its module that decides
/// a place: the same target name turning into a test target, or a folder becoming a
/// declared target, must be placed again.
@Suite struct PlacementTableTests {
    private static let path = "Sources/Feature/FeatureView.swift"

    private static func module(_ origin: Module.Origin) -> Module {
        Module(name: "Feature", path: "Sources/Feature", origin: origin)
    }

    @Test func aModuleThatChangesKindIsPlacedAgain() {
        var table = PlacementTable()
        let kinds: [Module.Origin] = [
            .folder, .target(.regular, manifestPath: "Package.swift", line: 3),
            .target(.test, manifestPath: "Package.swift", line: 3),
        ]
        for (round, origin) in (kinds + kinds).enumerated() {
            let computed = Counter()
            let placed = table.placements(of: [Self.path], in: [Self.module(origin)], workers: 1) { _ in
                computed.add()
                return Placement(isTest: origin == kinds[2], layer: "\(origin)")
            }
            #expect(placed[0].layer == "\(origin)")
            // Computed the first time each kind is met, remembered the second time.
            #expect(computed.count == (round < kinds.count ? 1 : 0), "round \(round)")
        }
    }

    /// Tree after tree, with files coming, going and changing module, sorted or not:
    /// every file gets the place computed for its path and module, and only files the
    /// table has never seen in their module are placed.
    @Test func treesThatChangeGetThePlacesOfTheirOwnFiles() {
        var table = PlacementTable()
        var random = SystemRandomNumberGenerator()
        let modules = [
            Self.module(.folder), Module(name: "Other", path: "Sources/Other", origin: .folder),
            Self.module(.target(.test, manifestPath: "Package.swift", line: 3)),
        ]
        let paths = (0..<40).map { "Sources/F\($0 % 7)/File\($0).swift" }
        var seen = Set<String>()
        for round in 0..<30 {
            var tree = paths.filter { _ in Int.random(in: 0..<10, using: &random) < 8 }.map {
                ($0, modules[Int.random(in: 0..<3, using: &random)])
            }
            if round % 3 == 0 { tree.shuffle(using: &random) } else { tree.sort { $0.0 < $1.0 } }
            let files = tree
            let computed = Counter()
            let placed = table.placements(of: tree.map(\.0), in: tree.map(\.1), workers: 2) { index in
                computed.add()
                return Self.place(files[index].0, files[index].1)
            }
            #expect(placed == tree.map { Self.place($0.0, $0.1) }, "round \(round)")
            let new = Set(tree.map { "\($0.0) \($0.1.name) \($0.1.isTestTarget)" }).subtracting(seen)
            #expect(computed.count == new.count, "round \(round)")
            seen.formUnion(new)
        }
    }

    /// The modules of a tree are located again only when its paths or its manifests change.
    @Test func theLastTreesModulesAreKeptWhileItsPathsAndManifestsStay() {
        var table = PlacementTable()
        let package = ManifestFile(
            directory: "",
            manifest: PackageManifest(
                name: "App", targets: [ManifestTarget(name: "Feature", kind: .regular, path: nil, line: 3)],
                warnings: []))
        let other = ManifestFile(directory: "Other", manifest: package.manifest)
        let paths = ["Sources/Feature/A.swift", "Sources/Feature/B.swift"]
        let trees: [([String], [ManifestFile], Bool)] = [
            (paths, [package], true), (paths, [package], false), (paths + ["Sources/Feature/C.swift"], [package], true),
            (paths + ["Sources/Feature/C.swift"], [package], false), (paths, [package, other], true), (paths, [], true),
        ]
        for (round, (tree, manifests, locates)) in trees.enumerated() {
            var located = false
            let modules = table.located(tree, manifests: manifests) {
                located = true
                return Analyzer.locate(tree, manifests: manifests)
            }.modules
            #expect(located == locates, "round \(round)")
            #expect(modules.count == tree.count, "round \(round)")
        }
    }

    private static func place(_ path: String, _ module: Module) -> Placement {
        Placement(isTest: module.isTestTarget, layer: path + " in " + module.name)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
}
