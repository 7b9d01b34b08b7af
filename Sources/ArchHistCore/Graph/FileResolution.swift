/// How one file's references were resolved, in terms that outlive the analysis: a
/// run stores it with the file, so that the next commit, in a new process, starts
/// from the parent's resolution rather than resolving the whole tree again
/// (`ResolutionCache.seed`).
///
/// A reference is named by its position among the file's references (its line
/// and name are in the file's facts); the file it resolved to by its position
/// among the files of the tree it belongs to.
public struct FileResolution: Sendable, Hashable {
    public struct Target: Sendable, Hashable {
        /// Position among the file's `facts.references`.
        public var reference: Int
        /// Position of the declaring file in the tree.
        public var file: Int

        public init(reference: Int, file: Int) {
            self.reference = reference
            self.file = file
        }
    }

    /// The counts of the file's references; `stats.resolved` is `targets.count`.
    public var stats: ResolutionStats
    /// The references resolved to another file, in the order of the references.
    public var targets: [Target]

    public init(stats: ResolutionStats, targets: [Target]) {
        self.stats = stats
        self.targets = targets
    }

    /// Whether this can be the resolution of a file with `references` references
    /// in a tree of `files` files where it is file `own`: every reference counted
    /// once, targets in order, none of them the file itself. A stored resolution
    /// that is not is never used.
    func fits(references: Int, files: Int, own: Int) -> Bool {
        guard stats.resolved == targets.count,
            stats.local >= 0, stats.ambiguous >= 0, stats.unresolved >= 0,
            stats.resolved + stats.local + stats.ambiguous + stats.unresolved == references
        else { return false }
        var previous = -1
        for target in targets {
            guard target.reference > previous, target.reference < references,
                target.file >= 0, target.file < files, target.file != own
            else { return false }
            previous = target.reference
        }
        return true
    }
}

/// The files of a tree with their resolution, in columns (one row per file): what
/// a new process seeds its `ResolutionCache` with, from the parent's run. Targets
/// name files by their row.
public struct ResolvedTree: Sendable {
    public var paths: [String]
    public var modules: [String]
    public var facts: [FileFacts]
    public var resolutions: [FileResolution]

    public init(paths: [String], modules: [String], facts: [FileFacts], resolutions: [FileResolution]) {
        self.paths = paths
        self.modules = modules
        self.facts = facts
        self.resolutions = resolutions
    }
}
