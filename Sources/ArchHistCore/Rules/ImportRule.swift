/// `imports`: forbidden and allowed-only imports per layer ("Domain imports only
/// Foundation", "no UIKit or SwiftUI in Feature modules"). `forbid` applies to every
/// import; `allowOnly` to modules outside the tree (frameworks and packages), since
/// the modules of the tree are governed by the layer rules.
import ArchHistSupport

public struct ImportRule: RuleKind {
    public static let name = "imports"
    public static let keys = ["layers", "forbid", "allowOnly"]

    /// The layers whose files are judged.
    public let layers: [String]
    /// Modules refused; empty when only `allowOnly` is given.
    public let forbid: [Glob]
    /// When set, the only modules from outside the tree the files may import.
    public let allowOnly: [Glob]?

    public init(layers: [String], forbid: [Glob], allowOnly: [Glob]?) {
        self.layers = layers
        self.forbid = forbid
        self.allowOnly = allowOnly
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        forbid = try globs(rule.optional("forbid"))
        allowOnly = try rule.optional("allowOnly").map { cursor throws(JSONDecodingError) in try globs(cursor) }
        if forbid.isEmpty && allowOnly == nil {
            throw rule.cursor.error(expected: "\"forbid\" or \"allowOnly\"", found: "neither")
        }
        layers = try rule.layerList(rule.required("layers"))
    }

    public func encode(into object: inout JSONObject) {
        object["layers"] = .strings(layers)
        if !forbid.isEmpty { object["forbid"] = .patterns(forbid) }
        if let allowOnly { object["allowOnly"] = .patterns(allowOnly) }
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let scoped = Set(layers)
        let local = Set(context.graph.modules.map(\.name))
        // A tree imports a few dozen modules thousands of times: each is judged once.
        var forbidden: [String: Bool] = [:]
        var allowed: [String: Bool] = [:]
        var book = AdviceBook(spec)
        var violations: [Violation] = []
        for (_, file) in context.productionFiles {
            guard let layer = file.layer, scoped.contains(layer) else { continue }
            for fact in file.facts.imports where fact.module != file.module {
                if ImportRule.anyMatches(forbid, fact.module, memo: &forbidden) {
                    let advice = book.advice("forbid\u{0}\(layer)\u{0}\(fact.module)") {
                        "\(fact.module) is forbidden in \(layer): move the code that needs it to an outer layer"
                    }
                    violations.append(
                        context.violation(
                            spec, file: file.path, line: fact.line, target: fact.module,
                            finding: "\(layer) imports \(fact.module)", sentence: advice))
                } else if let allowOnly, !local.contains(fact.module),
                    !ImportRule.anyMatches(allowOnly, fact.module, memo: &allowed)
                {
                    let advice = book.advice("allow\u{0}\(layer)") {
                        "\(layer) may import only \(allowOnly.map(\.pattern).joined(separator: ", ")): "
                            + "keep it free of frameworks and reach them through a protocol implemented outside"
                    }
                    violations.append(
                        context.violation(
                            spec, file: file.path, line: fact.line, target: fact.module,
                            finding: "\(layer) imports \(fact.module)", sentence: advice))
                }
            }
        }
        return violations
    }

    private static func anyMatches(_ patterns: [Glob], _ module: String, memo: inout [String: Bool]) -> Bool {
        if let known = memo[module] { return known }
        let verdict = patterns.contains { $0.matches(module) }
        memo[module] = verdict
        return verdict
    }

    public static let examples = [
        RuleExample(
            name: "imports: Domain imports only Foundation, and never UIKit",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "pure", "kind": "imports", "layers": ["Domain"], "allowOnly": ["Foundation"],
                     "forbid": ["UIKit"]}
                    """),
            files: [
                "App/Domain/Item.swift": """
                import Foundation
                import UIKit // ❌ pure
                import Combine // ❌ pure
                struct Item {}
                """,
                "App/Presentation/View.swift": "import UIKit\nimport SwiftUI\nstruct ItemView {}",
            ])
    ]
}
