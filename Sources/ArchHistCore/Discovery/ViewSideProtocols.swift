/// A protocol that only view code adopts (the prefetching a table's data sources
/// share) is view code too: it and its implementations are one unit's, and the screens
/// holding one of those sources by its protocol use nothing beneath them. Asked of a
/// file of protocols in a folder whose name every layer uses (`DataSources/`), where the
/// folder's name alone would put it in clean's data layer.
enum ViewSideProtocols {
    /// Whether `file` declares only protocols, some other file adopts one of them, and
    /// every file that does is view code: a UI class, or a protocol refining it in a file
    /// that imports a UI framework (`TableViewDataSourcePrefetching: DataSourcePrefetching`).
    /// A plain refinement elsewhere says nothing either way.
    static func adoptedOnlyByViews(_ file: Int, in index: UnitIndex) -> Bool {
        let files = index.analysis.files
        guard RoleGuess.declaresOnlyProtocols(files[file].facts) else { return false }
        let protocols = Set(
            files[file].facts.declarations.filter { $0.kind == .protocol }.map { String($0.simpleName) })
        var adopters = 0
        for user in index.usersOfFile[file] ?? [] {
            let adopting = files[user].facts.declarations.filter { declaration in
                declaration.inherits.contains { protocols.contains(String($0.lastNameComponent)) }
            }
            if adopting.isEmpty { continue }
            if RoleGuess.isUIClass(files[user].facts) {
                adopters += 1
            } else if !adopting.allSatisfy({ $0.kind == .protocol }) {
                return false
            }
        }
        return adopters > 0
    }
}
