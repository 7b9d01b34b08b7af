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
        var protocols: [Substring: (file: Int, line: Int)] = [:]
        for (index, file) in context.files.enumerated() where !file.isTest {
            for declaration in file.facts.declarations where declaration.kind == .protocol {
                protocols[declaration.simpleName] = (index, declaration.line)
            }
        }
        // The protocols' implementations alone, and no more of them than tell one from
        // several: this runs for every commit a backfill records, over every declaration.
        var conformers: [Substring: (only: String, more: Bool)] = [:]
        for file in context.files {
            for declaration in file.facts.declarations where declaration.kind != .protocol {
                for inherited in declaration.inherits {
                    let name = inherited.prefix { $0 != "<" }
                    guard protocols[name] != nil else { continue }
                    if let found = conformers[name] {
                        if !found.more, found.only != declaration.name { conformers[name]!.more = true }
                    } else {
                        conformers[name] = (declaration.name, false)
                    }
                }
            }
        }
        return protocols.keys.sorted().compactMap { name -> Violation? in
            guard let implementations = conformers[name], !implementations.more, let place = protocols[name] else {
                return nil
            }
            let only = implementations.only
            return context.violation(
                spec, file: context.files[place.file].path, line: place.line, target: String(name),
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
