import ArchHistSupport

/// The edits of a spec's rules, by id: removed, added, a severity lowered or raised,
/// and a rule's settings changed, said setting by setting ("allow.Service adds
/// 'Repo'") from the rule as the spec file would write it.
enum RuleComparison {
    static func edits(from old: [RuleSpec], to new: [RuleSpec]) -> [SpecEdit] {
        var edits: [SpecEdit] = []
        // A rule given another id and nothing else is the same rule: renamed, not removed and added.
        let added = new.filter { rule in !old.contains { $0.id == rule.id } }
        var renamedTo: [String: String] = [:]
        for rule in old where !new.contains(where: { $0.id == rule.id }) {
            if let same = added.first(where: { renamedTo.values.contains($0.id) == false && isSame(rule, $0) }) {
                renamedTo[rule.id] = same.id
                edits.append(
                    SpecEdit(kind: .ruleRenamed, subject: rule.id, words: "rule \(rule.id) renamed \(same.id)"))
            } else {
                edits.append(SpecEdit(kind: .ruleRemoved, subject: rule.id, words: "rule \(rule.id) removed"))
            }
        }
        for rule in new where !renamedTo.values.contains(rule.id) {
            guard let before = old.first(where: { $0.id == rule.id }) else {
                edits.append(
                    SpecEdit(
                        kind: .ruleAdded, subject: rule.id,
                        words: "rule \(rule.id) (\(rule.kind.name), \(rule.severity.rawValue)) added"))
                continue
            }
            // Severity ranks errors first: a greater severity is a milder one.
            if rule.severity != before.severity {
                let words =
                    "rule \(rule.id) \(rule.severity > before.severity ? "lowered" : "raised") from "
                    + "\(before.severity.rawValue) to \(rule.severity.rawValue)"
                edits.append(
                    SpecEdit(
                        kind: rule.severity > before.severity ? .severityLowered : .severityRaised, subject: rule.id,
                        words: words))
            }
            let changes = settingChanges(before, rule)
            if !changes.isEmpty {
                edits.append(
                    SpecEdit(
                        kind: .ruleChanged, subject: rule.id,
                        words: "rule \(rule.id): " + changes.joined(separator: "; ")))
            }
        }
        return edits
    }

    private static func isSame(_ a: RuleSpec, _ b: RuleSpec) -> Bool {
        a.severity == b.severity && a.message == b.message && a.kind.isEqual(to: b.kind)
    }

    /// What changed in a rule besides its severity, one phrase per setting.
    private static func settingChanges(_ old: RuleSpec, _ new: RuleSpec) -> [String] {
        if old.kind.name != new.kind.name { return ["kind \(old.kind.name) became \(new.kind.name)"] }
        var changes: [String] = []
        if old.message != new.message { changes.append("message changed") }
        var before = JSONObject()
        old.kind.encode(into: &before)
        var after = JSONObject()
        new.kind.encode(into: &after)
        changes += differences(before, after, path: "")
        return changes
    }

    private static func differences(_ old: JSONObject, _ new: JSONObject, path: String) -> [String] {
        var keys = old.keys
        keys += new.keys.filter { !old.keys.contains($0) }
        return keys.flatMap { key -> [String] in
            let name = path + key
            switch (old[key], new[key]) {
            case (let a?, let b?) where a == b: return []
            case (.object(let a)?, .object(let b)?): return differences(a, b, path: name + ".")
            case (let a, let b):
                if let a = strings(a ?? .array([])), let b = strings(b ?? .array([])) {
                    return MatcherChanges.changes(name, a, b)
                }
                return ["\(name) was \(a.map(\.description) ?? "unset"), now \(b.map(\.description) ?? "unset")"]
            }
        }
    }

    private static func strings(_ value: JSONValue) -> [String]? {
        guard case .array(let items) = value else { return nil }
        var texts: [String] = []
        for item in items {
            guard case .string(let text) = item else { return nil }
            texts.append(text)
        }
        return texts
    }
}
