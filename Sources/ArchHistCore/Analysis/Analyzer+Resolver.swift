/// How an analysis resolves the references of its tree. The result is the same
/// either way; only the work differs.
extension Analyzer {
    public enum Resolver: Sendable {
        /// Every reference of the tree, from nothing: one analysis on its own.
        case wholeTree
        /// Only what changed since the tree the memory resolved before: the commits of
        /// one history, analysed in order.
        case incremental(any ResolutionMemory)

        func resolve(_ files: [AnalyzedFile], workers: Int) -> ReferenceResolver.TreeResolution {
            switch self {
            case .wholeTree: ReferenceResolver(files: files, workers: workers).resolve(files: files, workers: workers)
            case .incremental(let memory): memory.withResolution { $0.resolve(files: files, workers: workers) }
            }
        }
    }
}
