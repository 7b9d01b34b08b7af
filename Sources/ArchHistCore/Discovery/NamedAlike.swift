import ArchHistSupport

/// Files named alike in one folder: the units of a large module that keeps its files
/// side by side rather than in folders (duckduckgo's 492 files directly in
/// `DuckDuckGo/`). `BookmarksViewController`, `BookmarkFolderCell` and
/// `BookmarksDataSource` are the Bookmarks feature whatever folder they share; one
/// unit of 492 files would make one domain of the whole app.
enum NamedAlike {
    /// Files sharing a first word before they are a unit of their own.
    static let minimumFiles = 4

    /// The files of `members` grouped by the first word of their names (a plural and
    /// its singular together), each group of at least `minimumFiles` under `folder`.
    static func groups(_ members: [Int], folder: String, paths: [String]) -> [DomainUnit: [Int]] {
        var byWord: [String: [Int]] = [:]
        for index in members {
            byWord[firstWord(RoleGuess.fileStem(paths[index])), default: []].append(index)
        }
        // `Bookmarks` and `Bookmark` are one word.
        for word in byWord.keys.sorted() where word.hasSuffix("s") && word.count > 3 {
            let singular = String(word.dropLast())
            if let plural = byWord.removeValue(forKey: word) { byWord[singular, default: []] += plural }
        }
        var groups: [DomainUnit: [Int]] = [:]
        for (word, indices) in byWord where indices.count >= minimumFiles && word.first?.isLetter == true {
            let name = commonWords(indices.map { RoleGuess.fileStem(paths[$0]) }) ?? word
            groups[DomainUnit(kind: .namedAlike, name: (folder.isEmpty ? "" : folder + "/") + name)] = indices.sorted()
        }
        return groups
    }

    /// The words every name begins with (`NewTabPage` of `NewTabPageView` and
    /// `NewTabPageSettings`), the most frequent first word when they differ in it.
    static func commonWords(_ names: [String]) -> String? {
        let split = names.map(words)
        guard var common = split.first else { return nil }
        for words in split.dropFirst() { common = Array(common.prefix(zip(common, words).prefix { $0 == $1 }.count)) }
        // Never a whole name: a group named for one of its files says less than its word.
        if !common.isEmpty, split.allSatisfy({ $0.count > common.count }) { return common.joined() }
        var counts: [String: Int] = [:]
        for words in split { if let first = words.first { counts[first, default: 0] += 1 } }
        // On a tie, the longer (the plural) and then the first in order.
        return counts.max { ($0.value, $0.key.count, $1.key) < ($1.value, $1.key.count, $0.key) }?.key
    }

    /// A CamelCase name's words: `New`, `Tab`, `Page`, `View` of `NewTabPageView`.
    static func words(_ name: String) -> [String] {
        var rest = Substring(name)
        var found: [String] = []
        while !rest.isEmpty {
            let word = firstWord(String(rest))
            found.append(word)
            rest = rest.dropFirst(word.count)
        }
        return found
    }

    /// The first word of a CamelCase name: `Bookmarks` of `BookmarksViewController`,
    /// `VPN` of `VPNSettingsView`, `iOS` of `iOSTagManager`.
    static func firstWord(_ name: String) -> String {
        let characters = Array(name)
        guard let first = characters.first else { return name }
        var end = 1
        if first.isUppercase, characters.count > 1, characters[1].isUppercase {
            // An acronym runs up to the capital that starts the next word.
            while end < characters.count, characters[end].isUppercase,
                !(end + 1 < characters.count && characters[end + 1].isLowercase)
            {
                end += 1
            }
        } else {
            while end < characters.count, characters[end].isLowercase || characters[end].isNumber { end += 1 }
            // A lowercase start keeps its acronym (`iOS`).
            if first.isLowercase {
                while end < characters.count, characters[end].isUppercase,
                    !(end + 1 < characters.count && characters[end + 1].isLowercase)
                {
                    end += 1
                }
            }
        }
        return String(characters[..<end])
    }

    /// The glob claiming a unit's files: `DuckDuckGo/Bookmark*` when it names exactly
    /// them among the files of their folder, else nil (list them one by one).
    static func glob(for files: [String], among folderFiles: [String]) -> String? {
        guard let first = files.first else { return nil }
        let folder = first.split(separator: "/").dropLast().joined(separator: "/")
        let names = files.map { Substring(RoleGuess.fileStem($0)) }
        var prefix = names[0]
        for name in names.dropFirst() { prefix = prefix.prefix(zip(prefix, name).prefix { $0 == $1 }.count) }
        guard !prefix.isEmpty, !prefix.contains(where: Glob.specialCharacters.contains) else { return nil }
        let pattern = (folder.isEmpty ? "" : folder + "/") + prefix + "*"
        let claimed = folderFiles.filter {
            $0.split(separator: "/").dropLast().joined(separator: "/") == folder
                && RoleGuess.fileStem($0).hasPrefix(prefix)
        }
        return Set(claimed) == Set(files) ? pattern : nil
    }
}
