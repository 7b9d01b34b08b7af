/// A podspec's file pattern as the globs archhist matches.
///
/// CocoaPods globs like Ruby's `Dir.glob`: `{a,b}` is either, `**/` any folders or none
/// (as archhist's `**`), and a pattern naming a folder stands for the source files
/// directly in it. archhist's globs read `{…}` as a capture, so alternatives are
/// spelled out here, and only the patterns that can name a Swift file are kept.
enum PodGlob {
    /// Alternatives spelled out past this many are not followed: no podspec needs them.
    static let maximumAlternatives = 64

    static func expand(_ pattern: String) -> [String] {
        var result: [String] = []
        for alternative in alternatives(Substring(pattern)) {
            var glob = alternative
            while glob.hasPrefix("./") { glob.removeFirst(2) }
            while glob.hasSuffix("/") { glob.removeLast() }
            guard !glob.isEmpty else { continue }
            let last = glob.split(separator: "/").last ?? ""
            let isWildcard = last.contains("*") || last.contains("?")
            if !isWildcard && !last.contains(".") {
                glob += "/*.swift"  // a folder: its own Swift files, as CocoaPods reads it
            }
            let name = glob.split(separator: "/").last ?? ""
            guard name.hasSuffix(".swift") || name.hasSuffix("*") else { continue }
            result.append(glob)
        }
        return result
    }

    /// `A/{B,C}/*.{swift,h}` as `A/B/*.swift`, `A/B/*.h`, `A/C/*.swift`, `A/C/*.h`.
    private static func alternatives(_ pattern: Substring) -> [String] {
        guard let open = pattern.firstIndex(of: "{"),
            let close = pattern[open...].firstIndex(of: "}")
        else { return [String(pattern)] }
        let head = pattern[..<open]
        let choices = pattern[pattern.index(after: open)..<close]
            .split(separator: ",", omittingEmptySubsequences: false)
        var result: [String] = []
        for tail in alternatives(pattern[pattern.index(after: close)...]) {
            for choice in choices {
                guard result.count < maximumAlternatives else { return result }
                result.append(head + choice + tail)
            }
        }
        return result
    }
}
