/// What to run when a revision is missing from a shallow clone, worked out from how
/// the revision is written: an ancestor expression lies beyond the clone's depth, a
/// remote-tracking branch or a name was not fetched, a sha may be either.
enum ShallowFetchAdvice {
    /// The git command that brings `revision` into the clone, with `remote` the
    /// repository's remote (`origin` in every CI checkout).
    static func command(for revision: String, remote: String = "origin") -> String {
        if let generations = generationsBack(revision) {
            return "git fetch --deepen=\(generations)"
        }
        if isObjectID(revision) {
            // A server gives a commit by its full sha (GitHub and GitLab do); an abbreviated
            // one only comes with the whole history.
            return revision.count >= 40 ? "git fetch \(remote) \(revision)" : "git fetch --unshallow"
        }
        if revision.hasPrefix(remote + "/") {
            return "git fetch \(remote) \(revision.dropFirst(remote.count + 1))"
        }
        if revision.hasPrefix("refs/tags/") {
            return "git fetch \(remote) tag \(revision.dropFirst("refs/tags/".count))"
        }
        if revision.hasPrefix("refs/heads/") {
            return "git fetch \(remote) \(revision.dropFirst("refs/heads/".count))"
        }
        return "git fetch \(remote) \(revision)"
    }

    /// The whole advice: the command, and what a CI checkout should do instead.
    static func sentence(for revision: String) -> String {
        let command = command(for: revision)
        var text = "run `\(command)`"
        if generationsBack(revision) == nil, !isObjectID(revision), !revision.contains("/") {
            text += " (`git fetch origin tag \(revision)` for a tag)"
        }
        if command != "git fetch --unshallow" { text += ", or `git fetch --unshallow` for all of history" }
        return text + "; in CI, check out with full history (`fetch-depth: 0` in GitHub's actions/checkout, "
            + "`GIT_DEPTH: 0` in GitLab CI)"
    }

    /// How many generations back an ancestor expression reaches (`HEAD~3` is 3,
    /// `main^^` is 2, `HEAD~2^2` is 3): what `--deepen` needs at most. Nil when the
    /// revision is a plain name or sha.
    static func generationsBack(_ revision: String) -> Int? {
        guard let start = revision.firstIndex(where: { $0 == "~" || $0 == "^" }) else { return nil }
        var total = 0
        var index = start
        while index < revision.endIndex {
            let character = revision[index]
            guard character == "~" || character == "^" else { return nil }
            index = revision.index(after: index)
            let digits = revision[index...].prefix(while: \.isASCIIDigit)
            index = digits.endIndex
            if character == "~" {
                total += digits.isEmpty ? 1 : Int(digits) ?? 1
            } else {
                // `^n` is the n-th parent: one generation, whichever parent.
                if digits == "0" { continue }
                total += 1
            }
        }
        return max(total, 1)
    }

    /// A full or abbreviated sha.
    static func isObjectID(_ revision: String) -> Bool {
        revision.count >= 7 && revision.count <= 64 && revision.allSatisfy(\.isHexDigit)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
