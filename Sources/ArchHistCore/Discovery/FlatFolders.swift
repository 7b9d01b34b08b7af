import ArchHistSupport

/// Folders too large to read as one unit: an app target of a thousand files side by
/// side. There no folder says what a file is, and a guess from a name ending shared by
/// every layer (`Manager`, `Helper`), from `@MainActor`, or from an import, is wrong
/// often enough that its findings are noise: every user of a hub guessed wrong is one.
/// So a file there is placed only on evidence from what it declares and does (see
/// `RoleGuess.hasEvidence`), and `init` leaves the rest without a layer, as
/// PRODUCT's rule asks: a unit archhist cannot name is asked about, not guessed.
enum FlatFolders {
    /// More files side by side than one reads as a unit (as `FolderUnits`).
    static let maximumFiles = FolderUnits.maximumFiles

    /// The files of `production` in a large flat folder with no evidence of their own.
    static func unplaced(production: [Int], files: [AnalyzedFile], keep: Set<Int>, layerOf: [Int: String]) -> [Int] {
        var perFolder: [Substring: Int] = [:]
        for file in production { perFolder[folder(of: files[file].path), default: 0] += 1 }
        return production.filter { file in
            perFolder[folder(of: files[file].path), default: 0] > maximumFiles && !keep.contains(file)
                && layerOf[file] != nil && !RoleGuess.hasEvidence(files[file])
        }
    }

    private static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    /// What the spec's description says of them; empty when there are none.
    static func reason(_ paths: [String]) -> String {
        guard !paths.isEmpty else { return "" }
        let folders = Set(paths.map { folder(of: $0) }).sorted()
        let shown = folders.prefix(3).joined(separator: ", ") + (folders.count > 3 ? " and more" : "")
        return "Left without a layer: \(Plural.counted(paths.count, "file")) in folders of more than "
            + "\(maximumFiles) files side by side (\(shown)) whose declarations say no layer (no view, reducer, "
            + "client, observable model, protocol, I/O, plain values or telling name): archhist discover lists "
            + "them; give them a layer by path or move them into folders. "
    }
}
