/// A count and its noun, agreeing: every sentence that counts something says
/// `1 file` and `2 files` through here, rather than through a conditional of its own.
public enum Plural {
    /// `1 file`, `3 files`, `0 files`; `plural` for nouns that do not take an `s`
    /// (`1 boundary`, `2 boundaries`). A phrase is counted by its last word's form:
    /// `counted(1, "new blob")` is `1 new blob`.
    public static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural: plural))"
    }

    /// The noun alone, in the form that agrees with `count`.
    public static func noun(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
