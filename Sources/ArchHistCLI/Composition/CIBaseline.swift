import ArchHistCore
import ArchHistGit

/// The baseline `check` compares with when none is given: the merge base of HEAD
/// with the repository's default branch, else with the branch a CI service says the
/// change targets, read from that service's own variables. A CI checkout often has no
/// `origin/HEAD` (GitHub's is one commit deep and detached).
enum CIBaseline {
    /// The variables that name the target branch of a pull or merge request, by service.
    static let targetBranchVariables = [
        ("GITHUB_BASE_REF", "GitHub Actions"),
        ("CI_MERGE_REQUEST_TARGET_BRANCH_NAME", "GitLab CI"),
        ("BITRISEIO_GIT_BRANCH_DEST", "Bitrise"),
        ("CI_PULL_REQUEST_TARGET_BRANCH", "Xcode Cloud"),
        ("BUILDKITE_PULL_REQUEST_BASE_BRANCH", "Buildkite"),
    ]

    /// The baseline commit and how it was found.
    static func find(head: String, repository: GitRepository, environment: [String: String]) throws(CLIError)
        -> (sha: String, name: String)
    {
        do {
            if let base = try repository.defaultBranchMergeBase(with: head) { return (base, "merge-base") }
        } catch {
            throw .environment(error.description)
        }
        for (variable, service) in targetBranchVariables {
            guard let branch = environment[variable], !branch.isEmpty else { continue }
            for candidate in ["origin/" + branch, branch] {
                guard let sha = try? repository.resolve(candidate) else { continue }
                let base = (try? repository.mergeBase(head, sha)) ?? nil
                guard let base else {
                    throw .input(
                        "\(candidate) (the target branch \(service) names in \(variable)) shares no history with HEAD "
                            + "in this clone: fetch more history (`git fetch --unshallow`, or fetch-depth: 0 in "
                            + "actions/checkout), or pass --baseline <revision>")
                }
                return (base, "merge-base with \(candidate)")
            }
            throw .input(
                "the target branch '\(branch)' (\(variable), set by \(service)) is not in this clone: fetch it "
                    + "(`git fetch origin \(branch)`, or fetch-depth: 0 in actions/checkout), "
                    + "or pass --baseline <revision>"
            )
        }
        let variables = targetBranchVariables.map(\.0).joined(separator: ", ")
        var message =
            "no default branch to take a baseline from (no origin/HEAD, main or master here, and no CI variable "
            + "naming a target branch: \(variables)): pass --baseline <revision>, the branch this change merges "
            + "into (`--baseline origin/main`)"
        if (try? repository.isShallow()) == true {
            message +=
                "; this clone is shallow and holds no other branch, so fetch that branch first (`git fetch origin "
                + "main`, or check out with `fetch-depth: 0`)"
        }
        throw .usage(message)
    }
}
