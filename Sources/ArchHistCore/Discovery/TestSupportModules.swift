/// Declared modules that only tests use: a `…TestKit` or `…Testing` library of mock
/// factories and fixtures that test targets link and no production code imports.
///
/// Test code reaches across layers by design (`@testable import`, a mock of every
/// service), so judged as production each such reach reads as a violation. What makes
/// a module test support is the build, not its name: it is a library (no app, no tool)
/// that nothing but tests and other test support uses, and that tests use, or that
/// `@testable import`s a module (which builds only where testing is enabled). A library
/// nothing uses is test support only when it builds on test support (a kit no test links
/// yet); otherwise it is a product for apps elsewhere. A library a production file imports
/// never is, whatever the manifests say: an app target whose links archhist cannot read
/// still imports what it uses. Nor is a module under test (its `…Tests` target's
/// namesake), and in a tree that builds no app (no app target, and no file where a program
/// starts), where every library is a product for apps elsewhere, there is none.
enum TestSupportModules {
    static func find(_ analysis: Analysis) -> [Module] {
        let declared = analysis.modules.filter { $0.isDeclared && $0.isCompiled }
        // An app the tree builds, declared or not (an XcodeGen spec's included targets, which
        // archhist does not read): a program starts in one of its files.
        let startsAProgram = analysis.files.contains { file in
            !file.isTest && RoleGuess.declaresEntryPoint(file.facts)
        }
        guard declared.contains(where: { $0.product == .app || $0.isExecutable }) || startsAProgram else { return [] }
        let testModules = Set(declared.filter(\.isTestTarget).map(\.name))
        let underTest = Set(testModules.compactMap { name in name.hasSuffix("Tests") ? String(name.dropLast(5)) : nil })
        // Modules a test target depends on or a test file imports.
        var testUsed: Set<String> = []
        var productionUsers: [String: Set<String>] = [:]
        // Modules whose files `@testable import`: built only where testing is enabled.
        var testableImporters: Set<String> = []
        var uses: [String: Set<String>] = [:]
        for module in declared where !testModules.contains(module.name) {
            for dependency in module.declaredDependencies where dependency.name != module.name {
                productionUsers[dependency.name, default: []].insert(module.name)
                uses[module.name, default: []].insert(dependency.name)
            }
        }
        for module in declared where testModules.contains(module.name) {
            for dependency in module.declaredDependencies { testUsed.insert(dependency.name) }
        }
        for file in analysis.files {
            let isTest = file.isTest || testModules.contains(file.module)
            for fact in file.facts.imports where fact.module != file.module {
                if isTest {
                    testUsed.insert(fact.module)
                } else {
                    productionUsers[fact.module, default: []].insert(file.module)
                    uses[file.module, default: []].insert(fact.module)
                    if fact.isTestable { testableImporters.insert(file.module) }
                }
            }
        }
        var candidates = Set(
            declared.filter { module in
                !testModules.contains(module.name) && !underTest.contains(module.name) && !module.isExecutable
                    && module.product?.isLinkable != false
            }.map(\.name))
        // The largest set whose every production user is in the set: a fixture library
        // built on a mock library is test support with it...
        var changed = true
        while changed {
            changed = false
            for name in candidates where !(productionUsers[name] ?? []).isSubset(of: candidates.subtracting([name])) {
                candidates.remove(name)
                changed = true
            }
        }
        // ...reached from the tests, directly or through one another, or built only for them;
        // a library nothing uses is test support when it builds on test support (a kit no
        // test links yet), and a library nothing uses otherwise is no one's.
        var reached = candidates.filter { testUsed.contains($0) || testableImporters.contains($0) }
        changed = true
        while changed {
            changed = false
            for name in candidates.subtracting(reached) {
                let users = productionUsers[name] ?? []
                guard users.isEmpty ? !(uses[name] ?? []).isDisjoint(with: reached) : !users.isDisjoint(with: reached)
                else { continue }
                reached.insert(name)
                changed = true
            }
        }
        return declared.filter { reached.contains($0.name) }.sorted { $0.name < $1.name }
    }
}
