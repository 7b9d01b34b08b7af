/// Turns facts into an analysis: modules from manifests, places from the spec,
/// edges from resolved references and imports, then rules and exceptions.
/// Pure: the files, the manifests and today's date come in from outside.
import ArchHistSupport

public struct Analyzer: Sendable {
    public let spec: ArchitectureSpec
    public let today: Day
    /// Cores to classify and resolve on.
    public let workers: Int
    /// Placements kept from earlier analyses under the same spec, if any.
    public let placements: (any PlacementMemory)?
    /// Resolves the tree's references: whole, or from the tree resolved before.
    public let resolver: Resolver

    public init(
        spec: ArchitectureSpec, today: Day, workers: Int = 1, placements: (any PlacementMemory)? = nil,
        resolver: Resolver = .wholeTree
    ) {
        self.spec = spec
        self.today = today
        self.workers = max(1, workers)
        self.placements = placements
        self.resolver = resolver
    }

    /// `placed`: what `placeAhead` gave for the same manifests, used when its paths
    /// are those of `files`.
    public func analyze(
        files allSources: [SourceFile], manifests allManifests: [ManifestFile], placed ahead: PlacementsAhead? = nil
    ) -> Analysis {
        let classifier = Classifier(spec: spec)
        let manifests = allManifests.filter { !classifier.isExcluded($0.path) }
        let sources = allSources.sorted(by: { $0.path < $1.path }).filter { !classifier.isExcluded($0.path) }
        let located: Located
        let placed: [Placement]
        if let ahead, ahead.paths.elementsEqual(sources.lazy.map(\.path)) {
            (located, placed) = (ahead.located, ahead.placements)
        } else {
            let paths = sources.map(\.path)
            let locate = { Analyzer.locate(paths, manifests: manifests) }
            located = placements?.withPlacements { $0.located(paths, manifests: manifests, locate: locate) } ?? locate()
            placed = place(paths, modules: located.modules, classifier: classifier)
        }
        let moduleMap = located.map
        let modules = located.modules
        let files = sources.indices.map { index in
            AnalyzedFile(
                path: sources[index].path, module: modules[index].name, otherModules: located.otherModules[index],
                placement: placed[index], facts: sources[index].facts)
        }
        let resolution = resolver.resolve(files, workers: workers)
        let injected = InjectedDependencies.resolve(files: files, resolutions: resolution.files)
        let graph = ArchitectureGraph(
            files: files, modules: moduleMap.modules,
            dependencies: injected.isEmpty ? resolution.dependencies : resolution.dependencies + injected)
        let (ledgered, waived, exceptionNotes) = ExceptionLedger(exceptions: spec.exceptions, today: today)
            .apply(to: RuleEngine.run(spec: spec, graph: graph, workers: workers))
        let open = RepeatedFindings.drop(from: ledgered, spec: spec, graph: graph)

        var notes = exceptionNotes
        for file in files {
            for warning in file.facts.warnings { notes.append("\(file.path):\(warning.line): \(warning.message)") }
        }
        for manifest in manifests {
            for warning in manifest.manifest.warnings {
                notes.append("\(manifest.path):\(warning.line): \(warning.message)")
            }
        }
        notes += Analyzer.projectsMissing(from: manifests)
        for module in moduleMap.modules {
            guard let inferredBy = module.inferredBy else { continue }
            if case .target(_, let manifest, let line) = module.origin {
                notes.append("\(manifest):\(line): module \(module.name) inferred from \(inferredBy)")
            } else {
                // A project's folder named for its files no convention names: said too.
                notes.append("\(module.path)/: module \(module.name) inferred from \(inferredBy)")
            }
        }
        notes += UnmatchedPatterns.notes(spec: spec, files: files, modules: moduleMap.modules)
        // Three passes over every use, each on a core of its own.
        let levels: [GraphLevel] = [.module, .layer, .domain]
        let edges = levels.parallelMap(workers: workers) { EdgeAggregator.edges(of: graph, at: $0) }
        return Analysis(
            spec: spec, files: files, modules: moduleMap.modules, graph: graph,
            moduleEdges: edges[0], layerEdges: edges[1], domainEdges: edges[2],
            violations: open, waived: waived, resolution: resolution.stats, notes: notes,
            resolvedFiles: resolution.files)
    }

    /// Places the files of a tree ahead of its analysis, into `placements`: where a
    /// file sits needs only its path and the modules the manifests declare, so a
    /// recorder places them on another thread while it reads their facts, and hands
    /// the result to `analyze`. Only the first tree is worth it (nil for the others):
    /// after it, the cache holds nearly every place a commit needs.
    ///
    /// `known`: places by path from a run recorded under the same spec with the same
    /// manifests (`RecordedPlacements`), taken for the paths in the same module.
    public func placeAhead(
        paths allPaths: [String], manifests allManifests: [ManifestFile], known: [String: FilePlacement]? = nil
    ) -> PlacementsAhead? {
        guard let placements, placements.withPlacements(\.isEmpty) else { return nil }
        let classifier = Classifier(spec: spec)
        let paths = allPaths.sorted().filter { !classifier.isExcluded($0) }
        let located = Analyzer.locate(paths, manifests: allManifests.filter { !classifier.isExcluded($0.path) })
        return PlacementsAhead(
            paths: paths, located: located,
            placements: place(paths, modules: located.modules, classifier: classifier, known: known))
    }

    /// A note for each project a workspace opens that the tree does not hold (a
    /// sibling repository, a project left out of git): its targets, and the modules
    /// their files build, are unknown, so imports of them stay unresolved.
    static func projectsMissing(from manifests: [ManifestFile]) -> [String] {
        let held = Set(manifests.lazy.filter { $0.manifest.kind == .xcodeProject }.map(\.path))
        var notes: [String] = []
        for workspace in manifests where workspace.manifest.kind == .xcodeWorkspace {
            for project in workspace.manifest.projects {
                let path = ModuleMap.resolve(project, in: workspace.directory)
                guard path.map({ !held.contains($0 + "/project.pbxproj") }) ?? true else { continue }
                let place = path == nil ? "outside the repository" : "not in the tree"
                notes.append(
                    "\(workspace.path): the workspace opens \(project), which is \(place): its targets and the files "
                        + "they compile are unknown to archhist, and imports of their modules stay unresolved")
            }
        }
        return notes
    }

    /// The modules of a tree's paths (sorted): the primary module of each path, and
    /// the other modules that compile it (an app and its widget sharing a file).
    struct Located: Sendable {
        let map: ModuleMap
        let modules: [Module]
        let otherModules: [[String]]
    }

    /// The modules of each of `paths` (sorted): in order, since a folder module
    /// appears when its first file does.
    static func locate(_ paths: [String], manifests: [ManifestFile]) -> Located {
        var moduleMap = ModuleMap(manifests: manifests, paths: paths)
        var modules: [Module] = []
        var others: [[String]] = []
        modules.reserveCapacity(paths.count)
        others.reserveCapacity(paths.count)
        for path in paths {
            let names = moduleMap.moduleNames(forFile: path)
            modules.append(moduleMap.module(named: names[0])!)
            others.append(Array(names.dropFirst()))
        }
        return Located(map: moduleMap, modules: modules, otherModules: others)
    }

    /// Every file placed on its own, on all cores, or taken from `placements`, or
    /// from `known` where the file is in the module it was in there.
    private func place(
        _ paths: [String], modules: [Module], classifier: Classifier, known: [String: FilePlacement]? = nil
    ) -> [Placement] {
        let place: @Sendable (Int) -> Placement = { index in
            if let recorded = known?[paths[index]], recorded.module == modules[index].name { return recorded.placement }
            return classifier.place(path: paths[index], module: modules[index])
        }
        return placements?.withPlacements { $0.placements(of: paths, in: modules, workers: workers, compute: place) }
            ?? Array(paths.indices).parallelMap(workers: workers, place)
    }
}

/// A tree's placements computed ahead of its analysis (`Analyzer.placeAhead`): sorted and
/// without the excluded ones, as the analysis orders its files, with their modules
/// and places.
public struct PlacementsAhead: Sendable {
    let paths: [String]
    let located: Analyzer.Located
    let placements: [Placement]
}
