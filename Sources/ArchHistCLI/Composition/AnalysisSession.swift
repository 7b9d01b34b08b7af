import ArchHistCore
import ArchHistGit
import ArchHistReport
import Foundation

/// Analyses a folder for a command: finds the spec (or infers a preset), scans the
/// tree and applies the spec. Shared by every command that analyses the working tree.
struct AnalysisSession {
    let root: String
    /// The root as the user would name it from the current folder (`.`, `../..`).
    let shownRoot: String
    let analysis: Analysis
    /// The spec the tree was judged under and where it came from.
    let specChoice: SpecChoice

    /// What a report says about where the spec came from.
    var specDescription: String { specChoice.description }

    /// Where the analysed files and the spec are, for formats that link them (xcode).
    var locations: FileLocations { FileLocations(root: root, specFile: specChoice.file) }

    /// Options every analysing command accepts.
    static let options = SpecResolver.options

    /// The working tree at `root` judged under a spec already chosen.
    static func analyze(root: String, spec: ArchitectureSpec, context: CommandContext) throws(CLIError) -> Analysis {
        judge(try scan(root, shownAs: root, context: context), spec: spec, context: context)
    }

    /// The working tree at `root` judged under each of `specs`, read and scanned once.
    static func analyze(root: String, specs: [ArchitectureSpec], context: CommandContext) throws(CLIError)
        -> [Analysis]
    {
        let scanned = try scan(root, shownAs: root, context: context)
        return specs.map { judge(scanned, spec: $0, context: context) }
    }

    /// - Parameter rootArgument: the root the user named; nil to find it from the
    ///   current folder as git finds a repository (see ``ProjectRoot``).
    static func open(root rootArgument: String?, arguments: ParsedArguments, context: CommandContext)
        throws(CLIError) -> AnalysisSession
    {
        let root = rootArgument.map(context.resolve) ?? ProjectRoot.find(from: context.currentDirectory)
        let rootArgument = rootArgument ?? shown(root, from: context.currentDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw .input("\(rootArgument) is not a folder: pass the root of a Swift codebase")
        }
        let scanned = try scan(root, shownAs: rootArgument, context: context)
        let choice = try SpecResolver.choose(root: root, arguments: arguments, context: context) {
            (scanned.files, scanned.manifests)
        }
        return AnalysisSession(
            root: root, shownRoot: rootArgument, analysis: judge(scanned, spec: choice.spec, context: context),
            specChoice: choice)
    }

    /// A root found above the current folder, as a path from it: `..`, `../..`.
    private static func shown(_ root: String, from folder: String) -> String {
        guard let below = PathNormalizer.relative(folder, to: root), !below.isEmpty else {
            return root == folder ? "." : root
        }
        return Array(repeating: "..", count: below.split(separator: "/").count).joined(separator: "/")
    }

    private static func scan(_ root: String, shownAs name: String, context: CommandContext) throws(CLIError)
        -> TreeScanner.Result
    {
        do {
            return try TreeScanner(extractor: Adapters.extractor, workers: context.workers).scan(
                Adapters.workingTree(at: root))
        } catch {
            throw .environment("cannot read \(name): \(error)")
        }
    }

    private static func judge(_ scanned: TreeScanner.Result, spec: ArchitectureSpec, context: CommandContext)
        -> Analysis
    {
        var analysis = Analyzer(spec: spec, today: context.today, workers: context.workers).analyze(
            files: scanned.files, manifests: scanned.manifests)
        analysis.notes = scanned.skipped + analysis.notes
        return analysis
    }
}
