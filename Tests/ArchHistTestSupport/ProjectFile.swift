import ArchHistCore
import ArchHistXcode

/// Builds `project.pbxproj` texts for tests and reads them back in short descriptions.
public enum ProjectFile {
    /// A whole project file around `objects` (the sections, as Xcode writes them), with
    /// `PROJECT` as its root object.
    public static func wrap(_ objects: String, objectVersion: Int = 56) -> String {
        """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = \(objectVersion);
        	objects = {
        \(objects)
        	};
        	rootObject = PROJECT /* Project object */;
        }

        """
    }

    public static func read(_ text: String) -> PackageManifest {
        XcodeProjectReader.read(Array(text.utf8))
    }

    /// 1-based line of the first line of `text` containing `fragment`.
    public static func line(of fragment: String, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(fragment) }.map { $0 + 1 }
    }

    /// `name product/kind` and the dependencies as `kind:name[@package]`.
    public static func describe(_ target: ManifestTarget) -> String {
        var parts = [target.name, "\(target.product?.rawValue ?? "-")/\(target.kind.rawValue)"]
        let dependencies = target.dependencies.map { dependency in
            "\(dependency.kind.rawValue):\(dependency.name)" + (dependency.package.map { "@" + $0 } ?? "")
        }
        if !dependencies.isEmpty { parts.append(dependencies.joined(separator: ",")) }
        return parts.joined(separator: " ")
    }

    /// `file path` or `folder path except a,b`.
    public static func describe(_ rule: SourceRule) -> String {
        switch rule {
        case .file(let path): return "file " + path
        case .folder(let path, let except):
            return "folder " + path + (except.isEmpty ? "" : " except " + except.joined(separator: ","))
        case .glob(let pattern, let except):
            return "glob " + pattern + (except.isEmpty ? "" : " except " + except.joined(separator: ","))
        }
    }

    public static func sources(_ manifest: PackageManifest, _ target: String) -> [String]? {
        manifest.targets.first { $0.name == target }?.sources?.map(describe)
    }

    public static func targets(_ manifest: PackageManifest) -> [String] {
        manifest.targets.map(describe)
    }

    public static func warnings(_ manifest: PackageManifest) -> [String] {
        manifest.warnings.map { "L\($0.line) \($0.message)" }
    }
}
