import ArchHistSupport

/// The edits from one spec to another (the baseline's to the candidate's), in words,
/// in the order a reader of the spec meets them: excludes and tests, layers, domains,
/// rules, exceptions. Both specs are resolved (their presets folded in), so an edit of
/// a preset's rule is said like any other.
public enum SpecComparison {
    public static func edits(from old: ArchitectureSpec, to new: ArchitectureSpec) -> [SpecEdit] {
        var edits: [SpecEdit] = []
        edits += globEdits(old.exclude, new.exclude, added: .excludeAdded, removed: .excludeRemoved) {
            "exclude \($0) '\($1)': its files are \($0 == "adds" ? "no longer judged" : "judged again")"
        }
        edits += globEdits(old.tests, new.tests, added: .testsAdded, removed: .testsRemoved) {
            "tests \($0) '\($1)': its files are judged \($0 == "adds" ? "as tests only" : "as production code")"
        }
        edits += layerEdits(old.layers, new.layers)
        edits += domainEdits(old.domains, new.domains)
        edits += RuleComparison.edits(from: old.rules, to: new.rules)
        edits += exceptionEdits(old.exceptions, new.exceptions)
        return edits
    }

    private static func globEdits(
        _ old: [Glob], _ new: [Glob], added: SpecEdit.Kind, removed: SpecEdit.Kind,
        words: (String, String) -> String
    ) -> [SpecEdit] {
        let before = old.map(\.pattern)
        let after = new.map(\.pattern)
        return after.filter { !before.contains($0) }.map {
            SpecEdit(kind: added, subject: $0, words: words("adds", $0))
        }
            + before.filter { !after.contains($0) }.map {
                SpecEdit(kind: removed, subject: $0, words: words("drops", $0))
            }
    }

    private static func layerEdits(_ old: [LayerSpec], _ new: [LayerSpec]) -> [SpecEdit] {
        var edits: [SpecEdit] = []
        for layer in old where !new.contains(where: { $0.name == layer.name }) {
            edits.append(
                SpecEdit(
                    kind: .layerRemoved, subject: layer.name,
                    words: "layer \(layer.name) removed: its files are in no layer, and no layer rule judges them"))
        }
        for layer in new {
            guard let before = old.first(where: { $0.name == layer.name }) else {
                edits.append(SpecEdit(kind: .layerAdded, subject: layer.name, words: "layer \(layer.name) added"))
                continue
            }
            var changes = MatcherChanges.words(before.match, layer.match)
            if before.crossCutting != layer.crossCutting {
                changes.append(layer.crossCutting ? "now cross-cutting" : "no longer cross-cutting")
            }
            if !changes.isEmpty {
                edits.append(
                    SpecEdit(
                        kind: .layerChanged, subject: layer.name,
                        words: "layer \(layer.name): " + changes.joined(separator: "; ")))
            }
        }
        return edits
    }

    private static func domainEdits(_ old: [DomainSpec], _ new: [DomainSpec]) -> [SpecEdit] {
        func label(_ domain: DomainSpec) -> String {
            let patterns = (domain.match.paths + domain.match.modules).map(\.pattern) + domain.match.suffixes
            return (domain.name.map { "domain \($0)" } ?? "domains") + " (" + patterns.joined(separator: ", ") + ")"
        }
        let before = old.map(label)
        let after = new.map(label)
        return before.filter { !after.contains($0) }.map {
            SpecEdit(kind: .domainsChanged, subject: $0, words: "\($0) removed")
        }
            + after.filter { !before.contains($0) }.map {
                SpecEdit(kind: .domainsChanged, subject: $0, words: "\($0) added")
            }
    }

    private static func exceptionEdits(_ old: [ExceptionSpec], _ new: [ExceptionSpec]) -> [SpecEdit] {
        func same(_ a: ExceptionSpec, _ b: ExceptionSpec) -> Bool {
            a.rule == b.rule && a.source == b.source && a.target == b.target
        }
        // An exception's subject and words start with its identity: rule, source and target.
        func label(_ exception: ExceptionSpec) -> String {
            "exception for \(exception.rule) (\(exception.source) → \(exception.target))"
        }
        var edits: [SpecEdit] = []
        for exception in new {
            guard let before = old.first(where: { same($0, exception) }) else {
                let until = exception.expires.map { ", until \($0)" } ?? ""
                edits.append(
                    SpecEdit(
                        kind: .exceptionAdded, subject: label(exception),
                        words: "\(label(exception)) added\(until): \"\(exception.reason)\""))
                continue
            }
            switch (before.expires, exception.expires) {
            case (let was?, let now?) where now < was:
                edits.append(
                    SpecEdit(
                        kind: .exceptionShortened, subject: label(exception),
                        words: "\(label(exception)) now ends on \(now), not \(was)"))
            case (let was?, let now) where now.map({ was < $0 }) ?? true:
                edits.append(
                    SpecEdit(
                        kind: .exceptionExtended, subject: label(exception),
                        words: "\(label(exception)) extended from \(was) to \(now.map(\.description) ?? "no end")"))
            case (nil, let now?):
                edits.append(
                    SpecEdit(
                        kind: .exceptionShortened, subject: label(exception),
                        words: "\(label(exception)) now ends on \(now)"))
            default: break
            }
        }
        for exception in old where !new.contains(where: { same($0, exception) }) {
            edits.append(
                SpecEdit(kind: .exceptionRemoved, subject: label(exception), words: "\(label(exception)) removed"))
        }
        return edits
    }
}
