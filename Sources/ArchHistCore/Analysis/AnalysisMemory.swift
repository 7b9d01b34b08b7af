/// What an analysis may remember from one tree to the next of one history, kept
/// by whoever analyses the history (the recording engine keeps both for a whole
/// backfill, and lets one analysis at a time use them). The algorithms are the
/// core's: `PlacementTable` and `IncrementalResolution` are plain values; these
/// are the places they live between trees.

/// Where a `PlacementTable` lives between analyses of one spec.
public protocol PlacementMemory: AnyObject, Sendable {
    /// Runs `body` on the table, as the only one using it meanwhile.
    func withPlacements<T>(_ body: (inout PlacementTable) -> T) -> T
}

/// Where an `IncrementalResolution` lives between the trees of one history.
public protocol ResolutionMemory: AnyObject, Sendable {
    /// Runs `body` on the resolution, as the only one using it meanwhile.
    func withResolution<T>(_ body: (inout IncrementalResolution) -> T) -> T
}
