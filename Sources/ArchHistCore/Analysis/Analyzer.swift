/// Turns facts into an analysis: modules from manifests, places from the spec,
/// edges from resolved references and imports, then rules and exceptions.
/// Pure: the files, the manifests and today's date come in from outside.
public struct Analyzer: Sendable {
    public let spec: ArchitectureSpec
    public let today: Day

    public init(spec: ArchitectureSpec, today: Day) {
        self.spec = spec
        self.today = today
    }

    public func analyze(files sources: [SourceFile], manifests allManifests: [ManifestFile]) -> Analysis {
        let classifier = Classifier(spec: spec)
        let manifests = allManifests.filter { !classifier.isExcluded($0.path) }
        var moduleMap = ModuleMap(manifests: manifests)
        var files: [AnalyzedFile] = []
        files.reserveCapacity(sources.count)
        for source in sources.sorted(by: { $0.path < $1.path }) where !classifier.isExcluded(source.path) {
            let moduleName = moduleMap.moduleName(forFile: source.path)
            let module = moduleMap.module(named: moduleName)!
            files.append(AnalyzedFile(
                path: source.path, module: moduleName,
                placement: classifier.place(path: source.path, module: module), facts: source.facts))
        }
        let (dependencies, stats) = ReferenceResolver(files: files).resolve(files: files)
        let graph = ArchitectureGraph(files: files, modules: moduleMap.modules, dependencies: dependencies)
        let (open, waived, exceptionNotes) = ExceptionLedger(exceptions: spec.exceptions, today: today)
            .apply(to: RuleEngine.run(spec: spec, graph: graph))

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
