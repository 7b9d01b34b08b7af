import ArchHistCore

/// Reads the targets of an Xcode project from its `project.pbxproj`, without Xcode.
///
/// Paths in the result are relative to the folder holding the `.xcodeproj` (SOURCE_ROOT).
/// The project's name is not reliably in the file: `name` is nil, and the caller, who
/// knows the `.xcodeproj` folder's name, fills it in.
public enum XcodeProjectReader {
    /// Never fails: what cannot be read becomes a warning and the rest is returned, so a
    /// damaged, truncated or empty file gives a manifest with warnings.
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        let parsed = PropertyListParser.parse(bytes)
        var log = WarningLog()
        log.append(contentsOf: parsed.warnings)
        guard let root = parsed.root?.dictionary else {
            if parsed.root != nil { log.warn(line: 1, "the file is not a dictionary: not an Xcode project file") }
            return PackageManifest(kind: .xcodeProject, name: nil, targets: [], warnings: log.warnings)
        }
        var tableWarnings: [ScanWarning] = []
        let objects = ProjectObjects(root: root, warnings: &tableWarnings)
        log.append(contentsOf: tableWarnings)
        let targets = nativeTargets(objects, log: &log)
        var phaseOwners: [String: String] = [:]
        for target in targets {
            for phase in target.strings("buildPhases") where objects[phase]?.isa == ObjectKind.sourcesBuildPhase {
                phaseOwners[phase] = target.id
            }
        }
        var tree = GroupTree(objects: objects)
        let sources = TargetSources(
            objects: objects, synchronized: SynchronizedGroups(objects: objects, sourcesPhaseOwners: phaseOwners))
        let dependencies = TargetDependencies(objects: objects)
        var manifestTargets: [ManifestTarget] = []
        for target in targets {
            let product = target.string("productType").map(ProductType.init(xcodeProductType:)) ?? .other
            let name = target.name ?? target.string("productName") ?? target.id
            let module = TargetModuleName.of(target, named: name, objects: objects)
            manifestTargets.append(
                ManifestTarget(
                    name: name, moduleName: module == name ? nil : module,
                    kind: product.targetKind, product: product,
                    sources: sources.rules(for: target, tree: &tree, log: &log),
                    dependencies: dependencies.dependencies(of: target, tree: &tree, log: &log),
                    line: target.line))
        }
        log.append(contentsOf: tree.warnings)
        return PackageManifest(kind: .xcodeProject, name: nil, targets: manifestTargets, warnings: log.warnings)
    }

    /// The project's native targets in its `targets` order. Aggregate and legacy targets
    /// (scripts, external build tools) compile nothing and are left out. When the project
    /// object was lost, every native target of the file is taken, in file order.
    private static func nativeTargets(_ objects: ProjectObjects, log: inout WarningLog) -> [ProjectObject] {
        guard let project = objects.project else {
            let targets = objects.all([ObjectKind.nativeTarget])
            if !targets.isEmpty {
                log.warn(line: targets[0].line, "no project object: targets are taken in file order")
            }
            return targets
        }
        var targets: [ProjectObject] = []
        for id in project.strings("targets") {
            guard let target = objects[id] else {
                log.missing(id, referencedOnLine: project.line)
                continue
            }
            if target.isa == ObjectKind.nativeTarget { targets.append(target) }
        }
        return targets
    }
}
