/// The server a package builds beside its app (isowords' `server` and `runner` on Vapor
/// and PostgresKit): the modules only the server's executables reach. A client app's
/// layers say nothing true of them (a middleware is neither a repository nor a view),
/// so `init` leaves them out of the client's spec rather than judge them as the app.
struct ServerProduct {
    /// Modules that only a server links: swift-server's own, and the web frameworks on them.
    static let frameworks: Set<String> = [
        "Vapor", "NIO", "NIOCore", "NIOPosix", "NIOHTTP1", "NIOHTTP2", "NIOSSL", "NIOFoundationCompat",
        "PostgresKit", "PostgresNIO", "MySQLKit", "MySQLNIO", "SQLiteKit", "Fluent", "FluentKit",
        "FluentPostgresDriver", "Hummingbird", "HummingbirdCore", "Kitura", "Smoke", "SmokeHTTP1", "RediStack",
        "Redis", "AWSLambdaRuntime", "Leaf",
    ]

    /// Products a user installs: the client, whatever they link.
    static let shippedToUsers: Set<ProductType> = [
        .app, .appExtension, .extensionKitExtension, .watchApp, .watchExtension, .appClip,
    ]

    /// The modules only the server reaches, sorted, with the libraries only developer tools reach.
    let modules: [String]
    /// Of those, the libraries only developer tools reach (a site generator's views), sorted.
    let toolLibraries: [String]
    /// The server frameworks they import, sorted: the evidence.
    let frameworksImported: [String]
    /// The executables that start the server, sorted.
    let executables: [String]

    var isEmpty: Bool { modules.isEmpty }

    /// `developerTools`: executables the app does not link (see NotTheApp.developerTools),
    /// left out by their own globs; what only they and the server reach is left out too.
    init(_ analysis: Analysis, developerTools: Set<String> = []) {
        let local = Set(analysis.modules.filter { !$0.isTestTarget && $0.isCompiled }.map(\.name))
        var uses: [String: Set<String>] = [:]
        var importsServer: [String: Set<String>] = [:]
        var imported: Set<String> = []
        for file in analysis.files where !file.isTest && local.contains(file.module) {
            for fact in file.facts.imports {
                if local.contains(fact.module), fact.module != file.module {
                    uses[file.module, default: []].insert(fact.module)
                    imported.insert(fact.module)
                }
                if ServerProduct.frameworks.contains(fact.module) {
                    importsServer[file.module, default: []].insert(fact.module)
                }
            }
        }
        func closure(_ roots: some Sequence<String>) -> Set<String> {
            var seen = Set(roots)
            var queue = Array(seen)
            while let next = queue.popLast() {
                for used in uses[next] ?? [] where seen.insert(used).inserted { queue.append(used) }
            }
            return seen
        }
        // Roots are what nothing else imports: the app, its previews and extensions, and
        // the server's executables. A root is the server's when what it reaches imports
        // a server framework; every other root is the client's.
        // An app, its extensions and its clips ship to users: whatever they reach (an SDK using
        // NIOHTTP1's status codes), they are never a server.
        let shipped = Set(
            analysis.modules.filter { $0.product.map(ServerProduct.shippedToUsers.contains) ?? false }.map(\.name))
        let roots = local.subtracting(imported).sorted()
        var serverRoots: [String] = []
        var clientRoots: [String] = []
        var toolRoots: [String] = []
        for root in roots {
            if developerTools.contains(root) {
                toolRoots.append(root)
            } else if !shipped.contains(root), closure([root]).contains(where: { importsServer[$0] != nil }) {
                serverRoots.append(root)
            } else {
                clientRoots.append(root)
            }
        }
        // What the client also reaches (shared models, the router both sides speak) stays;
        // a tree that is only a server is judged whole.
        let client = closure(clientRoots)
        let serverOnly = clientRoots.isEmpty ? [] : closure(serverRoots).subtracting(client)
        let toolsOnly =
            clientRoots.isEmpty
            ? [] : closure(toolRoots).subtracting(client).subtracting(serverOnly).subtracting(developerTools)
        modules = serverOnly.union(toolsOnly).sorted()
        toolLibraries = toolsOnly.sorted()
        executables = serverOnly.isEmpty ? [] : serverRoots
        frameworksImported = Set(serverOnly.flatMap { importsServer[$0] ?? [] }).sorted()
    }
}
