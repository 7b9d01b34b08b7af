import ArchHistCore

/// What a target depends on: other targets (`PBXTargetDependency`), targets of other
/// projects (through a `PBXContainerItemProxy`), and Swift package products.
struct TargetDependencies {
    private let objects: ProjectObjects

    init(objects: ProjectObjects) {
        self.objects = objects
    }

    /// Target dependencies first, then package products, each once, in the file's order.
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
        return dependencies
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
