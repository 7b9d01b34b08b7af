import ArchHistCore
import ArchHistSupport

/// Reads the targets of an XcodeGen spec (`project.yml`): a project whose `.xcodeproj` is
/// generated, and often not committed, so that the spec is the only record of which target
/// compiles which folder.
///
/// Each target's `sources` (a path, or entries with `path` and `excludes`) become globs
/// relative to the spec's folder; an entry built into another phase (`buildPhase:
/// resources`, `type: folder`) compiles nothing. Its `type` is Xcode's product type without
/// `com.apple.product-type.`; `dependencies` name targets (`target:`), packages
/// (`package:` with `product:`) and frameworks. Target templates and `include`d files are
/// what only XcodeGen resolves: each is a warning, and the targets read are kept.
public enum XcodeGenSpecReader {
    /// Never fails: YAML it cannot read, or a spec without targets, is a warning.
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        let document: YAMLValue
        do {
            document = try YAMLParser.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            return PackageManifest(
                kind: .xcodeGenProject, name: nil, targets: [],
                warnings: [ScanWarning(line: error.line, message: "not readable as YAML: \(error.message)")])
        }
        var warnings: [ScanWarning] = []
        if document["include"] != nil {
            warnings.append(
                ScanWarning(line: 1, message: "the spec includes other files, which archhist does not read"))
        }
        var targets: [ManifestTarget] = []
        for (position, (name, target)) in (document["targets"]?.pairs ?? []).enumerated() {
            if target["templates"] != nil {
                warnings.append(
                    ScanWarning(
                        line: 1, message: "target \(name) is built from templates, whose sources archhist does not read"
                    ))
            }
            let type = target["type"]?.text ?? ""
            let product = ProductType(xcodeProductType: "com.apple.product-type." + type)
            targets.append(
                ManifestTarget(
                    name: name, moduleName: target["productName"]?.text.flatMap { $0 == name ? nil : $0 },
                    kind: product.targetKind, product: product, sources: sources(of: target["sources"]),
                    dependencies: dependencies(of: target["dependencies"]), line: position + 1))
        }
        if targets.isEmpty, document["targets"] == nil {
            warnings.append(
                ScanWarning(line: 1, message: "no `targets:`: not an XcodeGen spec, or one archhist cannot read"))
        }
        return PackageManifest(
            kind: .xcodeGenProject, name: document["name"]?.text, targets: targets, warnings: warnings)
    }

    /// `sources: Folder`, `sources: [A, B]`, or entries `{path: A, excludes: [...]}`.
    static func sources(of value: YAMLValue?) -> [SourceRule] {
        let entries: [YAMLValue]
        switch value {
        case .scalar(let path)?: entries = [.scalar(path)]
        case .sequence(let items)?: entries = items
        default: return []
        }
        var rules: [SourceRule] = []
        for entry in entries {
            let path: String
            var excludes: [String] = []
            switch entry {
            case .scalar(let text): path = text
            case .mapping:
                guard let text = entry["path"]?.text else { continue }
                let phase = entry["buildPhase"]?.text ?? "sources"
                if phase != "sources" || entry["type"]?.text == "folder" { continue }
                path = text
                excludes = (entry["excludes"]?.items ?? []).compactMap(\.text)
            case .sequence: continue
            }
            guard !path.isEmpty else { continue }
            let folder = ProjectPath.normalize(path)
            // `path: .` is the spec's own folder: every file below it, but the excluded.
            if folder.isEmpty {
                rules.append(.glob("**", except: excludes))
            } else if folder.hasSuffix(".swift") {
                rules.append(.file(folder))
            } else {
                rules.append(.glob(folder + "/**", except: excludes.map { folder + "/" + $0 }))
            }
        }
        return rules
    }

    /// `- target: Core`, `- package: Kit` with `product:` or `products:`, `- framework: X.framework`.
    static func dependencies(of value: YAMLValue?) -> [ManifestDependency] {
        var result: [ManifestDependency] = []
        for entry in value?.items ?? [] {
            if let target = entry["target"]?.text {
                // `Project/Target` names a target of another project.
                let name = target.split(separator: "/").last.map(String.init) ?? target
                result.append(ManifestDependency(kind: .target, name: name))
            } else if let package = entry["package"]?.text {
                let products = (entry["products"]?.items ?? []).compactMap(\.text)
                for product in products.isEmpty ? [entry["product"]?.text ?? package] : products {
                    result.append(ManifestDependency(kind: .product, name: product, package: package))
                }
            } else if let framework = entry["framework"]?.text ?? entry["carthage"]?.text {
                let file = framework.split(separator: "/").last.map(String.init) ?? framework
                let name = file.hasSuffix(".framework") ? String(file.dropLast(".framework".count)) : file
                result.append(ManifestDependency(kind: .product, name: name))
            }
        }
        return result
    }
}
