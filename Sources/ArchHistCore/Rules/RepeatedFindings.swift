/// One use, one finding. Where a `confinement` rule reports a use (`UserDTO is used in Domain`),
/// a layers rule does not report that use again on the same line (`Domain depends on Data (uses
/// UserDTO from …)`): it is one problem, and the confinement's advice (map it at the border) is
/// the more precise. The layers finding stays where the confinement finding is milder or waived.
enum RepeatedFindings {
    /// `open` without the layers findings that a confinement finding of `open`, as severe or more,
    /// already reports at the same file and line for a symbol the layers finding's target declares.
    static func drop(from open: [Violation], spec: ArchitectureSpec, graph: ArchitectureGraph) -> [Violation] {
        let confinements = Set(spec.rules.filter { $0.kind is ConfinementRule }.map(\.id))
        let layers = Set(
            spec.rules.filter { $0.kind is LayerMatrixRule || $0.kind is LayerChainRule || $0.kind is LevelsRule }
                .map(\.id))
        guard !confinements.isEmpty, !layers.isEmpty else { return open }
        struct Place: Hashable {
            let file: String
            let line: Int
        }
        var confined: [Place: [(symbol: String, severity: Severity)]] = [:]
        for violation in open where confinements.contains(violation.rule) {
            guard let line = violation.line else { continue }
            confined[Place(file: violation.file, line: line), default: []].append(
                (violation.target, violation.severity))
        }
        guard !confined.isEmpty else { return open }
        let fileIndex = Dictionary(graph.files.indices.map { (graph.files[$0].path, $0) }) { first, _ in first }
        return open.filter { violation in
            guard layers.contains(violation.rule), let line = violation.line,
                let symbols = confined[Place(file: violation.file, line: line)],
                let target = fileIndex[violation.target]
            else { return true }
            let declared = graph.files[target].facts.declarations
            return !symbols.contains { symbol, severity in
                severity <= violation.severity && declared.contains { $0.simpleName == symbol.lastNameComponent }
            }
        }
    }
}
