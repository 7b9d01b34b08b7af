import ArchHistCore

/// What a target depends on: other targets (`PBXTargetDependency`), targets of other
/// projects (through a `PBXContainerItemProxy`), Swift package products, and the
/// products of other targets it links, which Xcode builds first as implicit dependencies.
struct TargetDependencies {
    private let objects: ProjectObjects
    /// The native target that builds each product file reference of this project.
    private let targetOfProduct: [String: String]

    init(objects: ProjectObjects) {
        self.objects = objects
        var targetOfProduct: [String: String] = [:]
        for target in objects.all([ObjectKind.nativeTarget]) {
            if let product = target.string("productReference"), let name = target.name {
                targetOfProduct[product] = name
            }
        }
        self.targetOfProduct = targetOfProduct
    }

    /// Target dependencies first, then package products, then linked products, each
    /// once, in the file's order.
    func dependencies(
        of target: ProjectObject, tree: inout GroupTree, log: inout WarningLog
    ) -> [ManifestDependency] {
        var dependencies: [ManifestDependency] = []
        var seen: Set<ManifestDependency> = []
        func add(_ dependency: ManifestDependency?) {
            if let dependency, seen.insert(dependency).inserted { dependencies.append(dependency) }
        }
        for id in target.strings("dependencies") {
            guard let dependency = objects[id] else {
                log.missing(id, referencedOnLine: target.line)
                continue
            }
            add(targetDependency(dependency, tree: &tree, log: &log))
        }
        for id in target.strings("packageProductDependencies") {
            guard let product = objects[id] else {
                log.missing(id, referencedOnLine: target.line)
                continue
            }
            add(packageProduct(product))
        }
        for phaseID in target.strings("buildPhases") {
            guard let phase = objects[phaseID], phase.isa == ObjectKind.frameworksBuildPhase else { continue }
            for buildFileID in phase.strings("files") {
                guard let buildFile = objects[buildFileID] else {
                    log.missing(buildFileID, referencedOnLine: phase.line)
                    continue
                }
                // A package product linked here may be missing from the target's
                // `packageProductDependencies`; the build file names it then.
                if let product = buildFile.string("productRef").flatMap({ objects[$0] }) {
                    add(packageProduct(product))
                } else {
                    add(buildFile.string("fileRef").flatMap { objects[$0] }.flatMap(linkedProduct))
                }
            }
        }
        return dependencies
    }

    /// A framework or library the target links that another target builds: one of this
    /// project (its product reference), of a subproject (a `PBXReferenceProxy`, whose
    /// proxy names the target), or of another project of the workspace (a file in the
    /// built-products folder, named after its module). SDK frameworks are no dependency.
    private func linkedProduct(_ file: ProjectObject) -> ManifestDependency? {
        if let target = targetOfProduct[file.id] { return ManifestDependency(kind: .target, name: target) }
        if file.isa == ObjectKind.referenceProxy {
            let proxy = file.string("remoteRef").flatMap { objects[$0] }
            if let name = proxy?.string("remoteInfo") { return ManifestDependency(kind: .project, name: name) }
        }
        guard file.isa == ObjectKind.fileReference, file.string("sourceTree") == "BUILT_PRODUCTS_DIR",
            let path = file.string("path"), let stem = Self.productModule(path)
        else { return nil }
        return ManifestDependency(kind: .project, name: stem)
    }

    /// `Feed.framework`, `libFeed.a`, `libFeed.dylib` → `Feed`; nil for other files.
    static func productModule(_ path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".framework", ".a", ".dylib"] where file.hasSuffix(suffix) {
            var stem = String(file.dropLast(suffix.count))
            if suffix != ".framework", stem.hasPrefix("lib") { stem.removeFirst(3) }
            return stem.isEmpty ? nil : ModuleIdentifier.of(stem)
        }
        return nil
    }

    private func targetDependency(
        _ dependency: ProjectObject, tree: inout GroupTree, log: inout WarningLog
    ) -> ManifestDependency? {
        // A dependency on a package's plugin or product (Xcode 13+) names it directly.
        if let reference = dependency.string("productRef") {
            return objects[reference].flatMap(packageProduct)
        }
        let proxy = dependency.string("targetProxy").flatMap { objects[$0] }
        // A target of another project: its name is the proxy's remoteInfo, and the
        // proxy's containerPortal is the file reference to that `.xcodeproj`. Looked at
        // before `name`, which such a dependency also carries.
        if let proxy, let portal = proxy.string("containerPortal").flatMap({ objects[$0] }),
            portal.isa == ObjectKind.fileReference
        {
            guard let name = proxy.string("remoteInfo") ?? dependency.name else { return nil }
            switch tree.location(of: portal.id) {
            case .inProject(let path): return ManifestDependency(kind: .project, name: name, package: path)
            case .absolute(let path): return ManifestDependency(kind: .project, name: name, package: path)
            default: return ManifestDependency(kind: .project, name: name)
            }
        }
        if let id = dependency.string("target"), let other = objects[id] {
            // Aggregate and legacy targets compile nothing: no module depends on them.
            guard other.isa == ObjectKind.nativeTarget else { return nil }
            if let name = other.name { return ManifestDependency(kind: .target, name: name) }
        }
        if let name = dependency.name ?? proxy?.string("remoteInfo") {
            return ManifestDependency(kind: .target, name: name)
        }
        log.warn(line: dependency.line, "target dependency \(dependency.id) names no target")
        return nil
    }

    /// An `XCSwiftPackageProductDependency`; nil for a build plugin (`plugin:Name`),
    /// which no source file imports.
    private func packageProduct(_ product: ProjectObject) -> ManifestDependency? {
        guard product.isa == ObjectKind.packageProductDependency,
            let name = product.string("productName"), !name.hasPrefix("plugin:")
        else { return nil }
        // A local package added as a folder (rather than as a package reference) has no
        // `package`: the product is known by its name alone.
        let package = product.string("package").flatMap { objects[$0] }.flatMap { reference -> String? in
            switch reference.isa {
            case ObjectKind.remotePackageReference: return reference.string("repositoryURL")
            case ObjectKind.localPackageReference: return reference.string("relativePath") ?? reference.string("path")
            default: return nil
            }
        }
        return ManifestDependency(kind: .product, name: name, package: package.flatMap(ProjectPath.packageName))
    }
}
