import ArchHistCore

/// Where a file reference or group of the project points.
enum ProjectLocation: Sendable, Hashable {
    /// Relative to the project's folder (the one holding the `.xcodeproj`); may start
    /// with `../`; "" is the folder itself.
    case inProject(String)
    /// `sourceTree = "<absolute>"`, or a path starting with `/`.
    case absolute(String)
    /// Built products, the SDK, the developer folder: nothing of the project's own.
    case outside
    /// A source tree Xcode resolves from a setting archhist does not know.
    case otherSourceTree(String)
    /// A reference in a cycle of groups, or to an object missing from the file.
    case unresolved

    func appending(_ path: String) -> ProjectLocation {
        switch self {
        case .inProject(let base): return .inProject(ProjectPath.join(base, path))
        case .absolute(let base): return .absolute("/" + ProjectPath.join(base, path))
        default: return self
        }
    }
}

/// Resolves the path of any object of the group tree (file references, groups, variant
/// and version groups, synchronized folders) by walking up through the groups.
///
/// A child does not name its parent: the parents are found once, by inverting the
/// `children` of every group, and the location of each group is kept once computed, so
/// resolving all files costs one walk per group rather than one per file.
struct GroupTree {
    private let objects: ProjectObjects
    private var parents: [String: String] = [:]
    /// SOURCE_ROOT relative to the project's folder: `PBXProject.projectDirPath`, usually "".
    private let sourceRoot: ProjectLocation
    private var known: [String: ProjectLocation] = [:]
    private(set) var warnings: [ScanWarning] = []

    init(objects: ProjectObjects) {
        self.objects = objects
        var sourceRoot = ProjectLocation.inProject("")
        if let project = objects.project, let directory = project.string("projectDirPath"), !directory.isEmpty {
            if directory.hasPrefix("/") {
                warnings.append(
                    ScanWarning(
                        line: project.line, message: "absolute projectDirPath '\(directory)' is ignored"))
            } else {
                sourceRoot = .inProject(ProjectPath.normalize(directory))
            }
        }
        self.sourceRoot = sourceRoot
        for object in objects.inFileOrder {
            for child in object.strings("children") where parents[child] == nil {
                parents[child] = object.id
            }
        }
    }

    /// The location of the object `id`.
    mutating func location(of id: String) -> ProjectLocation {
        if let location = known[id] { return location }
        // Walk up to the first ancestor that does not hang off its parent (another source
        // tree, the main group) or whose location is known, then come down adding paths.
        var chain: [ProjectObject] = []
        var base = ProjectLocation.unresolved
        var current = id
        while let object = objects[current] {
            chain.append(object)
            if let anchor = anchor(of: object) {
                base = anchor
                break
            }
            guard let parent = parents[current] else {
                base = sourceRoot
                break
            }
            if let location = known[parent] {
                base = location
                break
            }
            if chain.count > parents.count {
                warnings.append(ScanWarning(line: object.line, message: "the groups above \(object.id) form a cycle"))
                base = .unresolved
                break
            }
            current = parent
        }
        var location = base
        for object in chain.reversed() {
            if case .unresolved = base {
                location = .unresolved
            } else if let path = object.string("path"), path.hasPrefix("/") {
                location = .absolute(path)
            } else {
                location = location.appending(object.string("path") ?? "")
            }
            known[object.id] = location
        }
        return location
    }

    /// Where an object's path starts when it is not its parent group's: nil for
    /// `<group>` (and for a missing `sourceTree`, which Xcode reads the same way).
    private func anchor(of object: ProjectObject) -> ProjectLocation? {
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>": return nil
        case "SOURCE_ROOT": return sourceRoot
        case "<absolute>": return .absolute("")
        case "BUILT_PRODUCTS_DIR", "SDKROOT", "DEVELOPER_DIR": return .outside
        case let other: return .otherSourceTree(other)
        }
    }
}
