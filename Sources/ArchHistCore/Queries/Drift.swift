/// How the architecture drifted between two analyses of a codebase (two commits):
/// files that came, went or moved between layers and domains; dependencies between
/// layers and domains that appeared, vanished or changed in count; violations
/// introduced, fixed and persisting, matched by fingerprint so that a moved line is
/// not a new violation; and the metrics of both sides.
public struct Drift: Sendable {
    public struct FileMove: Sendable, Hashable {
        public var path: String
        public var fromLayer: String?
        public var toLayer: String?
        public var fromDomain: String?
        public var toDomain: String?
    }

    /// A file git sees as moved or renamed (the same blob, or similar enough content):
    /// one file, not one removed and one added; its place before and after.
    public struct FileRename: Sendable, Hashable {
        public var from: String
        public var to: String
        public var fromLayer: String?
        public var toLayer: String?
        public var fromDomain: String?
        public var toDomain: String?

        /// Whether its layer or its domain changed, from none or to none included.
        public var changesPlace: Bool { fromLayer != toLayer || fromDomain != toDomain }
    }

    public struct EdgeChange: Sendable, Hashable {
        public var level: GraphLevel
        public var from: String
        public var to: String
        public var before: Int
        public var after: Int
        /// An example of the edge where it exists (after, else before).
        public var example: EdgeExample
    }

    public struct Metrics: Sendable, Hashable {
        public var files: Int
        public var testFiles: Int
        public var lines: Int
        public var uncoveredFiles: Int
        public var moduleEdges: Int
        public var layerEdges: Int
        public var domainEdges: Int
        public var violationsByRule: [String: Int]
        /// Errors, warnings and infos: a summary counts infos apart.
        public var violationsBySeverity: [Severity: Int]
        /// Per domain: its non-test files and its edges to and from other domains.
        public var domainSize: [String: Int]
        public var domainCoupling: [String: Int]

        public var violations: Int { violationsByRule.values.reduce(0, +) }
        /// The open violations, counted as every command counts them.
        public var openCount: OpenViolationCount {
            OpenViolationCount(
                errors: violationsBySeverity[.error] ?? 0, warnings: violationsBySeverity[.warning] ?? 0,
                infos: violationsBySeverity[.info] ?? 0)
        }
        /// The violations that are errors or warnings: what a summary counts first.
        public var errorsAndWarnings: Int { openCount.errorsAndWarnings }
        public var infos: Int { openCount.infos }
    }

    /// A module whose files moved with it under a new name: one module, renamed.
    public struct ModuleRename: Sendable, Hashable {
        public var from: String
        public var to: String
    }

    public var addedFiles: [String]
    public var removedFiles: [String]
    public var movedFiles: [FileMove]
    public var renamedFiles: [FileRename]
    /// The files whose layer or domain changed: those that stayed where they were
    /// (`movedFiles`) and the renamed ones that changed place.
    public var placeChanges: Int { movedFiles.count + renamedFiles.count { $0.changesPlace } }
    /// Modules renamed between the sides, by their old name: their module edges are
    /// compared under the new name, so a rename alone changes no edge.
    public var renamedModules: [ModuleRename]
    /// Layer and domain edges that appeared, vanished or changed in count.
    public var edgeChanges: [EdgeChange]
    public var introduced: [Violation]
    public var fixed: [Violation]
    public var persisting: [Violation]
    /// For a violation that persists through a rename of its file or its target, its
    /// fingerprint on the new side → the one it had before: its identity, carried.
    public var carriedFingerprints: [String: String]
    public var before: Metrics
    public var after: Metrics
    /// True when the two sides were judged by different specs: a change may then be
    /// the rules', not the code's.
    public var specChanged: Bool

    /// `renames`: old path → new path of the files moved or renamed between the two
    /// sides. A renamed file is not added and removed, and its violations, and those
    /// that target it, are the same violations: a pure move introduces and fixes nothing.
    public init(from old: Analysis, to new: Analysis, renames: [String: String] = [:]) {
        // Places by path, without copying whole files (their facts can be large).
        var oldPlaces: [String: (layer: String?, domain: String?)] = [:]
        oldPlaces.reserveCapacity(old.files.count)
        for file in old.files { oldPlaces[file.path] = (file.placement.layer, file.placement.domain) }
        let renamedFrom = Dictionary(renames.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        var added: [String] = []
        var moved: [FileMove] = []
        var renamed: [FileRename] = []
        var seen = Set<String>()
        seen.reserveCapacity(new.files.count)
        for file in new.files {
            seen.insert(file.path)
            if oldPlaces[file.path] == nil, let source = renamedFrom[file.path], let before = oldPlaces[source] {
                seen.insert(source)
                renamed.append(
                    FileRename(
                        from: source, to: file.path, fromLayer: before.layer, toLayer: file.placement.layer,
                        fromDomain: before.domain, toDomain: file.placement.domain))
                continue
            }
            guard let before = oldPlaces[file.path] else {
                added.append(file.path)
                continue
            }
            if before.layer != file.placement.layer || before.domain != file.placement.domain {
                moved.append(
                    FileMove(
                        path: file.path, fromLayer: before.layer, toLayer: file.placement.layer,
                        fromDomain: before.domain, toDomain: file.placement.domain))
            }
        }
        addedFiles = added.sorted()
        removedFiles = old.files.lazy.map(\.path).filter { !seen.contains($0) }.sorted()
        movedFiles = moved.sorted { $0.path < $1.path }
        renamedFiles = renamed.sorted { $0.to < $1.to }

        // Only a move can rename a module: without one, the files' modules are not gathered.
        let moduleRenames =
            renames.isEmpty
            ? [:]
            : ModuleRenames.detect(old: Drift.modulesByPath(old), new: Drift.modulesByPath(new), fileRenames: renames)
        renamedModules = moduleRenames.sorted { $0.key < $1.key }.map { ModuleRename(from: $0.key, to: $0.value) }
        var changes: [EdgeChange] = []
        for level in [GraphLevel.layer, .domain, .module] {
            // Old module names as the new side has them.
            func named(_ name: String) -> String { level == .module ? moduleRenames[name] ?? name : name }
            let before = Dictionary(
                old.edges(at: level).map { ("\(named($0.from))\u{0}\(named($0.to))", $0) },
                uniquingKeysWith: { a, _ in a })
            let after = Dictionary(
                new.edges(at: level).map { ("\($0.from)\u{0}\($0.to)", $0) }, uniquingKeysWith: { a, _ in a })
            for key in Set(before.keys).union(after.keys).sorted() {
                let b = before[key]
                let a = after[key]
                guard (b?.count ?? 0) != (a?.count ?? 0), let any = a ?? b else { continue }
                changes.append(
                    EdgeChange(
                        level: level, from: named(any.from), to: named(any.to), before: b?.count ?? 0,
                        after: a?.count ?? 0, example: any.example))
            }
        }
        edgeChanges = changes

        (introduced, fixed, persisting, carriedFingerprints) = Drift.match(
            old.violations, new.violations, renames: renames)
        before = Drift.metrics(old)
        after = Drift.metrics(new)
        specChanged = SpecEncoder.canonicalText(old.spec) != SpecEncoder.canonicalText(new.spec)
    }

    /// Each file's module, by path.
    private static func modulesByPath(_ analysis: Analysis) -> [String: String] {
        var modules: [String: String] = [:]
        modules.reserveCapacity(analysis.files.count)
        for file in analysis.files { modules[file.path] = file.module }
        return modules
    }

    /// Violations matched by fingerprint as counted groups: when a fingerprint occurs
    /// three times before and twice after, one is fixed and two persist. An old
    /// violation of a renamed file, or targeting one, is looked for under the
    /// fingerprint it has with the new paths.
    static func match(_ old: [Violation], _ new: [Violation], renames: [String: String] = [:]) -> (
        introduced: [Violation], fixed: [Violation], persisting: [Violation], carried: [String: String]
    ) {
        let keys = old.map { $0.fingerprint(through: renames) }
        // Indices of the old violations not matched yet, per fingerprint, in order.
        var unmatched = Dictionary(grouping: old.indices, by: { keys[$0] })
        var introduced: [Violation] = []
        var persisting: [Violation] = []
        var carried: [String: String] = [:]
        for violation in new {
            if let group = unmatched[violation.fingerprint], let first = group.first {
                unmatched[violation.fingerprint] = Array(group.dropFirst())
                persisting.append(violation)
                if old[first].fingerprint != violation.fingerprint {
                    carried[violation.fingerprint] = old[first].fingerprint
                }
            } else {
                introduced.append(violation)
            }
        }
        let fixed = unmatched.values.flatMap { $0 }.sorted().map { old[$0] }
        return (introduced, fixed, persisting, carried)
    }

    static func metrics(_ analysis: Analysis) -> Metrics {
        var size: [String: Int] = [:]
        var tests = 0
        var uncovered = 0
        for file in analysis.files {
            if file.placement.isTest {
                tests += 1
                continue
            }
            if file.placement.layer == nil { uncovered += 1 }
            if let domain = file.placement.domain { size[domain, default: 0] += 1 }
        }
        var coupling: [String: Int] = [:]
        for edge in analysis.domainEdges {
            coupling[edge.from, default: 0] += edge.count
            coupling[edge.to, default: 0] += edge.count
        }
        return Metrics(
            files: analysis.files.count, testFiles: tests, lines: analysis.lineCount,
            uncoveredFiles: uncovered, moduleEdges: analysis.moduleEdges.count,
            layerEdges: analysis.layerEdges.count, domainEdges: analysis.domainEdges.count,
            violationsByRule: Dictionary(grouping: analysis.violations, by: \.rule).mapValues(\.count),
            violationsBySeverity: Dictionary(grouping: analysis.violations, by: \.severity).mapValues(\.count),
            domainSize: size, domainCoupling: coupling)
    }
}
