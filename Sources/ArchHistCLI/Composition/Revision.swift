/// A revision as the user wrote it (`main~3`, `HEAD`), for messages, and the commit it
/// names.
struct Revision: Sendable, Equatable {
    let name: String
    let sha: String
}

/// The two ends of what a command reads: the newer (`--to`, `--commit`) and the older it
/// compares with (`--from`, `--since`, `--baseline`). `Base` is `Revision` where the
/// older end is required (`diff`, `report`) and `Revision?` where it may be left out.
struct RevisionRange<Base: Sendable>: Sendable {
    let base: Base
    let head: Revision
}
