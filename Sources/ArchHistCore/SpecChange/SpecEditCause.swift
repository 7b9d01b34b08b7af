/// Which edit of the spec lets a violation of the candidate pass: its rule removed;
/// an exception added that waives it; its file (or the file it uses) moved out of a
/// layer by an edit of the layers, the excludes or the tests; else its rule's settings.
struct SpecEditCause {
    let edits: [SpecEdit]
    /// Each file's place under the baseline's spec and under the candidate's.
    private let placesBefore: [String: Place]
    private let placesAfter: [String: Place]
    /// The layers of each module's files, for a violation whose target is a module.
    private let moduleLayersBefore: [String: Set<String>]
    private let moduleLayersAfter: [String: Set<String>]
    private let rulesAfter: Set<String>
    /// The candidate's waived violations by fingerprint, with the exception that waives them.
    private let waiversAfter: [String: ExceptionSpec]
    private let exceptionsBefore: [ExceptionSpec]

    private struct Place: Equatable {
        var layer: String?
        var isTest: Bool
    }

    init(edits: [SpecEdit], before: Analysis, after: Analysis) {
        self.edits = edits
        placesBefore = SpecEditCause.places(before)
        placesAfter = SpecEditCause.places(after)
        moduleLayersBefore = SpecEditCause.moduleLayers(before)
        moduleLayersAfter = SpecEditCause.moduleLayers(after)
        rulesAfter = Set(after.spec.rules.map(\.id))
        waiversAfter = Dictionary(
            after.waived.compactMap { violation in violation.waivedBy.map { (violation.fingerprint, $0) } },
            uniquingKeysWith: { a, _ in a })
        exceptionsBefore = before.spec.exceptions
    }

    func edit(allowing violation: Violation) -> SpecEdit {
        if !rulesAfter.contains(violation.rule), let edit = first(.ruleRemoved, violation.rule) { return edit }
        if let exception = waiversAfter[violation.fingerprint],
            let edit = exceptionEdit(exception)
        {
            return edit
        }
        if let edit = moved(violation.file) ?? moved(violation.target) ?? movedModule(violation.target) {
            return edit
        }
        if let edit = first(.ruleChanged, violation.rule) { return edit }
        // No one edit explains it (a domain's patterns, say): the only candidate, or all.
        let candidates = edits.filter { $0.effect != .tightens }
        if candidates.count == 1 { return candidates[0] }
        return SpecEdit(kind: .ruleChanged, subject: violation.rule, words: "the edits of the spec together")
    }

    func edit(lowering violation: Violation) -> SpecEdit {
        first(.severityLowered, violation.rule)
            ?? SpecEdit(kind: .severityLowered, subject: violation.rule, words: "rule \(violation.rule) lowered")
    }

    private func first(_ kind: SpecEdit.Kind, _ subject: String) -> SpecEdit? {
        edits.first { $0.kind == kind && $0.subject == subject }
    }

    /// The added exception, or the one whose expiry moved on, that waives it now.
    private func exceptionEdit(_ exception: ExceptionSpec) -> SpecEdit? {
        let extended = exceptionsBefore.contains {
            $0.rule == exception.rule && $0.source == exception.source && $0.target == exception.target
        }
        let subject = "exception for \(exception.rule) (\(exception.source) → \(exception.target))"
        return first(extended ? .exceptionExtended : .exceptionAdded, subject)
    }

    /// When the spec's edits moved `path` out of its layer (or out of the analysis, or
    /// into the tests): an edit saying so, and by which edits of the spec.
    private func moved(_ path: String) -> SpecEdit? {
        guard let was = placesBefore[path] else { return nil }
        guard let now = placesAfter[path] else { return edits.first { $0.kind == .excludeAdded } }
        guard now != was else { return nil }
        if now.isTest, !was.isTest, let edit = edits.first(where: { $0.kind == .testsAdded }) { return edit }
        guard let layer = was.layer else { return nil }
        if let edit = first(.layerRemoved, layer) { return edit }
        let destination = now.layer.map { "to layer \($0)" } ?? "to no layer"
        let reasons = edits.filter {
            ($0.kind == .layerChanged || $0.kind == .layerAdded) && ($0.subject == layer || $0.subject == now.layer)
        }
        let by = reasons.isEmpty ? "" : " (" + reasons.map(\.words).joined(separator: "; ") + ")"
        return SpecEdit(
            kind: .layerChanged, subject: layer, words: "files moved out of layer \(layer) \(destination)\(by)")
    }

    /// When the spec's edits took a module's files out of a layer they were in: an
    /// import of the module is then no longer a use of that layer.
    private func movedModule(_ module: String) -> SpecEdit? {
        guard let before = moduleLayersBefore[module],
            let layer = before.sorted().first(where: { !(moduleLayersAfter[module] ?? []).contains($0) })
        else { return nil }
        if let edit = first(.layerRemoved, layer) { return edit }
        let reasons = edits.filter { $0.kind == .layerChanged && $0.subject == layer }
        let by = reasons.isEmpty ? "" : " (" + reasons.map(\.words).joined(separator: "; ") + ")"
        return SpecEdit(kind: .layerChanged, subject: layer, words: "module \(module) moved out of layer \(layer)\(by)")
    }

    private static func moduleLayers(_ analysis: Analysis) -> [String: Set<String>] {
        var layers: [String: Set<String>] = [:]
        for file in analysis.files {
            guard let layer = file.layer else { continue }
            layers[file.module, default: []].insert(layer)
        }
        return layers
    }

    private static func places(_ analysis: Analysis) -> [String: Place] {
        Dictionary(
            analysis.files.map { ($0.path, Place(layer: $0.layer, isTest: $0.isTest)) },
            uniquingKeysWith: { a, _ in a })
    }
}
