/// One dependency of a file: a type it uses from another file, or a module of the
/// tree it imports.
public struct Use: Sendable, Hashable {
    public enum Target: Sendable, Hashable {
        case file(Int, symbol: String)
        case module(String)
    }

    public var from: Int
    public var line: Int
    public var target: Target
    /// For a dependency injected through a key path, the use as written
    /// (`@Dependency(\.apiClient)`); for a type named under an injecting property wrapper,
    /// the wrapper (`@EnvironmentObject`, see InjectingWrappers); nil otherwise.
    public var injectedThrough: String?

    public init(from: Int, line: Int, target: Target, injectedThrough: String? = nil) {
        self.from = from
        self.line = line
        self.target = target
        self.injectedThrough = injectedThrough
    }
}

/// The files of the tree and their dependencies, in the terms rules reason about:
/// which layer and domain each side of a use sits in.
public struct ArchitectureGraph: Sendable {
    public let files: [AnalyzedFile]
    public let modules: [Module]
    /// Uses grouped by the using file, in file order.
    public let usesByFile: [[Use]]
    /// Non-test files of each module.
    public let filesByModule: [String: [Int]]
    /// Modules guessed for files no target compiles: kept out of module rules.
    public let notCompiled: Set<String>
    /// Some file is compiled by several modules (an Xcode file in several targets).
    public let hasFilesInSeveralModules: Bool
    /// The layer every classified non-test file of a module shares, when they all share one.
    public let moduleLayer: [String: String]
    /// The domain every non-test file of a module shares, when they all share one.
    public let moduleDomain: [String: String]
    /// Node ids for chains of uses: files are 0..<files.count, modules follow in
    /// `modules` order.
    let moduleNode: [String: Int]
    /// For every node, the nodes that lead to it: a file's users, a module's
    /// importers, and, for a file, its module (importing a module reaches its files).
    /// Built once and shared by every rule that follows chains.
    let incoming: [[Int]]

    public init(files: [AnalyzedFile], modules: [Module], dependencies: [FileDependency]) {
        self.files = files
        self.modules = modules
        notCompiled = Set(modules.lazy.filter { !$0.isCompiled }.map(\.name))
        hasFilesInSeveralModules = files.contains { !$0.otherModules.isEmpty }
        let local = Set(modules.map(\.name))
        var usesByFile = Array(repeating: [Use](), count: files.count)
        for (index, file) in files.enumerated() {
            let own = file.module
            // A file imports a handful of modules: a list is cheaper than a set.
            var seen: [String] = []
            for fact in file.facts.imports
            where fact.module != own && local.contains(fact.module) && !seen.contains(fact.module) {
                seen.append(fact.module)
                usesByFile[index].append(Use(from: index, line: fact.line, target: .module(fact.module)))
            }
        }
        // Each file's list grown once to its size: thousands of small lists would
        // otherwise each be reallocated as they grow.
        var usesFrom = [Int](repeating: 0, count: files.count)
        for dependency in dependencies { usesFrom[dependency.from] += 1 }
        for index in usesByFile.indices where usesFrom[index] > 0 {
            usesByFile[index].reserveCapacity(usesByFile[index].count + usesFrom[index])
        }
        var wrappers = [InjectingWrappers.Lines?](repeating: nil, count: files.count)
        for dependency in dependencies {
            var injected = dependency.injectedThrough
            if injected == nil {
                if wrappers[dependency.from] == nil {
                    wrappers[dependency.from] = InjectingWrappers.lines(files[dependency.from].facts)
                }
                injected = wrappers[dependency.from]!.wrapper(at: dependency.line)
            }
            usesByFile[dependency.from].append(
                Use(
                    from: dependency.from, line: dependency.line,
                    target: .file(dependency.to, symbol: dependency.symbol), injectedThrough: injected))
        }
        self.usesByFile = usesByFile

        var filesByModule: [String: [Int]] = [:]
        for (index, file) in files.enumerated() where !file.isTest {
            filesByModule[file.module, default: []].append(index)
        }
        self.filesByModule = filesByModule
        self.moduleLayer = filesByModule.compactMapValues { members in
            ArchitectureGraph.shared(of: members) { files[$0].layer }
        }
        self.moduleDomain = filesByModule.compactMapValues { members in
            ArchitectureGraph.shared(of: members) { files[$0].domain }
        }

        var moduleNode: [String: Int] = [:]
        for (offset, module) in modules.enumerated() { moduleNode[module.name] = files.count + offset }
        var incoming = Array(repeating: [Int](), count: files.count + modules.count)
        for uses in usesByFile {
            for use in uses {
                switch use.target {
                case .file(let to, _): incoming[to].append(use.from)
                case .module(let name): if let node = moduleNode[name] { incoming[node].append(use.from) }
                }
            }
        }
        for (name, members) in filesByModule {
            guard let node = moduleNode[name] else { continue }
            for member in members { incoming[member].append(node) }
        }
        self.moduleNode = moduleNode
        self.incoming = incoming
    }

    public func layer(of target: Use.Target) -> String? {
        switch target {
        case .file(let index, _): return files[index].layer
        case .module(let name): return moduleLayer[name]
        }
    }

    public func domain(of target: Use.Target) -> String? {
        switch target {
        case .file(let index, _): return files[index].domain
        case .module(let name): return moduleDomain[name]
        }
    }

    /// What a report names as the target of a use: a file path or a module name.
    public func name(of target: Use.Target) -> String {
        switch target {
        case .file(let index, _): return files[index].path
        case .module(let name): return name
        }
    }

    /// The node id of a module in `Reachability`'s numbering: files first, then modules.
    public func moduleNodeID(_ name: String) -> Int? {
        moduleNode[name]
    }

    private static func shared(of members: [Int], _ key: (Int) -> String?) -> String? {
        var value: String?
        for index in members {
            guard let own = key(index) else { return nil }
            if value == nil { value = own } else if value != own { return nil }
        }
        return value
    }
}
