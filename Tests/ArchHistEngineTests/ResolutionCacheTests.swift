import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

@testable import ArchHistEngine

/// Resolution carried from tree to tree must give exactly what resolving each
/// tree from nothing gives, through every kind of change a commit makes.
@Suite struct ResolutionCacheTests {
    /// Type names shared by the random files, so that the same name is declared in
    /// several modules (ambiguity), nested (`Outer.Inner`) and referenced qualified.
    private static let names = [
        "Store", "Item", "Mapper", "Loader", "View", "Client", "Token", "Cache", "Router", "Session", "Flag", "Theme",
        "Query", "Event", "Queue", "Frame", "Badge", "Color", "Route", "Grid",
    ]
    private static let modules = ["Core", "Feature", "UI", "Infra"]

    /// `reach`: how many of `names` references use, so that later steps name types
    /// no file named before.
    private static func randomFacts(_ random: inout SeededRandom, reach: Int) -> FileFacts {
        var facts = FileFacts(lineCount: 1 + random.next(below: 50))
        for _ in 0..<random.next(below: 3) {
            let imported = random.pick(modules)
            facts.imports.append(
                ImportFact(
                    module: imported, attributes: random.next(below: 25) == 0 ? ["_exported"] : [], line: 1))
        }
        let referable = Array(names.prefix(reach))
        for line in 0..<random.next(below: 4) {
            let name = random.pick(names)
            switch random.next(below: 6) {
            case 0:
                // As the scanner gives it: the extended type is a reference of the file too
                // (of a name within reach, as every reference).
                let extended = random.pick(referable)
                facts.declarations.append(Declaration(kind: .extension, name: extended, line: line + 2))
                facts.references.append(TypeReference(name: extended, line: line + 2))
            case 1:
                facts.declarations.append(
                    Declaration(kind: .struct, name: random.pick(names) + "." + name, line: line + 2))
            default: facts.declarations.append(Declaration(kind: .class, name: name, line: line + 2))
            }
        }
        for line in 0..<random.next(below: 6) {
            let name = random.pick(referable)
            switch random.next(below: 5) {
            case 0: facts.references.append(TypeReference(name: random.pick(modules) + "." + name, line: line + 3))
            case 1: facts.references.append(TypeReference(name: random.pick(referable) + "." + name, line: line + 3))
            default: facts.references.append(TypeReference(name: name, line: line + 3))
            }
        }
        return facts
    }

    private static func analyze(_ tree: [String: FileFacts], cache: ResolutionCache?) throws -> Analysis {
        let spec = try SpecDecoder.preset(#require(Preset.named("clean")))
        let files = tree.map { SourceFile(path: $0.key, facts: $0.value) }
        let resolver: Analyzer.Resolver = cache.map { .incremental($0) } ?? .wholeTree
        return Analyzer(spec: spec, today: Day(year: 2026, month: 1, day: 1), workers: 2, resolver: resolver)
            .analyze(files: files, manifests: [])
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func carriedResolutionEqualsResolvingFromNothing(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var tree: [String: FileFacts] = [:]
        for number in 0..<60 {
            tree["\(random.pick(Self.modules))/F\(number).swift"] = Self.randomFacts(&random, reach: 6)
        }
        let cache = ResolutionCache()
        var partial = 0
        for step in 0..<40 {
            let reach = min(Self.names.count, 6 + step / 3)
            for _ in 0..<(1 + random.next(below: 3)) {
                let paths = tree.keys.sorted()
                let path = random.pick(paths)
                switch random.next(below: 6) {
                case 0: tree[path] = nil
                case 1:
                    let path = "\(random.pick(Self.modules))/N\(step)-\(random.next(below: 1000)).swift"
                    tree[path] = Self.randomFacts(&random, reach: reach)
                case 2:
                    // The same content moved to another module.
                    let facts = tree.removeValue(forKey: path)
                    tree["\(random.pick(Self.modules))/" + path.split(separator: "/").last!] = facts
                case 3:
                    // An edit inside a body: the same declarations, other references.
                    tree[path]!.references = Self.randomFacts(&random, reach: reach).references
                default: tree[path] = Self.randomFacts(&random, reach: reach)
                }
            }
            let carried = try Self.analyze(tree, cache: cache)
            let fresh = try Self.analyze(tree, cache: nil)
            #expect(carried.graph.usesByFile == fresh.graph.usesByFile, "step \(step)")
            #expect(carried.resolution == fresh.resolution, "step \(step)")
            #expect(carried.violations == fresh.violations, "step \(step)")
            if !cache.lastWasWhole { partial += 1 }
        }
        // Most steps must have been incremental, or this proves nothing about carrying.
        #expect(partial > 20)
    }

    /// An Xcode project whose targets are the tree's top folders, each compiling its
    /// folder's files, and each file of `shared` compiled by the next target too.
    private static func project(_ tree: [String: FileFacts], shared: Set<String>) -> ManifestFile {
        var sources: [String: [SourceRule]] = [:]
        for path in tree.keys.sorted() {
            let module = String(path.split(separator: "/")[0])
            sources[module, default: []].append(.file(path))
            if shared.contains(path), let position = Self.modules.firstIndex(of: module) {
                sources[Self.modules[(position + 1) % Self.modules.count], default: []].append(.file(path))
            }
        }
        return ManifestFile(
            path: "App.xcodeproj/project.pbxproj",
            manifest: PackageManifest(
                kind: .xcodeProject, name: nil,
                targets: Self.modules.map {
                    ManifestTarget(name: $0, kind: .regular, product: .framework, sources: sources[$0] ?? [], line: 1)
                }))
    }

    /// Files several targets compile are resolved in each target's scope, and
    /// their declarations are found from each: carried from change to change
    /// (files joining and leaving targets too), exactly as from nothing.
    @Test(arguments: [1, 2, 3, 4])
    func carriedResolutionOfFilesInSeveralTargetsEqualsResolvingFromNothing(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var tree: [String: FileFacts] = [:]
        for number in 0..<60 {
            tree["\(random.pick(Self.modules))/F\(number).swift"] = Self.randomFacts(&random, reach: 6)
        }
        var shared = Set(tree.keys.filter { _ in random.next(below: 4) == 0 })
        let spec = try SpecDecoder.preset(#require(Preset.named("clean")))
        func analyze(_ cache: ResolutionCache?) -> Analysis {
            let resolver: Analyzer.Resolver = cache.map { .incremental($0) } ?? .wholeTree
            return Analyzer(spec: spec, today: Day(year: 2026, month: 1, day: 1), workers: 2, resolver: resolver)
                .analyze(
                    files: tree.map { SourceFile(path: $0.key, facts: $0.value) },
                    manifests: [Self.project(tree, shared: shared)])
        }
        let cache = ResolutionCache()
        var partial = 0
        var several = 0
        for step in 0..<30 {
            let reach = min(Self.names.count, 6 + step / 3)
            for _ in 0..<(1 + random.next(below: 3)) {
                let path = random.pick(tree.keys.sorted())
                switch random.next(below: 4) {
                case 0: tree[path] = nil
                case 1: if !shared.insert(path).inserted { shared.remove(path) }
                default: tree[path] = Self.randomFacts(&random, reach: reach)
                }
            }
            let carried = analyze(cache)
            let fresh = analyze(nil)
            #expect(carried.graph.usesByFile == fresh.graph.usesByFile, "step \(step)")
            #expect(carried.resolution == fresh.resolution, "step \(step)")
            #expect(carried.violations == fresh.violations, "step \(step)")
            if !cache.lastWasWhole { partial += 1 }
            several += fresh.files.count { !$0.otherModules.isEmpty }
        }
        #expect(partial > 15)
        #expect(several > 100)
    }

    /// The tree an analysis resolved, with its resolution, as a run keeps it.
    private static func resolvedTree(_ analysis: Analysis) -> ResolvedTree {
        ResolvedTree(
            paths: analysis.files.map(\.path), modules: analysis.files.map(\.module),
            facts: analysis.files.map(\.facts),
            resolutions: analysis.resolvedFiles)
    }

    /// A new process seeds its cache with the parent's stored resolution: resolving
    /// the child from there must give exactly what resolving it from nothing gives.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func resolutionSeededFromTheParentEqualsResolvingFromNothing(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var tree: [String: FileFacts] = [:]
        for number in 0..<60 {
            tree["\(random.pick(Self.modules))/F\(number).swift"] = Self.randomFacts(&random, reach: 6)
        }
        var parent = try Self.analyze(tree, cache: nil)
        var partial = 0
        for step in 0..<30 {
            let reach = min(Self.names.count, 6 + step / 3)
            for _ in 0..<(1 + random.next(below: 3)) {
                let path = random.pick(tree.keys.sorted())
                switch random.next(below: 4) {
                case 0: tree[path] = nil
                case 1:
                    let path = "\(random.pick(Self.modules))/N\(step)-\(random.next(below: 1000)).swift"
                    tree[path] = Self.randomFacts(&random, reach: reach)
                default: tree[path] = Self.randomFacts(&random, reach: reach)
                }
            }
            let cache = ResolutionCache()
            #expect(cache.seed(Self.resolvedTree(parent), workers: 2))
            let seeded = try Self.analyze(tree, cache: cache)
            let fresh = try Self.analyze(tree, cache: nil)
            #expect(seeded.graph.usesByFile == fresh.graph.usesByFile, "step \(step)")
            #expect(seeded.resolution == fresh.resolution, "step \(step)")
            #expect(seeded.resolvedFiles == fresh.resolvedFiles, "step \(step)")
            #expect(seeded.violations == fresh.violations, "step \(step)")
            if !cache.lastWasWhole { partial += 1 }
            parent = fresh
        }
        #expect(partial > 15)
    }

    @Test func aStoredResolutionThatDoesNotFitItsFactsIsNotTaken() throws {
        var tree: [String: FileFacts] = [:]
        for number in 0..<8 {
            tree["Core/Type\(number).swift"] = FileFacts(
                declarations: [Declaration(kind: .struct, name: "Type\(number)", line: 1)],
                references: [TypeReference(name: "Type\((number + 1) % 8)", line: 2)], lineCount: 2)
        }
        let whole = Self.resolvedTree(try Self.analyze(tree, cache: nil))
        #expect(ResolutionCache().seed(whole, workers: 1))
        let damages: [(inout FileResolution) -> Void] = [
            { $0.stats.local += 1 },  // counts more references than the file has
            { $0.targets[0].reference = 5 },  // a reference the file does not have
            { $0.targets[0].file = 99 },  // a file the tree does not have
            { $0.targets[0].file = 0 },  // the file itself
            {
                $0.targets.append($0.targets[0])
                $0.stats.resolved += 1
                $0.stats.unresolved -= 1
            },  // out of order
        ]
        for (number, damage) in damages.enumerated() {
            var damaged = whole
            damage(&damaged.resolutions[0])
            let cache = ResolutionCache()
            #expect(!cache.seed(damaged, workers: 1), "damage \(number)")
            // Nothing taken: the next tree is resolved whole.
            _ = try Self.analyze(tree, cache: cache)
            #expect(cache.lastWasWhole, "damage \(number)")
        }
        var twice = whole
        twice.paths[1] = twice.paths[0]
        #expect(!ResolutionCache().seed(twice, workers: 1))
        var short = whole
        short.resolutions.removeLast()
        #expect(!ResolutionCache().seed(short, workers: 1))
    }

    @Test func changeResolvesOnlyTheChangedFileAndTheFilesThatNameWhatItDeclares() throws {
        var tree: [String: FileFacts] = [:]
        for number in 0..<40 {
            tree["Core/Type\(number).swift"] = FileFacts(
                declarations: [Declaration(kind: .struct, name: "Type\(number)", line: 1)],
                references: [TypeReference(name: "Type\((number + 1) % 40)", line: 2)], lineCount: 2)
        }
        let cache = ResolutionCache()
        _ = try Self.analyze(tree, cache: cache)
        #expect(cache.lastWasWhole)

        // Type7 now declares Type7 and Extra: Type7's file and Type6's (which names Type7) are resolved again.
        tree["Core/Type7.swift"]!.declarations.append(Declaration(kind: .struct, name: "Extra", line: 3))
        let analysis = try Self.analyze(tree, cache: cache)
        #expect(!cache.lastWasWhole)
        #expect(cache.lastResolvedCount == 2)
        #expect(analysis.resolution.resolved == 40)

        // An edit inside Type9's body (a new reference, its declarations moved down a line)
        // leaves the index as it was: only Type9's own references are resolved again.
        tree["Core/Type9.swift"]!.declarations[0].line = 4
        tree["Core/Type9.swift"]!.references.append(TypeReference(name: "Type0", line: 5))
        let edited = try Self.analyze(tree, cache: cache)
        #expect(!cache.lastWasWhole)
        #expect(cache.lastResolvedCount == 1)
        #expect(edited.resolution.resolved == 41)
        #expect(edited.graph.usesByFile == (try Self.analyze(tree, cache: nil)).graph.usesByFile)
    }

    /// A file that extends a type names it: when the declaration moves to another
    /// file, the extending file is resolved again and follows it.
    @Test func aFileExtendingATypeFollowsItsDeclaration() throws {
        var tree: [String: FileFacts] = [:]
        for number in 0..<40 {
            tree["Core/Type\(number).swift"] = FileFacts(
                declarations: [Declaration(kind: .struct, name: "Type\(number)", line: 1)], lineCount: 1)
        }
        tree["Core/Theme.swift"] = FileFacts(
            declarations: [Declaration(kind: .enum, name: "Theme", line: 1)], lineCount: 1)
        tree["Core/Theme+Dark.swift"] = FileFacts(
            declarations: [Declaration(kind: .extension, name: "Theme", line: 1)],
            references: [TypeReference(name: "Theme", line: 1)], lineCount: 1)
        let cache = ResolutionCache()
        let before = try Self.analyze(tree, cache: cache)
        #expect(before.resolution.resolved == 1)

        tree["Core/Theme.swift"] = nil
        tree["Core/Type3.swift"]!.declarations.append(Declaration(kind: .enum, name: "Theme", line: 2))
        let carried = try Self.analyze(tree, cache: cache)
        let fresh = try Self.analyze(tree, cache: nil)
        #expect(!cache.lastWasWhole)
        #expect(carried.graph.usesByFile == fresh.graph.usesByFile)
        let extending = try #require(carried.files.firstIndex { $0.path == "Core/Theme+Dark.swift" })
        let declaring = try #require(carried.files.firstIndex { $0.path == "Core/Type3.swift" })
        #expect(carried.graph.usesByFile[extending].map(\.target) == [.file(declaring, symbol: "Theme")])
    }
}
