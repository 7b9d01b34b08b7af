import ArchHistCore

/// Symbolic links followed inside a tree, as reading a checkout would: a link
/// to a file of the same tree reads as that file; a link that leads elsewhere
/// (outside the tree, to a folder, dangling, in a loop) is no file at all.
enum SymbolicLinks {
    /// How many links a chain may have before it counts as a loop.
    static let maximumChain = 16

    /// The files of a listing, in its order, each with the blob holding its
    /// contents: its own, or for a link the blob of the file it leads to.
    /// Links that lead elsewhere are left out.
    static func files(of entries: [TreeEntry], reader: SharedBlobReader) throws(GitError) -> [TreeFile] {
        guard entries.contains(where: \.isSymbolicLink) else {
            return entries.map { TreeFile(path: $0.path, oid: $0.oid) }
        }
        var byPath: [String: TreeEntry] = [:]
        byPath.reserveCapacity(entries.count)
        for entry in entries { byPath[entry.path] = entry }
        var targets = try prefetchedTargets(of: entries.filter(\.isSymbolicLink), reader: reader)
        let target = { (link: TreeEntry) throws(GitError) -> String in
            if let known = targets[link.oid] { return known }
            let text = String(decoding: try reader.read(link.oid), as: UTF8.self)
            targets[link.oid] = text
            return text
        }
        var files: [TreeFile] = []
        files.reserveCapacity(entries.count)
        for entry in entries {
            if entry.isSymbolicLink {
                guard let oid = try follow(entry, in: byPath, target: target) else { continue }
                files.append(TreeFile(path: entry.path, oid: oid))
            } else {
                files.append(TreeFile(path: entry.path, oid: entry.oid))
            }
        }
        return files
    }

    /// Every link's target text by the link's blob id, read in one pipelined
    /// exchange. Empty when one is missing: the links are then read one at a
    /// time as they are followed, so the error names the blob met first.
    private static func prefetchedTargets(of links: [TreeEntry], reader: SharedBlobReader) throws(GitError) -> [String:
        String]
    {
        var targets: [String: String] = [:]
        do {
            for (link, bytes) in zip(links, try reader.read(links.map(\.oid))) {
                targets[link.oid] = String(decoding: bytes, as: UTF8.self)
            }
        } catch {
            guard case .missingObject = error else { throw error }
            return [:]
        }
        return targets
    }

    /// The blob `link` leads to within the tree, or nil; `target` gives a link's target text.
    static func follow(
        _ link: TreeEntry, in byPath: [String: TreeEntry], target: (TreeEntry) throws(GitError) -> String
    ) throws(GitError) -> String? {
        var current = link
        for _ in 0..<maximumChain {
            guard let path = resolve(try target(current), from: current.path), let next = byPath[path] else {
                return nil
            }
            if !next.isSymbolicLink { return next.oid }
            current = next
        }
        return nil
    }

    /// `target` taken relative to the folder of `linkPath`, normalised; nil
    /// for absolute targets and ones that climb out of the tree.
    static func resolve(_ target: String, from linkPath: String) -> String? {
        if target.hasPrefix("/") || target.isEmpty { return nil }
        var parts = linkPath.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
