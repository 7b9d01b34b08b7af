import ArchHistCore
import ArchHistSupport

/// The spec a command judges code under, and where it came from: a spec file, a
/// preset named with `--preset`, or a preset inferred from the tree.
struct SpecChoice {
    enum Source {
        /// `name` is how reports and recorded runs name the file (`archhist.json`, the
        /// root's, wherever the command ran), `shown` how the user would name it from the
        /// current folder (`../../archhist.json`).
        case file(path: String, name: String, shown: String)
        case preset(String)
        case inferred(PresetInference)
        /// What inference gave on the same tree when its run was recorded by this
        /// version of archhist, and said then (`explanation`).
        case inferredWhenRecorded(explanation: String)
    }

    let spec: ArchitectureSpec
    let source: Source

    /// What reports and recorded runs say about the spec, as before: the file, the
    /// preset, or the inference with every preset's fit.
    var description: String {
        switch source {
        case .file(_, let name, _): return SpecChoice.describe(name, spec)
        case .preset(let name): return "preset \(name)"
        case .inferred(let inference): return inference.explanation
        case .inferredWhenRecorded(let explanation): return explanation
        }
    }

    /// The spec file's absolute path; nil for a preset.
    var file: String? {
        if case .file(let path, _, _) = source { return path }
        return nil
    }

    /// The one line every command that judges code writes on standard error, so that
    /// a user always knows which rules spoke, and one with no spec learns how to write
    /// one. Standard output stays the report's alone (JSON, SARIF, Xcode diagnostics).
    var note: String {
        if case .file(_, _, let shown) = source {
            return "spec: " + OutputText.terminal(SpecChoice.describe(shown, spec)) + "\n"
        }
        return "spec: " + OutputText.terminal(SpecChoice.withAdvice(description)) + "\n"
    }

    private static func describe(_ file: String, _ spec: ArchitectureSpec) -> String {
        spec.preset.map { "\(file) (extends preset \($0))" } ?? file
    }

    /// A spec's description (a command's, or a recorded run's) as a note says it: an
    /// inferred preset's ends in the suggestion to write a spec with `archhist init`.
    static func withAdvice(_ description: String, digest: String? = nil) -> String {
        let named = digest.map { " (spec \($0.prefix(8)))" } ?? ""
        guard PresetInference.isExplanation(description) else { return description + named }
        return description.dropLast(PresetInference.advice.count) + named
            + "; no archhist.json: write one with `archhist init`"
    }
}
