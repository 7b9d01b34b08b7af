import ArchHistSupport

/// The domain patterns `init` would write that claim no file of the analysed tree: a
/// discovered feature's folder whose files are all left out (templates no target
/// compiles, a folder of scripts). `analyze` notes every such pattern as inert, so a
/// spec `init` writes holds none: they are dropped, and a domain left with no pattern
/// with them.
public enum UnclaimedDomainPatterns {
    public static func removing(_ unmatched: [UnmatchedPatterns.Unmatched], from spec: JSONValue) -> JSONValue {
        let inert = Set(
            unmatched.filter { $0.owner == .domain }.map { DomainPattern(name: $0.name, pattern: $0.pattern) })
        guard !inert.isEmpty, case .object(var root) = spec, case .array(let domains)? = root["domains"] else {
            return spec
        }
        var kept: [JSONValue] = []
        for domain in domains {
            guard case .object(var fields) = domain, case .string(let name)? = fields["name"] else {
                kept.append(domain)
                continue
            }
            var claims = false
            for key in ["paths", "modules"] {
                guard case .array(let patterns)? = fields[key] else { continue }
                let left = patterns.filter { value in
                    guard case .string(let pattern) = value else { return true }
                    return !inert.contains(DomainPattern(name: name, pattern: pattern))
                }
                fields[key] = left.isEmpty ? nil : .array(left)
                claims = claims || !left.isEmpty
            }
            if claims { kept.append(.object(fields)) }
        }
        root["domains"] = .array(kept)
        return .object(root)
    }

    private struct DomainPattern: Hashable {
        var name: String
        var pattern: String
    }
}
