/// `singleImplementation`: a protocol of the tree that exactly one type conforms to
/// (test doubles count as conformers). A boundary exists to choose between
/// strategies; with one, a closure composed in the composition root is simpler.
import ArchHistSupport

public struct SingleImplementationRule: RuleKind {
    public static let name = "singleImplementation"
    public static let keys: [String] = []

    public init() {}

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {}

    public func encode(into object: inout JSONObject) {}

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        var protocols: [String: (file: Int, line: Int)] = [:]
        var conformers: [String: Set<String>] = [:]
        for (index, file) in context.files.enumerated() {
            for declaration in file.facts.declarations {
                if declaration.kind == .protocol, !file.isTest {
                    protocols[String(declaration.simpleName)] = (index, declaration.line)
                }
                guard declaration.kind != .protocol else { continue }
                for inherited in declaration.inherits {
                    let name = inherited.split(separator: "<").first.map(String.init) ?? inherited
                    conformers[name, default: []].insert(declaration.name)
                }
            }
        }
        return protocols.keys.sorted().compactMap { name in
            guard let implementations = conformers[name], implementations.count == 1,
                let only = implementations.first, let place = protocols[name]
            else { return nil }
            return context.violation(
                spec, file: context.files[place.file].path, line: place.line, target: name,
                finding: "protocol \(name) has one implementation, \(only)",
                advice:
                    "a boundary exists to select between strategies: compose a closure in the composition "
                    + "root until a second one appears"
            )
        }
    }

    public static let examples = [
        RuleExample(
            name: "singleImplementation: a boundary with one strategy",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "single", "kind": "singleImplementation", "severity": "info"}
                    """),
            files: [
                "App/Domain/Ports.swift": "protocol Clock {} // ❌ single\nprotocol Store {}\nprotocol Unused {}",
                "App/Data/Impl.swift": """
                struct SystemClock: Clock {}
                struct DiskStore: Store {}
                struct MemoryStore: Store {}
                """,
            ])
    ]
}
