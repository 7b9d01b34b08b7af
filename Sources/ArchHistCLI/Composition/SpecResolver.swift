import ArchHistCore
import Foundation

/// Finds the spec a command runs under: `--preset`, `--spec`, `archhist.json` at the
/// root, or else the preset that fits the tree best, saying why.
enum SpecResolver {
    static let spec = Option<String?>(
        "spec", valueName: "file", help: "The architecture spec. Default: archhist.json at the root, when present.")
    static let preset = Option<String?>(
        "preset", valueName: "name", help: "Use a built-in preset instead of a spec file (see 'archhist presets').",
        allowedValues: Preset.all.map(\.name))
    /// Options every command that judges code under a spec accepts.
    static let options: [any OptionDeclaration] = [spec, preset]

    /// - Parameter tree: the files and manifests to infer a preset from, asked for
    ///   only when there is no spec.
    static func resolve(
        root: String, arguments: ParsedArguments, context: CommandContext,
        tree: () throws(CLIError) -> ([SourceFile], [ManifestFile])
    ) throws(CLIError) -> (spec: ArchitectureSpec, description: String) {
        let specArgument = arguments[SpecResolver.spec]
        if let preset = arguments[SpecResolver.preset] {
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
        let (files, manifests) = try tree()
        do {
            let inference = try PresetInference.infer(files: files, manifests: manifests)
            return (inference.spec, inference.explanation)
        } catch {
            throw .input(error.description)
        }
    }
}
