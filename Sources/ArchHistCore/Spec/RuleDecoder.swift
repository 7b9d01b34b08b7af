/// Reads one rule of a spec. Layer names are checked against the spec's layers, so a
/// misspelt layer is an error rather than a rule that silently never fires.
struct RuleDecoder {
    let layers: [String]

    func decode(_ cursor: JSONCursor, id: String) throws(JSONDecodingError) -> RuleSpec {
        let kindName = try cursor.required("kind").enumValue(of: RuleKind.names)
        let common = ["id", "kind", "severity", "message", "enabled"]
        let kind: RuleKind
        switch kindName {
        case "layers":
            try cursor.allowedKeys(common + ["allow"])
            var matrix: [String: [String]] = [:]
            for (layer, allowed) in try cursor.required("allow").object() {
                try check(layer, at: allowed)
                matrix[layer] = try layerList(allowed)
            }
            kind = .layers(allowed: matrix)
        case "layerChain":
            try cursor.allowedKeys(common + ["order"])
            kind = .layerChain(order: try layerList(cursor.required("order")))
        case "imports":
            try cursor.allowedKeys(common + ["layers", "forbid", "allowOnly"])
            let forbid = try globs(cursor.optional("forbid"))
            let allowOnly = try cursor.optional("allowOnly").map { cursor throws(JSONDecodingError) in try globs(cursor) }
            if forbid.isEmpty && allowOnly == nil {
                throw cursor.error(expected: "\"forbid\" or \"allowOnly\"", found: "neither")
            }
            kind = .imports(layers: try layerList(cursor.required("layers")), forbid: forbid, allowOnly: allowOnly)
        case "wall":
            try cursor.allowedKeys(common + ["from", "to", "transitive"])
            kind = .wall(
                from: try layerList(cursor.required("from")), to: try layerList(cursor.required("to")),
                transitive: try cursor.optional("transitive")?.bool() ?? true)
        case "crossDomain":
            try cursor.allowedKeys(common + ["exposed", "transitive"])
            kind = .crossDomain(
                exposed: try cursor.optional("exposed").map { cursor throws(JSONDecodingError) in try layerList(cursor) } ?? [],
                transitive: try cursor.optional("transitive")?.bool() ?? false)
        case "completeness":
            try cursor.allowedKeys(common + ["required"])
            kind = .completeness(required: try layerList(cursor.required("required")))
        case "attributes":
            try cursor.allowedKeys(common + ["layers", "forbid"])
            let forbid = try cursor.required("forbid").stringArray().map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
            kind = .attributes(layers: try layerList(cursor.required("layers")), forbid: forbid)
        case "testableImport":
            try cursor.allowedKeys(common + ["allowIn"])
            kind = .testableImport(allowIn: try cursor.optional("allowIn").map { cursor throws(JSONDecodingError) in try globs(cursor) })
        case "confinement":
            try cursor.allowedKeys(common + ["symbols", "layers"])
            kind = .confinement(symbols: try globs(cursor.required("symbols")), layers: try layerList(cursor.required("layers")))
        case "cycles":
            try cursor.allowedKeys(common + ["level"])
            kind = .cycles(level: try cursor.optional("level")?.enumValue(GraphLevel.self) ?? .module)
        case "modules":
            try cursor.allowedKeys(common + ["allow"])
            kind = .modules(allowed: try cursor.required("allow").object().map { entry throws(JSONDecodingError) in
                ModuleAllowance(from: Glob(entry.key), allowed: try globs(entry.value))
            })
        default:
            try cursor.allowedKeys(common)
            kind = .singleImplementation
        }
        return RuleSpec(
            id: id, severity: try cursor.optional("severity")?.enumValue(Severity.self) ?? .error,
            message: try cursor.optional("message")?.nonEmptyString(), kind: kind)
    }

    private func layerList(_ cursor: JSONCursor) throws(JSONDecodingError) -> [String] {
        try cursor.array { element throws(JSONDecodingError) in
            let name = try element.string()
            try check(name, at: element)
            return name
        }
    }

    private func check(_ name: String, at cursor: JSONCursor) throws(JSONDecodingError) {
        guard !layers.contains(name) else { return }
        throw cursor.error(
            expected: "a layer of the spec (\(layers.joined(separator: ", ")))", found: "'\(name)'")
    }
}
