import ArchHistCore
import ArchHistGit
import ArchHistStore

/// What `pull` and `merge` ask git of the runs they import: where this clone has a
/// run's commit, the run must name the commit's own parents and record the files of
/// its tree; a run that does not is refused (a forged note). Where git lacks the
/// commit (a clone of depth 1), the run is taken as it is.
enum PulledRunsCheck {
    static let filesDiffer = "its files do not match the commit's tree"

    static func check(_ repository: GitRepository) -> IncomingRunsCheck {
        { runs in
            // One `git cat-file --batch-check` says which commits this clone has.
            let present = try repository.presentObjects(runs.map(\.commit.sha))
            var problems = [String?](repeating: nil, count: runs.count)
            if present.isEmpty { return problems }
            // Commit by commit, in the order given (parents first): one tree listing each,
            // read through one `git cat-file --batch` reusing the folders that did not change.
            var indices: [String: [Int]] = [:]
            var order: [String] = []
            for (index, run) in runs.enumerated() where present.contains(run.commit.sha) {
                if indices[run.commit.sha] == nil { order.append(run.commit.sha) }
                indices[run.commit.sha, default: []].append(index)
            }
            let reader = GitCommitReader(repository: repository)
            for sha in order {
                let claimed = runs[indices[sha]![0]].commit
                if let problem = try parentsProblem(of: claimed, reader: reader) {
                    for index in indices[sha]! { problems[index] = problem }
                    continue
                }
                let tree = try reader.files(of: claimed)
                for index in indices[sha]! where RecordedFiles(tree: tree, spec: runs[index].spec) != runs[index].files
                {
                    problems[index] = filesDiffer
                }
            }
            return problems
        }
    }

    /// Why the parents a note names for `commit` are not git's, if so. Git's are read
    /// from the commit's object (a shallow clone's boundary commit shows none in `git
    /// log`, but its object names them).
    private static func parentsProblem(of commit: Commit, reader: GitCommitReader) throws -> String? {
        if try reader.commit(commit.sha).parents == commit.parents { return nil }
        if let inObject = try reader.repository.parentsInObject(of: commit.sha), inObject == commit.parents {
            return nil
        }
        return "its parents do not match the commit's"
    }
}
