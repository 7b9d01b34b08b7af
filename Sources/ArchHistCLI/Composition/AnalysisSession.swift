import ArchHistCore
import ArchHistGit
import ArchHistReport
import Foundation

/// Analyses a folder for a command: finds the spec (or infers a preset), scans the
/// tree and applies the spec. Shared by every command that analyses the working tree.
struct AnalysisSession {
    let root: String
    let analysis: Analysis
    /// What a report says about where the spec came from.
    let specDescription: String

    /// Options every analysing command accepts.
    static let options: [OptionSpec] = [
        .value("spec", valueName: "file", help: "The architecture spec. Default: archhist.json at the analysed root, when present."),
        .value("preset", valueName: "name", help: "Use a built-in preset instead of a spec file (see 'archhist presets').",
               allowedValues: Preset.all.map(\.name)),
    ]

    static func open(root rootArgument: String, arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> AnalysisSession {
        let root = context.resolve(rootArgument)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw .input("\(rootArgument) is not a folder: pass the root of a Swift codebase")
        }
        let scanned: TreeScanner.Result
        do {
            scanned = try TreeScanner(extractor: Adapters.extractor, workers: context.workers)
                .scan(Adapters.workingTree(at: root))
        } catch {
            throw .environment("cannot read \(rootArgument): \(error)")
        }
        let (spec, description) = try loadSpec(root: root, arguments: arguments, context: context, scanned: scanned)
        let analysis = Analyzer(spec: spec, today: context.today).analyze(files: scanned.files, manifests: scanned.manifests)
        return AnalysisSession(root: root, analysis: analysis, specDescription: description)
    }

    private static func loadSpec(
        root: String, arguments: ParsedArguments, context: CommandContext, scanned: TreeScanner.Result
    ) throws(CLIError) -> (ArchitectureSpec, String) {
        let specArgument = arguments.value("spec")
        if let preset = arguments.value("preset") {
            if specArgument != nil { throw .usage("--spec and --preset choose the same thing: pass one of them") }
            guard let found = Preset.named(preset) else { throw .usage("unknown preset '\(preset)'") }
            do { return (try SpecDecoder.preset(found), "preset \(preset)") } catch { throw .input(error.description) }
        }
        let specPath = specArgument.map(context.resolve) ?? root + "/archhist.json"
        let shownPath = specArgument ?? "archhist.json"
        if FileManager.default.fileExists(atPath: specPath) {
            guard let data = FileManager.default.contents(atPath: specPath) else {
                throw .environment("cannot read \(shownPath): check its permissions")
            }
            do {
                let spec = try SpecDecoder.decode([UInt8](data), file: shownPath)
                return (spec, spec.preset.map { "\(shownPath) (extends preset \($0))" } ?? shownPath)
            } catch {
                throw .input(error.description)
            }
        }
        if specArgument != nil {
            throw .input("\(shownPath) does not exist: pass the path of an archhist.json, or --preset")
        }
        do {
            let inference = try PresetInference.infer(files: scanned.files, manifests: scanned.manifests)
            return (inference.spec, inference.explanation)
        } catch {
            throw .input(error.description)
        }
    }
}
