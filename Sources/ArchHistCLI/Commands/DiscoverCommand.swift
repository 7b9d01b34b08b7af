import ArchHistCore
import ArchHistReport
import ArchHistSwift
import Foundation

/// `archhist discover [path]`: the app's domain map, drawn from its code before any spec.
enum DiscoverCommand: Command {
    static let format = Option.format(default: DiscoverFormat.text)
    static let path = Positional("path", help: "The root of the codebase.", default: ".")

    static let spec = CommandSpec(
        name: "discover",
        abstract: "Map the app's domains from its code: entry points, reducers, clients, providers, gaps, questions.",
        discussion: """
            Starts from the entry points (@main, the app and scene delegates, the root reducer and its tabs), \
            makes a domain of every module or feature folder holding reducers, view models or views, assigns \
            every @Reducer and every @DependencyClient (or DependencyKey) to a domain, with the verbs and nouns \
            of each client, finds the providers wrapping third-party SDKs and the code used across domains, and \
            reports each domain's gaps and the questions to settle with the team. With an archhist.json (or \
            --spec), it also says where the map and the spec disagree.

            Examples:
              archhist discover
              archhist discover path/to/App --format markdown > DOMAINS.md
              archhist discover --format json
            """,
        options: AnalysisSession.options + [format],
        positionals: [path]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> CommandOutput {
        let session = try AnalysisSession.open(root: arguments[Self.path], arguments: arguments, context: context)
        let map = discover(session, arguments: arguments)
        return CommandOutput(stdout: arguments[Self.format].render(map))
    }

    /// The map of a session's tree; `init` writes its spec from it too.
    static func discover(_ session: AnalysisSession, arguments: ParsedArguments, compare: Bool = true) -> DomainMap {
        let root = session.root
        let hasSpecFile =
            compare && arguments[SpecResolver.preset] == nil
            && (arguments[SpecResolver.spec] != nil || FileManager.default.fileExists(atPath: root + "/archhist.json"))
        let tree = Adapters.workingTree(at: root)
        return DomainMapper.map(
            session.analysis,
            members: { path, types in
                guard let bytes = try? tree.contents(of: path) else { return [:] }
                return ClientMemberScanner.members(of: types, in: bytes)
            },
            specFromFile: hasSpecFile)
    }
}
