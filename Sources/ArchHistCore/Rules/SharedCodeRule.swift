/// `sharedCode`: a file several targets compile (a `Shared/` folder in the Mac and the
/// iOS app, a model the widget compiles too) uses only what each of them can see. A use
/// that resolves for one of its targets and not for another is code of one app reached
/// from shared code, through a type each app declares under one name (`AppDelegate`):
/// the shared file depends on that app. The dependency runs the wrong way: shared code
/// declares what it needs (a protocol), and each app supplies it.
///
/// A name used only inside `#if` is not judged: `#if os(iOS)` or a flag one target
/// defines (`#if IS_MAIN_APP`) compiles it only where the condition holds, and which
/// targets those are is the build settings' business, not the file's. Swift compiles
/// such a use exactly where the type is declared.
import ArchHistSupport

public struct SharedCodeRule: RuleKind {
    public static let name = "sharedCode"
    public static let keys: [String] = []

    public init() {}

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {}

    public func encode(into object: inout JSONObject) {}

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let graph = context.graph
        guard graph.hasFilesInSeveralModules else { return [] }
        let scope = MembershipScope(graph)
        let testTargets = Set(graph.modules.filter(\.isTestTarget).map(\.name))
        var violations: [Violation] = []
        for (index, file) in context.productionFiles where !file.otherModules.isEmpty {
            let members = file.modules
            let conditional = Set(file.facts.references.lazy.filter(\.conditional).map(\.name))
            let visible = Dictionary(
                members.map { ($0, scope.visibleModules(of: file, asMemberOf: $0)) },
                uniquingKeysWith: { first, _ in first })
            var reported: Set<Int> = []
            for use in graph.usesByFile[index] {
                guard case .file(let target, let symbol) = use.target, target != index, !reported.contains(target),
                    !conditional.contains(symbol)
                else { continue }
                let declaring = Set(graph.files[target].modules)
                // Each target compiling the file sees the use through its own sources or an import.
                let seeing = members.filter { member in
                    declaring.contains(member) || !declaring.isDisjoint(with: visible[member] ?? [])
                }
                guard !seeing.isEmpty, seeing.count < members.count else { continue }
                reported.insert(target)
                let blind = members.filter { !seeing.contains($0) }
                // A test target compiling the app's sources is not a second app sharing them.
                let testsOnly = blind.allSatisfy(testTargets.contains)
                violations.append(
                    context.violation(
                        spec, file: file.path, line: use.line, target: String(symbol),
                        finding: "shared code compiled into \(members.joined(separator: ", ")) uses \(symbol) "
                            + "(\(graph.files[target].path)), which \(blind.joined(separator: ", ")) "
                            + "\(blind.count == 1 ? "does" : "do") not compile",
                        advice: testsOnly
                            ? "take the file out of the test target and reach it through @testable import of "
                                + "the target that builds it"
                            : "let the shared code declare what it needs (a protocol) and each app supply it"))
            }
        }
        return violations
    }

    public static let examples = [
        RuleExample(
            name: "sharedCode: a file two apps compile uses one app's type",
            spec: """
                {"layers": [{"name": "Any", "paths": ["**"]}],
                 "rules": [{"id": "shared", "kind": "sharedCode"}]}
                """,
            files: [
                // Tuist, like an Xcode project, lets two targets compile one file.
                "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()",
                "Project.swift": """
                import ProjectDescription
                let project = Project(name: "Reader", targets: [
                    .target(name: "MacApp", destinations: .macOS, product: .app, bundleId: "r.mac",
                            sources: ["Sources/Mac/**", "Sources/Shared/**"]),
                    .target(name: "PhoneApp", destinations: .iOS, product: .app, bundleId: "r.phone",
                            sources: ["Sources/Phone/**", "Sources/Shared/**"]),
                ])
                """,
                "Sources/Shared/Feed.swift": "struct Feed { let title: String }",
                "Sources/Shared/Sync.swift": "struct Sync {\n    let feed: Feed\n    let menu: MacMenu // ❌ shared\n}",
                // Compiled only where the condition holds: the Mac app, which declares the type.
                "Sources/Shared/Toolbar.swift": "struct Toolbar {\n#if os(macOS)\n    let menu: MacMenu\n#endif\n}",
                "Sources/Mac/MacMenu.swift": "struct MacMenu { let sync: Sync }",
                "Sources/Phone/PhoneTabs.swift": "struct PhoneTabs { let sync: Sync }",
            ])
    ]
}
