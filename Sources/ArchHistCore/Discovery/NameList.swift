/// How a spec's description names a few of many: sorted, the first six, and how many more.
enum NameList {
    static func firstSix(_ names: some Sequence<String>) -> String {
        let sorted = names.sorted()
        return sorted.prefix(6).joined(separator: ", ") + (sorted.count > 6 ? " and \(sorted.count - 6) more" : "")
    }
}
