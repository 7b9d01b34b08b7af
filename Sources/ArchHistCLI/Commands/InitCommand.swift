import ArchHistCore
import ArchHistReport
import ArchHistSupport
import Foundation

/// `archhist init [path]`: writes an archhist.json fitted to the app.
enum InitCommand: Command {
    static let preset = Option<String?>(
        "preset", valueName: "name",
        help: "The preset whose layers to fit to the app, or structural for the app's own units in levels. "
            + "Default: the preset that fits with confidence, else structural.",
        allowedValues: Preset.all.map(\.name) + [StructuralSpec.name])
    static let output = Option<String?>(
        "output", valueName: "file",
        help: "Where to write the spec; - for standard output. Default: archhist.json at the root.")
    static let force = Flag("force", help: "Replace an existing spec file.")
    static let path = Positional("path", help: "The root of the codebase.", default: ".")

    static let spec = CommandSpec(
        name: "init",
        abstract: "Write an archhist.json fitted to the app: a preset's layers on its own modules, folders and names.",
        discussion: """
            Maps the app as 'archhist discover' does, then writes a spec: the layers of the preset (given, or \
            harness for an app of reducers and dependency clients, modular or clean where the app has their \
            shape) claiming the app's own modules, folders and file-name suffixes, one domain per domain of the \
            map, the test and generated folders it holds, and the preset's rules. Where no preset fits with \
            confidence, it writes a structural spec: the app's own units (modules, and folders of large \
            modules) as layers, levelled by the dependencies between them. Each layer and domain says why in a \
            "description". An existing spec is never replaced without --force. It then says what share of the \
            non-test files the layers claim.

            Examples:
              archhist init
              archhist init --preset clean --output - | less
              archhist init path/to/App --force
            """,
        options: [preset, output, force],
        positionals: [path]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let rootArgument = arguments[Self.path]
        let root = context.resolve(rootArgument)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw .input("\(rootArgument) is not a folder: pass the root of a Swift codebase")
        }
        let outputArgument = arguments[Self.output]
        let target = outputArgument == "-" ? nil : outputArgument.map(context.resolve) ?? root + "/archhist.json"
        let shown = outputArgument ?? "archhist.json"
        if let target, FileManager.default.fileExists(atPath: target), !arguments[Self.force] {
            throw .input("\(shown) already exists: pass --force to replace it, or --output - to print the new spec")
        }

        // The map does not depend on the spec's layers: the preset only lends its test globs.
        let scanSpec: ArchitectureSpec
        let scanPreset = arguments[Self.preset].flatMap(Preset.named) ?? Preset.named("harness")!
        do { scanSpec = try SpecDecoder.preset(scanPreset) } catch {
            throw .input(error.description)
        }
        let analysis = try AnalysisSession.analyze(root: root, spec: scanSpec, context: context)
        guard !analysis.productionFiles.isEmpty else {
            throw .input("no Swift source outside tests under \(rootArgument): run init at the root of the app")
        }
        let session = AnalysisSession(
            root: root, shownRoot: rootArgument, analysis: analysis,
            specChoice: SpecChoice(spec: scanSpec, source: .preset(scanPreset.name)))
        let map = DiscoverCommand.discover(session, arguments: arguments, compare: false)
        // Code a tool wrote says so in its header, which the facts do not keep: read it here.
        let tree = Adapters.workingTree(at: root)
        let generated = Set(
            analysis.files.filter { !$0.isTest }.map(\.path).filter { path in
                (try? tree.contents(of: path)).map(GeneratedCode.isGenerated(header:)) ?? false
            })
        var json: JSONValue
        var presetName: String
        let named = arguments[Self.preset]
        let why: String
        do {
            let chosen: Preset?
            (chosen, why) =
                named == StructuralSpec.name
                ? (nil, "chosen with --preset")
                : try named.flatMap(Preset.named).map { ($0, "\($0.name): chosen with --preset") }
                    ?? SpecFitter.bestPreset(for: map, analysis: analysis)
            if let chosen {
                presetName = chosen.name
                json = try SpecFitter.fit(analysis, map: map, preset: chosen, why: why, generatedFiles: generated)
            } else {
                presetName = StructuralSpec.name
                json = StructuralSpec.fit(analysis, map: map, why: why, generatedFiles: generated)
            }
        } catch {
            throw .input("the fitted spec does not load (\(error)): please report this")
        }
        var (text, judged) = try Self.judged(json, root: root, shown: shown, context: context)
        // The dependencies the app takes throughout are its design (see PrevailingDependencies).
        let prevailing = PrevailingDependencies.find(in: judged)
        // So are the confined types it uses throughout (see PrevailingConfinement).
        let confined = PrevailingConfinement.find(in: judged)
        if !prevailing.isEmpty || !confined.isEmpty {
            json = PrevailingConfinement.leavingOut(confined, in: PrevailingDependencies.allowing(prevailing, in: json))
            (text, judged) = try Self.judged(json, root: root, shown: shown, context: context)
        }
        // A preset init chose that the app's code breaks throughout is no fit (see PresetConfidence);
        // one the user named is kept, findings and all.
        if named == nil, presetName != StructuralSpec.name,
            let doubt = PresetConfidence.doubt(judged, preset: presetName)
        {
            presetName = StructuralSpec.name
            json = StructuralSpec.fit(analysis, map: map, why: why + "; " + doubt, generatedFiles: generated)
            (text, judged) = try Self.judged(json, root: root, shown: shown, context: context)
        }
        // Domain patterns claiming no file of the tree (a feature folder of templates no target
        // compiles) would be noted as inert by every analyze: none is written.
        let unmatched = UnmatchedPatterns.find(in: judged)
        if unmatched.contains(where: { $0.owner == .domain }) {
            json = UnclaimedDomainPatterns.removing(unmatched, from: json)
            (text, judged) = try Self.judged(json, root: root, shown: shown, context: context)
        }
        let total = judged.productionFiles.count
        let claimed = total - judged.uncoveredFiles.count
        let percent = total == 0 ? 100 : claimed * 100 / total
        var summary =
            "\(presetName == StructuralSpec.name ? "structural spec" : presetName) fitted: "
            + "its layers claim \(percent)% of \(total) non-test files (\(claimed)); "
            + "\(Plural.counted(judged.spec.domains.count, "domain")); "
            + "\(Plural.counted(judged.violations.count, "violation")) under it.\n"
        guard let target else { return CommandOutput(stdout: text, stderr: summary) }
        do {
            // Written beside the target and renamed over it: the spec is whole or absent.
            let temporary = target + ".archhist-init-\(ProcessInfo.processInfo.processIdentifier)"
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, target) == 0 else {
                try? FileManager.default.removeItem(atPath: temporary)
                throw CLIError.environment("cannot write \(shown): \(String(cString: strerror(errno)))")
            }
        } catch let error as CLIError {
            throw error
        } catch {
            throw .environment("cannot write \(shown): \(error.localizedDescription)")
        }
        summary =
            "wrote \(shown): " + summary
            + "Next: archhist discover (the map and its questions), archhist analyze, archhist backfill, "
            + "then archhist check in CI.\n"
        return CommandOutput(stderr: summary)
    }

    /// The spec's text and the analysis under it. What is written must read back: the
    /// same decoder as every command.
    private static func judged(
        _ json: JSONValue, root: String, shown: String, context: CommandContext
    ) throws(CLIError) -> (text: String, analysis: Analysis) {
        let text = JSONWriter(style: .pretty).string(json) + "\n"
        let fitted: ArchitectureSpec
        do {
            fitted = try SpecDecoder.decode(Array(text.utf8), file: shown)
        } catch {
            throw .input("the fitted spec does not load (\(error)): please report this")
        }
        return (text, try AnalysisSession.analyze(root: root, spec: fitted, context: context))
    }
}
