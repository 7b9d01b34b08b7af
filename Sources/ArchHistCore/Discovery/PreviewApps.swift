import ArchHistSupport

/// Apps built to try one feature (isowords' `App/Previews/HomeFeaturePreview`, a Tuist
/// micro-feature's `Demo/` target): shipped in no release, so `@testable import` in them
/// widens nothing, as in tests. `init` allows it there, in whichever spec it writes.
enum PreviewApps {
    /// Where such apps live: isowords' `App/Previews/*Preview`, a micro-feature's `Demo/` target.
    static let patterns = ["**/Previews/**", "**/Demo/**", "**/Demos/**"]

    /// The preview globs that match a production file of `files`, where the test globs hold
    /// every test file (the rule's `allowIn` replaces them); empty otherwise.
    static func globs(tests: [String], files: [AnalyzedFile], production: [Int]) -> [String] {
        guard !tests.isEmpty else { return [] }
        let testGlobs = tests.map(Glob.init)
        let testsCovered = files.filter(\.isTest).allSatisfy { file in testGlobs.contains { $0.matches(file.path) } }
        guard testsCovered else { return [] }
        return patterns.filter { pattern in
            let glob = Glob(pattern)
            return production.contains { glob.matches(files[$0].path) }
        }
    }

    /// What the spec's description says of them; empty when there are none.
    static func reason(_ previews: [String]) -> String {
        previews.isEmpty
            ? ""
            : "@testable import is also allowed in preview apps (\(previews.joined(separator: ", "))), "
                + "built to try one feature and shipped in no release"
    }
}
