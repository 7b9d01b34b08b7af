/// The raw values of the cases of the helpers' `String` enums, for a helper's
/// `module.rawValue` when a project gives it a case (`.feature(.home)`): Swift's own
/// semantics, the literal written or else the case's name. A case two enums give
/// different raw values, or one no helpers file declares, has none: the folder on disk
/// names it, as any parameter no call gives.
struct TuistCaseRawValues: Sendable {
    private var values: [String: String] = [:]

    init(manifests: [ManifestFile]) {
        for file in manifests where file.manifest.kind == .tuistHelpers {
            for (name, value) in file.manifest.caseRawValues {
                if let known = values[name], known != value {
                    values[name] = Self.ambiguous
                } else {
                    values[name] = value
                }
            }
        }
    }

    private static let ambiguous = TuistHelperCall.placeholder("?")

    /// What `$(label)` is in a helper `call` made, when `label` reads the raw value of a
    /// case the call gives (`#0.rawValue`, `self.rawValue`).
    func value(of label: String, in call: TuistHelperCall) -> String? {
        let suffix = ".rawValue"
        guard label.hasSuffix(suffix),
            let name = call.arguments[TuistHelperCall.caseLabel(String(label.dropLast(suffix.count)))],
            !name.contains("$("), let value = values[name], !value.contains("$(")
        else { return nil }
        return value
    }
}
