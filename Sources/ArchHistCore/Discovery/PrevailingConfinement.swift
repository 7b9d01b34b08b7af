import ArchHistSupport

/// Confined types an app uses throughout, whose rule `init` leaves out. clean's
/// `dto-stays-in-data` keeps `*DTO` types at the border; an app built on an SDK's
/// generated models (`BaseItemDto` in every view model and view) uses them as its
/// entities by design, and a finding in each of its files is noise, not a migration
/// a team would start from `init`'s spec (tech leads judging such findings, even as
/// info, called them false). Like `PrevailingDependencies`, a confinement broken in at
/// least `minimumFiles` files and `minimumPercent` of the production files is said once,
/// in the spec's description, with how to bring the rule back.
///
/// So is an attribute a preset's layers forbid (`@MainActor` in clean's Domain and Data)
/// that the app puts on declarations in at least as many of those layers' files: an app
/// whose repositories are main-actor isolated throughout chose that isolation, and a
/// warning on each is its design read back to it.
public enum PrevailingConfinement {
    static let minimumFiles = PrevailingDependencies.minimumFiles
    static let minimumPercent = PrevailingDependencies.minimumPercent

    /// A confinement rule broken throughout: `files` of `of` production files.
    public struct Breadth: Sendable, Equatable {
        public var rule: String
        public var symbols: [String]
        public var files: Int
        public var of: Int
        /// What the rule keeps: confined types, an attribute in some layers, shared code.
        public var convention: Convention = .confinement
    }

    public enum Convention: Sendable, Equatable {
        case confinement
        case attribute(layers: [String])
        case sharedCode
    }

    public static func find(in analysis: Analysis) -> [Breadth] {
        var found: [Breadth] = []
        for rule in analysis.spec.rules where rule.severity != .info {
            let convention: Convention
            let total: Int
            if let attributes = rule.kind as? AttributeRule {
                convention = .attribute(layers: attributes.layers)
                total = analysis.productionFiles.filter { $0.layer.map(attributes.layers.contains) ?? false }.count
            } else if rule.kind is ConfinementRule {
                (convention, total) = (.confinement, analysis.productionFiles.count)
            } else if rule.kind is SharedCodeRule {
                // Shared code reaching each app under `#if` throughout is how the app is built.
                (convention, total) = (.sharedCode, SharedCodeAdoption.sharedFiles(analysis))
            } else {
                continue
            }
            let broken = analysis.violations.filter { $0.rule == rule.id }
            let files = Set(broken.map(\.file)).count
            guard files >= minimumFiles, files * 100 >= total * minimumPercent else { continue }
            let symbols = Set(broken.map(\.target)).sorted()
            found.append(Breadth(rule: rule.id, symbols: symbols, files: files, of: total, convention: convention))
        }
        return found
    }

    /// `spec` without each such rule, and the reason in its description.
    public static func leavingOut(_ found: [Breadth], in spec: JSONValue) -> JSONValue {
        guard !found.isEmpty, case .object(var root) = spec, case .array(let rules)? = root["rules"] else {
            return spec
        }
        let leftOut = Set(found.map(\.rule))
        var kept: [JSONValue] = []
        for rule in rules {
            if case .object(let object) = rule, case .string(let id)? = object["id"], leftOut.contains(id) { continue }
            kept.append(rule)
        }
        root["rules"] = .array(kept)
        if case .string(let description)? = root["description"] {
            let said = found.map { breadth in
                let shown =
                    breadth.symbols.prefix(4).joined(separator: ", ")
                    + (breadth.symbols.count > 4 ? " and \(breadth.symbols.count - 4) more" : "")
                switch breadth.convention {
                case .sharedCode:
                    return "No \(breadth.rule) rule: \(breadth.files) of the app's \(breadth.of) shared "
                        + "files use code only some of their targets compile, so its shared code reaches each app "
                        + "by design (under #if); add a sharedCode rule to move that code behind protocols"
                case .attribute(let layers):
                    return "No \(breadth.rule) rule: the app puts \(shown) on declarations in "
                        + "\(breadth.files) of its \(breadth.of) \(layers.joined(separator: " and ")) files, "
                        + "so that is its design; add the rule back (archhist presets --show) to move away from it"
                case .confinement:
                    return "No \(breadth.rule) rule: its types (\(shown)) are used in \(breadth.files) of "
                        + "the app's \(breadth.of) files outside their layers, so the app uses them as its model; add "
                        + "the rule back (archhist presets --show) once the app maps them at the border"
                }
            }
            root["description"] = .string(description + " " + said.joined(separator: "; ") + ".")
        }
        return .object(root)
    }
}
