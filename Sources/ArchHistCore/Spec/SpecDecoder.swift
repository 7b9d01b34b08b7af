/// Reads `archhist.json` into an `ArchitectureSpec`, once, at the boundary.
///
/// A spec may extend a preset: its layers add patterns to the preset's layers of the
/// same name (or replace them with `"replace": true`), its domains, excludes and
/// tests are added, a rule with a preset rule's id replaces it (`"enabled": false`
/// removes it), and its exceptions are its own. Every error names the file, the JSON
/// path and what was expected; names of layers in rules are checked against the
/// layers the spec ends up with.
import ArchHistSupport

public enum SpecDecoder {
    public static let keys = [
        "$schema", "description", "preset", "exclude", "tests", "layers", "domains", "rules", "exceptions",
    ]

    public static func decode(_ bytes: [UInt8], file: String) throws(SpecError) -> ArchitectureSpec {
        var presetName: String?
        do {
            presetName = try JSONParser.decode(bytes, file: file) { root throws(JSONDecodingError) in
                try root.allowedKeys(keys)
                return try root.optional("preset")?.string()
            }
        } catch {
            throw .json(error)
        }
        var base = ArchitectureSpec()
        if let presetName {
            guard let preset = Preset.named(presetName) else { throw .unknownPreset(file: file, name: presetName) }
            base = try SpecDecoder.preset(preset)
        }
        do {
            return try JSONParser.decode(bytes, file: file) { root throws(JSONDecodingError) in
                try SpecDocument(root).applied(to: base, presetName: presetName)
            }
        } catch {
            throw .json(error)
        }
    }

    /// A preset as a spec.
    public static func preset(_ preset: Preset) throws(SpecError) -> ArchitectureSpec {
        do {
            return try JSONParser.decode(Array(preset.json.utf8), file: "preset \(preset.name)") {
                root throws(JSONDecodingError) in
                try SpecDocument(root).applied(to: ArchitectureSpec(), presetName: preset.name)
            }
        } catch {
            throw .json(error)
        }
    }
}

/// The spec file as written, before it is laid over its preset.
private struct SpecDocument {
    let root: JSONCursor

    init(_ root: JSONCursor) throws(JSONDecodingError) {
        try root.allowedKeys(SpecDecoder.keys)
        _ = try root.optional("description")?.string()
        self.root = root
    }

    func applied(to base: ArchitectureSpec, presetName: String?) throws(JSONDecodingError) -> ArchitectureSpec {
        var spec = base
        spec.preset = presetName
        spec.exclude += try globs(root.optional("exclude"))
        spec.tests += try globs(root.optional("tests"))
        // A name given twice in one file is a mistake (the second silently replaced
        // the first); a name the preset also has extends or replaces the preset's.
        var seen = FirstUse()
        for layer in try root.optional("layers")?.array() ?? [] {
            try seen.claim(layer.required("name"), as: "a layer name")
            try merge(layer: layer, into: &spec)
        }
        spec.domains +=
            try root.optional("domains")?.array { domain throws(JSONDecodingError) in
                try domain.allowedKeys(["name", "description", "paths", "modules", "suffixes"])
                _ = try domain.optional("description")?.string()
                let match = try matcher(domain)
                let name = try domain.optional("name")?.nonEmptyString()
                if let name { try seen.claim(domain.required("name"), as: "a domain name", text: name) }
                if name == nil, !(match.paths + match.modules).contains(where: \.hasCapture) {
                    throw domain.error(expected: "a \"name\", or a pattern with a {name} capture", found: "neither")
                }
                if match.isEmpty {
                    throw domain.error(expected: "at least one of \"paths\", \"modules\", \"suffixes\"", found: "none")
                }
                return DomainSpec(name: name, match: match)
            } ?? []
        let layerNames = spec.layers.map(\.name)
        for rule in try root.optional("rules")?.array() ?? [] {
            try seen.claim(rule.required("id"), as: "a rule id")
            try merge(rule: rule, layers: layerNames, into: &spec)
        }
        let ruleIDs = spec.rules.map(\.id)
        spec.exceptions =
            try root.optional("exceptions")?.array { entry throws(JSONDecodingError) in
                try entry.allowedKeys(["rule", "source", "target", "reason", "expires"])
                let rule = try entry.required("rule")
                let id = try rule.enumValue(of: ruleIDs)
                var expires: Day?
                if let cursor = try entry.optional("expires") {
                    let text = try cursor.string()
                    guard let day = Day(text) else {
                        throw cursor.error(expected: "a date written YYYY-MM-DD", found: "\"\(text)\"")
                    }
                    expires = day
                }
                let reason = try entry.required("reason").string()
                if reason.allSatisfy(\.isWhitespace) {
                    throw try entry.required("reason").error(
                        expected: "a reason: an exception says why it is acceptable")
                }
                let source = try entry.required("source").nonEmptyString()
                let target = try entry.required("target").nonEmptyString()
                try seen.claim(entry, as: "an exception", text: "\(id) \(source) → \(target)")
                return ExceptionSpec(rule: id, source: source, target: target, reason: reason, expires: expires)
            } ?? []
        return spec
    }

    private func merge(layer cursor: JSONCursor, into spec: inout ArchitectureSpec) throws(JSONDecodingError) {
        try cursor.allowedKeys(["name", "description", "paths", "modules", "suffixes", "crossCutting", "replace"])
        // A description explains a choice to the reader (`archhist init` writes one); it claims nothing.
        _ = try cursor.optional("description")?.string()
        let name = try cursor.required("name").nonEmptyString()
        let match = try matcher(cursor)
        let crossCutting = try cursor.optional("crossCutting")?.bool()
        let replace = try cursor.optional("replace")?.bool() ?? false
        if let index = spec.layers.firstIndex(where: { $0.name == name }) {
            spec.layers[index].match = replace ? match : spec.layers[index].match.merged(with: match)
            if let crossCutting { spec.layers[index].crossCutting = crossCutting }
        } else {
            if match.isEmpty {
                throw cursor.error(
                    expected: "at least one of \"paths\", \"modules\", \"suffixes\" for a new layer", found: "none")
            }
            spec.layers.append(LayerSpec(name: name, match: match, crossCutting: crossCutting ?? false))
        }
    }

    private func merge(rule cursor: JSONCursor, layers: [String], into spec: inout ArchitectureSpec)
        throws(JSONDecodingError)
    {
        let id = try cursor.required("id").nonEmptyString()
        let existing = spec.rules.firstIndex { $0.id == id }
        if let enabled = try cursor.optional("enabled"), try !enabled.bool() {
            try cursor.allowedKeys(["id", "enabled"])
            guard let existing else {
                throw try cursor.required("id").error(
                    expected: "the id of a rule to disable (\(spec.rules.map(\.id).joined(separator: ", ")))")
            }
            spec.rules.remove(at: existing)
            return
        }
        let rule = try RuleDecoder(layers: layers).decode(cursor, id: id)
        if let existing { spec.rules[existing] = rule } else { spec.rules.append(rule) }
    }

    /// Where each name of the file was first given, to refuse it the second time.
    private struct FirstUse {
        private var paths: [String: String] = [:]

        mutating func claim(_ cursor: JSONCursor, as what: String, text: String? = nil) throws(JSONDecodingError) {
            let name: String
            if let text { name = text } else { name = try cursor.string() }
            let key = what + "\u{0}" + name
            if let first = paths[key] {
                throw cursor.error(
                    expected: "\(what) given once (it is already at \(first): merge the two or rename one)",
                    found: "'\(name)' again")
            }
            paths[key] = cursor.path
        }
    }

    private func matcher(_ cursor: JSONCursor) throws(JSONDecodingError) -> Matcher {
        Matcher(
            paths: try globs(cursor.optional("paths")),
            modules: try globs(cursor.optional("modules")),
            suffixes: try cursor.optional("suffixes")?.stringArray() ?? [])
    }
}

func globs(_ cursor: JSONCursor?) throws(JSONDecodingError) -> [Glob] {
    try cursor?.stringArray().map(Glob.init) ?? []
}
