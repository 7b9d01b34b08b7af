/// The four kinds of object git stores.
enum GitObjectKind: Sendable, Equatable {
    case blob, tree, commit, tag

    /// The kind from the type word `git cat-file --batch` prints; nil for any other word.
    init?(typeName: some Collection<UInt8>) {
        switch String(decoding: typeName, as: UTF8.self) {
        case "blob": self = .blob
        case "tree": self = .tree
        case "commit": self = .commit
        case "tag": self = .tag
        default: return nil
        }
    }
}

/// One object as `git cat-file --batch` answers it: the object's full id (for
/// a name such as `<sha>^{tree}`, the id of the object it names), its kind,
/// and its raw contents.
struct GitObject: Sendable {
    let id: String
    let kind: GitObjectKind
    let contents: [UInt8]
}
