/// How an analysis resolves the references of its tree. The result is the same
/// either way; only the work differs.
extension Analyzer {
    public enum Resolver: Sendable {
        /// Every reference of the tree, from nothing: one analysis on its own.
        case wholeTree
        /// Only what changed since the tree the cache resolved before: the commits of
        /// one history, analysed in order.
        case incremental(ResolutionCache)

        func resolve(_ files: [AnalyzedFile], workers: Int) -> ReferenceResolver.TreeResolution {
            switch self {
            case .wholeTree: ReferenceResolver(files: files, workers: workers).resolve(files: files, workers: workers)
            case .incremental(let cache): cache.resolve(files: files, workers: workers)
            }
        }
    }
}
