/// `sharedCode`: a file several targets compile (a `Shared/` folder in the Mac and the
/// iOS app, a model the widget compiles too) uses only what each of them can see.
///
/// Code of one app reached from shared code: the shared file names a type that each
/// app declares on its own (`AppDelegate`, `AppMenu`), so it means the Mac app's type in
/// the Mac app and the iOS app's in the iOS app, and depends on both apps. The
/// dependency runs the wrong way: shared code declares what it needs (a protocol), and
/// each app supplies it.
///
/// Not reported, because the code builds and depends on no app:
/// - a name used only inside `#if` (`#if os(iOS)`, a flag one target defines such as
///   `#if IS_MAIN_APP`): Swift compiles it only where the condition holds, and which
///   targets those are is the build settings' business;
/// - a name only some of the apps declare: the others, which build too, take it from
///   a module outside the tree (the SDK's `Stepper` on iOS, where the tvOS app declares
///   a stand-in);
/// - the type the file extends (`extension HomeView { … }` where each app declares its own
///   `HomeView`): the extension is part of that type in each app, members the apps share,
///   not a use of one app's code.
///
/// A test target that compiles one of the app's files and not what the file uses is
/// told to take the file out and reach it through `@testable import` instead.
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
        let topLevel = Self.topLevelDeclarations(graph)
        var violations: [Violation] = []
        for (index, file) in context.productionFiles where !file.otherModules.isEmpty {
            let members = file.modules
            let visible = Dictionary(
                members.map { ($0, scope.visibleModules(of: file, asMemberOf: $0)) },
                uniquingKeysWith: { first, _ in first })
            // Whether `member`, compiling the shared file, sees the file at `other`.
            func sees(_ member: String, _ other: Int) -> Bool {
                let modules = graph.files[other].modules
                return modules.contains(member) || modules.contains { visible[member]?.contains($0) == true }
            }
            let apps = members.filter { !testTargets.contains($0) }
            if apps.count > 1 {
                let extended = Set(
                    file.facts.declarations.filter { $0.kind == .extension }.flatMap { declaration in
                        [declaration.name, String(declaration.name.prefix { $0 != "." && $0 != "<" })]
                    })
                for reference in file.facts.references
                where !reference.conditional && !extended.contains(reference.name) {
                    guard let candidates = topLevel[reference.name], candidates.count > 1,
                        !candidates.contains(where: { candidate in apps.allSatisfy { sees($0, candidate) } })
                    else { continue }
                    let seen = apps.map { app in candidates.filter { sees(app, $0) } }
                    guard seen.allSatisfy({ !$0.isEmpty }), Set(seen).count > 1 else { continue }
                    let places = zip(apps, seen).map { app, files in
                        "\(app): \(files.map { graph.files[$0].path }.joined(separator: ", "))"
                    }
                    violations.append(
                        context.violation(
                            spec, file: file.path, line: reference.line, target: reference.name,
                            finding: "shared code compiled into \(members.joined(separator: ", ")) uses "
                                + "\(reference.name), which each of them declares on its own "
                                + "(\(places.joined(separator: "; ")))",
                            advice: "let the shared code declare what it needs (a protocol) and each app supply it"))
                }
            }
            var reported: Set<Int> = []
            for use in graph.usesByFile[index] {
                guard case .file(let target, let symbol) = use.target, target != index, !reported.contains(target)
                else { continue }
                let blind = members.filter { !sees($0, target) }
                // Only test targets: another app that builds finds the name elsewhere (above).
                guard !blind.isEmpty, blind.count < members.count, blind.allSatisfy(testTargets.contains),
                    !file.facts.references.contains(where: { $0.name == symbol && $0.conditional })
                else { continue }
                reported.insert(target)
                violations.append(
                    context.violation(
                        spec, file: file.path, line: use.line, target: String(symbol),
                        finding: "shared code compiled into \(members.joined(separator: ", ")) uses \(symbol) "
                            + "(\(graph.files[target].path)), which \(blind.joined(separator: ", ")) "
                            + "\(blind.count == 1 ? "does" : "do") not compile",
                        advice: "take the file out of the test target and reach it through @testable import of "
                            + "the target that builds it"))
            }
        }
        return violations
    }

    /// The production files declaring each top-level type (extensions declare none).
    private static func topLevelDeclarations(_ graph: ArchitectureGraph) -> [String: [Int]] {
        var files: [String: [Int]] = [:]
        for (index, file) in graph.files.enumerated() where !file.isTest {
            for declaration in file.facts.declarations
            where declaration.kind != .extension && !declaration.name.contains(".") {
                if files[declaration.name]?.last != index { files[declaration.name, default: []].append(index) }
            }
        }
        return files
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
                // Each app declares its own `AppMenu`: the shared file uses whichever app builds it.
                "Sources/Shared/Sync.swift": "struct Sync {\n    let feed: Feed\n    let menu: AppMenu // ❌ shared\n}",
                // Compiled only where the condition holds: the Mac app, which declares the type.
                "Sources/Shared/Toolbar.swift": "struct Toolbar {\n#if os(macOS)\n    let menu: MacMenu\n#endif\n}",
                // The phone app's `Stepper` is the SDK's; the Mac app declares a stand-in.
                "Sources/Shared/Settings.swift": "import SwiftUI\nstruct Settings {\n    let stepper: Stepper\n}",
                // Members both apps' `AppMenu` share: part of the type in each app, not a use of one.
                "Sources/Shared/AppMenu+Title.swift": "extension AppMenu {\n    var title: String { \"Menu\" }\n}",
                "Sources/Mac/AppMenu.swift": "struct AppMenu { let sync: Sync }",
                "Sources/Mac/MacMenu.swift": "struct MacMenu {}",
                "Sources/Mac/Stepper.swift": "struct Stepper {}",
                "Sources/Phone/AppMenu.swift": "struct AppMenu { let sync: Sync }",
            ])
    ]
}
