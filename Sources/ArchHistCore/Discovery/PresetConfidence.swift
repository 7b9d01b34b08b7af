/// Whether a preset `init` chose describes the app it was fitted to, judged by what its
/// rules say of the app's code. A preset names an architecture: an app built to it
/// breaks its rules in a few files (the exceptions a tech lead wants to see), not in
/// one file of ten. Where that many files break an error rule, the fit is a guess
/// forced onto code built another way (each guessed hub turns its users into findings),
/// and `init` writes the structural spec instead, saying why.
public enum PresetConfidence {
    /// The share of production files (percent) with an error before the fit is doubted.
    static let maximumPercent = 10
    /// Below this many files with errors, an app is too small for a share to say much.
    static let minimumFiles = 5

    /// Why the preset `analysis` was judged under does not fit it, or nil when it does.
    public static func doubt(_ analysis: Analysis, preset: String) -> String? {
        let production = analysis.productionFiles.count
        let failing = Set(analysis.violations.filter { $0.severity == .error }.map(\.file))
        guard production > 0, failing.count >= minimumFiles, failing.count * 100 > production * maximumPercent
        else { return nil }
        return "\(preset) was tried, but its error rules break in \(failing.count) of the app's \(production) "
            + "files (\(failing.count * 100 / production)%): an app built to a preset breaks it in a few files, "
            + "not in more than one of \(100 / maximumPercent), so its layering is not this app's"
    }
}
