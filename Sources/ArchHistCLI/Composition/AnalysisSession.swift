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
    static let options = SpecResolver.options

    /// The working tree at `root` judged under a spec already chosen.
    static func analyze(root: String, spec: ArchitectureSpec, context: CommandContext) throws(CLIError) -> Analysis {
        judge(try scan(root, shownAs: root, context: context), spec: spec, context: context)
    }

    static func open(root rootArgument: String, arguments: ParsedArguments, context: CommandContext) throws(CLIError)
        -> AnalysisSession
    {
        let root = context.resolve(rootArgument)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw .input("\(rootArgument) is not a folder: pass the root of a Swift codebase")
        }
        let scanned = try scan(root, shownAs: rootArgument, context: context)
        let (spec, description) = try SpecResolver.resolve(root: root, arguments: arguments, context: context) {
            (scanned.files, scanned.manifests)
        }
        return AnalysisSession(
            root: root, analysis: judge(scanned, spec: spec, context: context), specDescription: description)
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
