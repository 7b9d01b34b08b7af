/// A file path in a table cell: long paths shortened to their first folder and their
/// last three parts, the whole path on hover (`title`), and a line break offered after
/// each `/`; a name breaks inside only when it alone is wider than its column (the
/// style's `overflow-wrap: anywhere`), rather than push the table off the page.
enum HTMLPath {
    static func code(_ path: String, line: Int? = nil) -> String {
        let e = SVG.escape
        let suffix = line.map { ":\($0)" } ?? ""
        let shown = shortened(path)
        let broken = shown.split(separator: "/", omittingEmptySubsequences: false).map { e(String($0)) }
            .joined(separator: "/<wbr>")
        let title = shown == path ? "" : " title=\"\(e(path + suffix))\""
        return "<code class=\"path\"\(title)>\(broken)\(e(suffix))</code>"
    }

    /// `path` when short; else its first folder, an ellipsis and its last three parts.
    static func shortened(_ path: String, limit: Int = 56) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard path.count > limit, parts.count > 4 else { return path }
        return ([parts[0], "\u{2026}"] + parts.suffix(3)).joined(separator: "/")
    }
}
