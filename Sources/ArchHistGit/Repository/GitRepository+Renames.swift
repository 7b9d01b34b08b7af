import ArchHistCore

extension GitRepository {
    /// The share of content two files must have in common for git, and archhist, to
    /// call one a rename of the other: git's own default (`-M50%`).
    public static let renameSimilarity = 50

    /// The Swift files moved or renamed between `from` and `to` (nil: the working
    /// tree, tracked files only), old path → new path, as git's rename detection judges
    /// them: the same blob, or at least `renameSimilarity`% of similar content.
    public func renames(from: String, to: String?) throws(GitError) -> [String: String] {
        // The threshold is given, whatever the user's `diff.renames` configuration says.
        var arguments = [
            "diff", "--no-ext-diff", "--no-textconv", "--find-renames=\(Self.renameSimilarity)%", "--name-status", "-z",
            "--diff-filter=R", from,
        ]
        if let to { arguments.append(to) }
        arguments += ["--", "*.swift"]
        let output = try GitProcess.check(arguments, in: root)
        // -z: "R100\0old\0new\0" per rename.
        let fields = output.stdout.split(separator: 0, omittingEmptySubsequences: false)
        var renames: [String: String] = [:]
        var index = 0
        while index + 2 < fields.count {
            let status = String(decoding: fields[index], as: UTF8.self)
            guard status.hasPrefix("R") else {
                index += 1
                continue
            }
            let old = String(decoding: fields[index + 1], as: UTF8.self)
            let new = String(decoding: fields[index + 2], as: UTF8.self)
            renames[old] = new
            index += 3
        }
        return renames
    }
}

extension GitRepository {
    /// For each commit of the first-parent line of `head` that moved or renamed Swift
    /// files, those renames against its first parent (old path → new path), in one git
    /// process for the whole line.
    public func renamesAlongFirstParent(of head: String) throws(GitError) -> [String: [String: String]] {
        let marker = "commit "
        let arguments = [
            "log", "--no-ext-diff", "--no-textconv", "--first-parent", "--diff-merges=first-parent",
            "--find-renames=\(Self.renameSimilarity)%", "--name-status", "--diff-filter=R", "--format=\(marker)%H",
            head, "--", "*.swift",
        ]
        let output = try GitProcess.check(arguments, in: root)
        var renames: [String: [String: String]] = [:]
        var commit: String?
        for line in String(decoding: output.stdout, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix(marker) {
                commit = String(line.dropFirst(marker.count))
                continue
            }
            // "R087<TAB>old<TAB>new"; a path git had to quote (a tab or newline in its
            // name) is left out rather than guessed.
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard let commit, fields.count == 3, fields[0].hasPrefix("R"), !fields[1].hasPrefix("\""),
                !fields[2].hasPrefix("\"")
            else { continue }
            renames[commit, default: [:]][String(fields[1])] = String(fields[2])
        }
        return renames
    }
}

extension GitRepository {
    /// For each of these commits (paired with its first parent) whose objects and whose
    /// parent's objects this repository has, its renames against that parent (old path
    /// → new path; empty when it moved nothing), judged as `renamesAlongFirstParent`
    /// judges them. A commit git cannot compare (a shallow clone's boundary, a commit
    /// only recorded elsewhere) has no entry: git does not know, which is not "none".
    /// Two git processes whatever the number of commits: one asks which objects exist,
    /// one compares every pair.
    public func renamesAgainstFirstParent(
        of commits: [(commit: String, firstParent: String)]
    ) throws(GitError) -> [String: [String: String]] {
        let present = try presentObjects(commits.flatMap { [$0.commit, $0.firstParent] })
        let comparable = commits.filter { present.contains($0.commit) && present.contains($0.firstParent) }
        if comparable.isEmpty { return [:] }
        // "<commit> <parent>" on a line: diff-tree compares the commit with that parent.
        let input = comparable.map { "\($0.commit) \($0.firstParent)\n" }.joined()
        let arguments = [
            "diff-tree", "--stdin", "-r", "-z", "--no-ext-diff", "--no-textconv",
            "--find-renames=\(Self.renameSimilarity)%", "--name-status", "--diff-filter=R", "--", "*.swift",
        ]
        let output = try GitProcess.check(arguments, in: root, input: Array(input.utf8))
        var renames: [String: [String: String]] = [:]
        for pair in comparable { renames[pair.commit] = [:] }
        // -z: "<commit>\0" heads the renames of a commit that has any, then "R100\0old\0new\0" each.
        let fields = output.stdout.split(separator: 0, omittingEmptySubsequences: false)
        var commit: String?
        var index = 0
        while index < fields.count {
            let field = String(decoding: fields[index], as: UTF8.self)
            if field.hasPrefix("R"), index + 2 < fields.count, let commit {
                let old = String(decoding: fields[index + 1], as: UTF8.self)
                renames[commit, default: [:]][old] = String(decoding: fields[index + 2], as: UTF8.self)
                index += 3
                continue
            }
            if field.utf8.count == 40 { commit = field.lowercased() }
            index += 1
        }
        return renames
    }

    /// Which of these object ids the repository holds, asked in one `git cat-file`.
    public func presentObjects(_ oids: [String]) throws(GitError) -> Set<String> {
        let unique = Array(Set(oids))
        if unique.isEmpty { return [] }
        let output = try GitProcess.check(
            ["cat-file", "--batch-check=%(objectname)"], in: root,
            input: Array(unique.map { $0 + "\n" }.joined().utf8))
        var present = Set<String>()
        // A present object's line is its id; an absent one's says "<id> missing".
        for line in String(decoding: output.stdout, as: UTF8.self).split(separator: "\n") where line.count == 40 {
            present.insert(String(line))
        }
        return present
    }
}
