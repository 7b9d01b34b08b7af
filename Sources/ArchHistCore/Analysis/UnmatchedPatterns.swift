import ArchHistSupport

/// The patterns of a spec's layers and domains that claim no file: a folder renamed
/// since the spec was written, a typo, a module that left the build. Such a pattern
/// is silently inert, and the files it meant go elsewhere or nowhere, so `analyze`
/// says so. A preset's own patterns (inherited, or kept by `init`) are defaults for
/// new code, and are not noted.
public enum UnmatchedPatterns {
    /// A pattern of a layer or a domain that claims nothing.
    public struct Unmatched: Sendable, Hashable {
        public enum Owner: String, Sendable { case layer, domain }
        public var owner: Owner
        public var name: String
        public var pattern: String
        /// A module pattern rather than a path pattern.
        public var isModule: Bool

        public init(owner: Owner, name: String, pattern: String, isModule: Bool) {
            self.owner = owner
            self.name = name
            self.pattern = pattern
            self.isModule = isModule
        }
    }

    static func notes(spec: ArchitectureSpec, files: [AnalyzedFile], modules: [Module]) -> [String] {
        find(spec: spec, files: files, modules: modules).map { found in
            found.isModule
                ? "\(found.owner.rawValue) \(found.name): module pattern '\(found.pattern)' matches no module"
                : "\(found.owner.rawValue) \(found.name): path pattern '\(found.pattern)' matches no file"
        }
    }

    /// The patterns of `analysis`'s spec that claim no file or module of it.
    public static func find(in analysis: Analysis) -> [Unmatched] {
        find(spec: analysis.spec, files: analysis.files, modules: analysis.modules)
    }

    static func find(spec: ArchitectureSpec, files: [AnalyzedFile], modules: [Module]) -> [Unmatched] {
        let inherited = presetPatterns
        let literal = Set(files.map(\.path))
        let paths = files.map { GlobPath($0.path) }
        let moduleNames = modules.filter(\.isCompiled).map { GlobPath($0.name) }
        var found: [Unmatched] = []
        func check(_ owner: Unmatched.Owner, _ name: String, _ match: Matcher) {
            for glob in match.paths where !inherited.contains(glob.pattern) {
                // A listed file is looked up, not matched against every path.
                let claims =
                    glob.isLiteral
                    ? literal.contains(glob.pattern)
                    : paths.contains { glob.hasCapture ? glob.folderCapture(in: $0) != nil : glob.matches($0) }
                if !claims { found.append(Unmatched(owner: owner, name: name, pattern: glob.pattern, isModule: false)) }
            }
            for glob in match.modules where !inherited.contains(glob.pattern) {
                let claims = moduleNames.contains { glob.hasCapture ? glob.capture(in: $0) != nil : glob.matches($0) }
                if !claims { found.append(Unmatched(owner: owner, name: name, pattern: glob.pattern, isModule: true)) }
            }
        }
        for layer in spec.layers { check(.layer, layer.name, layer.match) }
        for domain in spec.domains { check(.domain, domain.name ?? "{name}", domain.match) }
        return found
    }

    /// Every preset's own patterns, inherited or copied (`init` keeps a preset's folders
    /// for a layer no file fits yet, for new code).
    private static let presetPatterns: Set<String> = {
        var patterns: Set<String> = []
        for preset in Preset.all {
            guard let spec = try? SpecDecoder.preset(preset) else { continue }
            for match in spec.layers.map(\.match) + spec.domains.map(\.match) {
                patterns.formUnion(match.paths.map(\.pattern))
                patterns.formUnion(match.modules.map(\.pattern))
            }
        }
        return patterns
    }()
}
