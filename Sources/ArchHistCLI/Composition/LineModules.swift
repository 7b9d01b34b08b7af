import ArchHistCore

/// The modules of a line of runs through their renames: a module whose files moved
/// with it under a new name between two runs is one module (see `ModuleLineage`).
enum LineModules {
    static func lineage(of line: HistoryLine, head: String, session: HistorySession) throws(CLIError)
        -> ModuleLineage
    {
        let none = ModuleLineage(renamesBetweenRuns: Array(repeating: [:], count: line.runs.count))
        guard line.runs.count > 1 else { return none }
        let fileRenames = RenameChain.betweenRuns(
            commits: line.commits, runs: line.runs, renamesByCommit: session.renames(along: line, head: head))
        // Only a move renames a module: the files of only the runs around one are read.
        let moved = fileRenames.indices.filter { $0 > 0 && !fileRenames[$0].isEmpty }
        guard !moved.isEmpty else { return none }
        let modules: [Int64: [String: String]]
        do {
            modules = try session.store.fileModules(
                ofRuns: Array(Set(moved.flatMap { [line.runs[$0 - 1].id, line.runs[$0].id] })))
        } catch {
            throw .environment("\(error)")
        }
        var renames = Array(repeating: [String: String](), count: line.runs.count)
        for index in moved {
            renames[index] = ModuleRenames.detect(
                old: modules[line.runs[index - 1].id] ?? [:], new: modules[line.runs[index].id] ?? [:],
                fileRenames: fileRenames[index])
        }
        return ModuleLineage(renamesBetweenRuns: renames)
    }
}
