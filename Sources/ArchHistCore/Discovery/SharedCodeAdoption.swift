import ArchHistSupport

/// Where targets share files (a Mac and an iOS app over one `Shared/` folder, an app and
/// its widget), `init` writes the `sharedCode` rule: shared code that uses what only one
/// of its targets compiles depends on that app, the inversion multi-platform apps warn
/// their contributors of. A warning: the build already refuses what no target can see,
/// so what is found compiles, under `#if` or through a type each app names alike.
enum SharedCodeAdoption {
    static let ruleID = "shared-code-is-shared"

    /// Production files several targets compile.
    static func sharedFiles(_ analysis: Analysis) -> Int {
        analysis.productionFiles.filter { !$0.otherModules.isEmpty }.count
    }

    /// The rule and the sentence the spec's description says of it; nil where no file is shared.
    static func rule(for analysis: Analysis) -> (rule: JSONValue, reason: String)? {
        let shared = sharedFiles(analysis)
        guard shared > 0 else { return nil }
        var rule = JSONObject()
        rule["id"] = .string(ruleID)
        rule["kind"] = .string(SharedCodeRule.name)
        rule["severity"] = .string(Severity.warning.rawValue)
        return (
            .object(rule),
            "\(Plural.counted(shared, "file")) \(shared == 1 ? "is" : "are") compiled into several targets: "
                + "\(ruleID) warns where one uses code only some of them compile. "
        )
    }
}
