/// The uses `allowBuiltBy` allows: a file calling back the builder that made it and handed
/// itself over, a view model keeping the coordinator that built it (`SignInViewModel(coordinator:
/// self)`) to ask for the next screen. The builder names the user's file; a file it never names
/// reaches for it. A builder builds through the helpers it keeps beside it, of its layer in its
/// folder: a coordinator whose container builds its screens (`dependencies = Container(coordinator:
/// self)`). A sibling builder it does not use built nothing for it.
///
/// Where the builder has an abstraction of its own (a protocol of the app that only it
/// implements, `SearchCoordinatorProtocol`), the user should hold that: naming the concrete
/// builder instead is still the finding. A protocol every builder adopts (`Coordinator`,
/// with `start()`) says nothing the user needs.
struct BuilderCallbacks {
    private let layers: Set<String>
    private let graph: ArchitectureGraph
    /// Type names that conform to a protocol of the app no other type implements.
    private let abstracted: Set<Substring>
    /// The files of each folder and layer: a builder's unit.
    private let units: [Unit: [Int]]

    private struct Unit: Hashable {
        let folder: Substring
        let layer: String?
    }

    init(layers: Set<String>, graph: ArchitectureGraph) {
        self.layers = layers
        self.graph = graph
        var protocols: Set<Substring> = []
        for file in graph.files {
            for declaration in file.facts.declarations where declaration.kind == .protocol {
                protocols.insert(declaration.simpleName)
            }
        }
        var conformers: [Substring: Set<Substring>] = [:]
        for file in graph.files {
            for declaration in file.facts.declarations where declaration.kind != .protocol {
                for name in declaration.inherits where protocols.contains(name.lastNameComponent) {
                    conformers[name.lastNameComponent, default: []].insert(declaration.simpleName)
                }
            }
        }
        abstracted = Set(conformers.values.filter { $0.count == 1 }.flatMap { $0 })
        units = Dictionary(grouping: graph.files.indices) { Self.unit(of: graph.files[$0]) }
    }

    private static func unit(of file: AnalyzedFile) -> Unit {
        Unit(folder: file.path.lastIndex(of: "/").map { file.path[..<$0] } ?? "", layer: file.layer)
    }

    /// The file at `user` may use `target`, of layer `layer`: the builder that made it.
    func allows(_ user: Int, _ target: Use.Target, layer: String) -> Bool {
        guard layers.contains(layer), case .file(let builder, let symbol) = target,
            !abstracted.contains(symbol.lastNameComponent)
        else { return false }
        func uses(_ file: Int, _ target: Int) -> Bool {
            graph.usesByFile[file].contains { use in
                if case .file(target, _) = use.target { return true }
                return false
            }
        }
        let helpers = units[Self.unit(of: graph.files[builder]), default: []].filter { uses(builder, $0) }
        return ([builder] + helpers).contains { uses($0, user) }
    }
}
