/// Turns facts into an analysis: modules from manifests, places from the spec,
/// edges from resolved references and imports, then rules and exceptions.
/// Pure: the files, the manifests and today's date come in from outside.
public struct Analyzer: Sendable {
    public let spec: ArchitectureSpec
    public let today: Day
    /// Cores to classify and resolve on.
    public let workers: Int
    /// Placements kept from earlier analyses under the same spec, if any.
    public let placements: PlacementCache?
    /// Reference resolution kept from the previous tree analysed, if any.
    public let resolutions: ResolutionCache?

    public init(
        spec: ArchitectureSpec, today: Day, workers: Int = 1, placements: PlacementCache? = nil,
        resolutions: ResolutionCache? = nil
    ) {
        self.spec = spec
        self.today = today
        self.workers = max(1, workers)
        self.placements = placements
        self.resolutions = resolutions
    }

    public func analyze(files sources: [SourceFile], manifests allManifests: [ManifestFile]) -> Analysis {
        let classifier = Classifier(spec: spec)
        let manifests = allManifests.filter { !classifier.isExcluded($0.path) }
        var moduleMap = ModuleMap(manifests: manifests)
        // Modules first, in order (a folder module appears when its first file does);
        // then every file is placed on its own, on all cores.
        var located: [(source: SourceFile, module: Module)] = []
        located.reserveCapacity(sources.count)
        for source in sources.sorted(by: { $0.path < $1.path }) where !classifier.isExcluded(source.path) {
            let name = moduleMap.moduleName(forFile: source.path)
            located.append((source, moduleMap.module(named: name)!))
        }
        let items = located
        let place: @Sendable (Int) -> Placement = { classifier.place(path: items[$0].source.path, module: items[$0].module) }
        let placed = placements?.placements(of: located.map { ($0.source.path, $0.module.name) }, workers: workers, compute: place)
            ?? (try? Array(located.indices).parallelMap(workers: workers, place)) ?? located.indices.map(place)
        let files = zip(located, placed).map { item, placement in
            AnalyzedFile(path: item.source.path, module: item.module.name, placement: placement, facts: item.source.facts)
        }
        let (dependencies, stats) = resolutions?.resolve(files: files, workers: workers)
            ?? ReferenceResolver(files: files, workers: workers).resolve(files: files, workers: workers)
        let graph = ArchitectureGraph(files: files, modules: moduleMap.modules, dependencies: dependencies)
        let (open, waived, exceptionNotes) = ExceptionLedger(exceptions: spec.exceptions, today: today)
            .apply(to: RuleEngine.run(spec: spec, graph: graph, workers: workers))

        var notes = exceptionNotes
        for file in files {
            for warning in file.facts.warnings { notes.append("\(file.path):\(warning.line): \(warning.message)") }
        }
        for manifest in manifests {
            for warning in manifest.manifest.warnings { notes.append("\(manifest.path):\(warning.line): \(warning.message)") }
        }
        return Analysis(
            spec: spec, files: files, modules: moduleMap.modules, graph: graph,
            moduleEdges: EdgeAggregator.edges(of: graph, at: .module),
            layerEdges: EdgeAggregator.edges(of: graph, at: .layer),
            domainEdges: EdgeAggregator.edges(of: graph, at: .domain),
            violations: open, waived: waived, resolution: stats, notes: notes)
    }
}
