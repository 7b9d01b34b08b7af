/// `wall`: no file of the `from` layers may reach a file of the `to` layers, directly
/// or (when transitive) through any chain of uses and imports, including a module
/// that re-exports the forbidden one: the harness `serviceRepoWall`.
struct WallRule: Rule {
    func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        guard case .wall(let from, let to, let transitive) = spec.kind else { return [] }
        let sources = Set(from)
        let targets = Set(to)
        let wallName = "\(from.joined(separator: "/")) → \(to.joined(separator: "/"))"
        if !transitive {
            return direct(spec, sources: sources, targets: targets, wallName: wallName, in: context)
        }
        let targetFiles = Set(context.productionFiles.compactMap { entry in
            entry.element.layer.map { targets.contains($0) } == true ? entry.offset : nil
        })
        let reach = Reachability(graph: context.graph, targets: targetFiles) { !context.files[$0].isTest }
        let advice = RuleContext.sentence(spec.message
            ?? "the \(wallName) wall holds for chains too: depend on an interface in an allowed layer and wire the implementation in the composition layer")
        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let layer = file.layer, sources.contains(layer), reach.reaches(index),
                  let end = reach.end(from: index) else { continue }
            let chain = reach.chain(from: index)
            let endFile = context.files[end]
            let how = chain.count <= 2 ? "directly" : "through " + chain.dropFirst().dropLast().joined(separator: " → ")
            violations.append(context.violation(
                spec, file: file.path, line: reach.firstLine(from: index), target: endFile.path,
                finding: "\(layer) reaches \(endFile.layer ?? "?") \(how): \(chain.joined(separator: " → "))",
                sentence: advice))
        }
        return violations
    }

    private func direct(
        _ spec: RuleSpec, sources: Set<String>, targets: Set<String>, wallName: String, in context: RuleContext
    ) -> [Violation] {
        let advice = RuleContext.sentence(spec.message
            ?? "the \(wallName) wall forbids it: depend on an interface in an allowed layer and wire the implementation in the composition layer")
        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let layer = file.layer, sources.contains(layer) else { continue }
            var reported = Set<String>()
            for use in context.graph.usesByFile[index] {
                guard let target = context.graph.layer(of: use.target), targets.contains(target) else { continue }
                let name = context.graph.name(of: use.target)
                guard reported.insert(name).inserted else { continue }
                violations.append(context.violation(
                    spec, file: file.path, line: use.line, target: name,
                    finding: "\(layer) depends on \(target) (\(name))", sentence: advice))
            }
        }
        return violations
    }
}
