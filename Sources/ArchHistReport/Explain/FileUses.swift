import ArchHistCore

/// A file's edges in the dependency graph: what it uses, in line order, and which
/// other files use its types or import its module.
struct FileUses {
    /// One use of something else: a type of another file, or a module.
    struct Outgoing {
        let line: Int
        let isModule: Bool
        /// A file path, or a module name.
        let target: String
        let symbol: String?
        /// The key path use a dependency was injected through: `@Dependency(\.apiClient)`.
        let injectedThrough: String?
        let layer: String?
        let domain: String?

        /// What the text table says is used: the type, the use it was injected
        /// through, or the import.
        var uses: String {
            guard let symbol else { return "import" }
            return injectedThrough.map { "\(symbol) (injected through \($0))" } ?? symbol
        }
    }

    /// One use of this file's type by another file.
    struct Incoming {
        let file: String
        let line: Int
        let symbol: String
    }

    /// In line order.
    let outgoing: [Outgoing]
    /// Uses of this file's types by other files, by path then line.
    let incoming: [Incoming]
    /// Files that import this file's module.
    let moduleImports: Int

    /// The files the incoming uses come from.
    var usingFiles: Int { Set(incoming.map(\.file)).count }

    init(file: AnalyzedFile, analysis: Analysis) {
        let graph = analysis.graph
        guard let index = analysis.files.firstIndex(where: { $0.path == file.path }), index < graph.usesByFile.count
        else {
            outgoing = []
            incoming = []
            moduleImports = 0
            return
        }
        outgoing = graph.usesByFile[index].map { use in
            let symbol: String?
            let isModule: Bool
            switch use.target {
            case .file(_, let name):
                symbol = name
                isModule = false
            case .module:
                symbol = nil
                isModule = true
            }
            return Outgoing(
                line: use.line, isModule: isModule, target: graph.name(of: use.target), symbol: symbol,
                injectedThrough: use.injectedThrough, layer: graph.layer(of: use.target),
                domain: graph.domain(of: use.target))
        }.sorted { ($0.line, $0.target) < ($1.line, $1.target) }
        var incoming: [Incoming] = []
        var importers = 0
        for (from, uses) in graph.usesByFile.enumerated() where from != index {
            for use in uses {
                switch use.target {
                case .file(let target, let symbol) where target == index:
                    incoming.append(Incoming(file: graph.files[from].path, line: use.line, symbol: symbol))
                case .module(let name) where name == file.module:
                    importers += 1
                default:
                    break
                }
            }
        }
        self.incoming = incoming.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        moduleImports = importers
    }
}
