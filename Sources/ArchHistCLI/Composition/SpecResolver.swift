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
        let choice = try choose(root: root, arguments: arguments, context: context, tree: tree)
        return (choice.spec, choice.description)
    }

    /// The spec and where it came from: `--preset`, `--spec`, `archhist.json` at `root`,
    /// or the preset inferred from `tree`.
    static func choose(
        root: String, arguments: ParsedArguments, context: CommandContext,
        tree: () throws(CLIError) -> ([SourceFile], [ManifestFile])
    ) throws(CLIError) -> SpecChoice {
        let specArgument = arguments[SpecResolver.spec]
        if let preset = arguments[SpecResolver.preset] {
            if specArgument != nil { throw .usage("--spec and --preset choose the same thing: pass one of them") }
            guard let found = Preset.named(preset) else { throw .usage("unknown preset '\(preset)'") }
            do { return SpecChoice(spec: try SpecDecoder.preset(found), source: .preset(preset)) } catch {
                throw .input(error.description)
            }
        }
        let specPath = specArgument.map(context.resolve) ?? root + "/" + ProjectRoot.specFileName
        let shownPath = specArgument ?? shown(specPath, from: context.currentDirectory)
        if FileManager.default.fileExists(atPath: specPath) {
            guard let data = FileManager.default.contents(atPath: specPath) else {
                throw .environment("cannot read \(shownPath): check its permissions")
            }
            do {
                let spec = try SpecDecoder.decode([UInt8](data), file: shownPath)
                let name = specArgument ?? ProjectRoot.specFileName
                return SpecChoice(spec: spec, source: .file(path: specPath, name: name, shown: shownPath))
            } catch {
                throw .input(error.description)
            }
        }
        if specArgument != nil {
            throw .input("\(shownPath) does not exist: pass the path of an archhist.json, or --preset")
        }
        let (files, manifests) = try tree()
        do {
            let inference = try PresetInference.infer(files: files, manifests: manifests, workers: context.workers)
            return SpecChoice(spec: inference.spec, source: .inferred(inference))
        } catch {
            throw .input(error.description)
        }
    }

    /// The spec file `choose` would read, absolute; nil for a preset or when there is none.
    static func namedFile(root: String, arguments: ParsedArguments, context: CommandContext) -> String? {
        if arguments[SpecResolver.preset] != nil { return nil }
        let path = arguments[SpecResolver.spec].map(context.resolve) ?? root + "/" + ProjectRoot.specFileName
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The root's spec as the user would name it from `folder`: `archhist.json` there,
    /// `../../archhist.json` from a subfolder, else the absolute path.
    static func shown(_ path: String, from folder: String) -> String {
        let name = ProjectRoot.specFileName
        let root = String(path.dropLast(name.count + 1))
        if let below = PathNormalizer.relative(folder, to: root) {
            let depth = below.split(separator: "/").count
            return String(repeating: "../", count: depth) + name
        }
        return path
    }
}
