import ArchHistCore

/// The `isa` values the reader looks at.
enum ObjectKind {
    static let project = "PBXProject"
    static let nativeTarget = "PBXNativeTarget"
    static let aggregateTarget = "PBXAggregateTarget"
    static let legacyTarget = "PBXLegacyTarget"
    static let sourcesBuildPhase = "PBXSourcesBuildPhase"
    static let frameworksBuildPhase = "PBXFrameworksBuildPhase"
    static let referenceProxy = "PBXReferenceProxy"
    static let buildFile = "PBXBuildFile"
    static let fileReference = "PBXFileReference"
    static let variantGroup = "PBXVariantGroup"
    static let versionGroup = "XCVersionGroup"
    static let targetDependency = "PBXTargetDependency"
    static let containerItemProxy = "PBXContainerItemProxy"
    static let packageProductDependency = "XCSwiftPackageProductDependency"
    static let remotePackageReference = "XCRemoteSwiftPackageReference"
    static let localPackageReference = "XCLocalSwiftPackageReference"
    static let synchronizedRootGroup = "PBXFileSystemSynchronizedRootGroup"
    static let synchronizedBuildFileExceptions = "PBXFileSystemSynchronizedBuildFileExceptionSet"
    static let synchronizedBuildPhaseExceptions = "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet"
}

/// One entry of the `objects` table: `id = { isa = …; … };`.
struct ProjectObject: Sendable {
    let id: String
    let isa: String
    /// 1-based line where the definition starts (the line of its identifier).
    let line: Int
    let fields: PropertyListDictionary

    func string(_ key: String) -> String? {
        fields[key]?.string
    }

    /// The identifiers (or plain strings) listed under `key`: `children`, `targets`,
    /// `buildPhases`, `membershipExceptions`…; empty when absent.
    func strings(_ key: String) -> [String] {
        guard let items = fields[key]?.array else { return [] }
        return items.compactMap(\.string)
    }

    var name: String? { string("name") }
}

/// The object table of a project file, indexed by identifier.
struct ProjectObjects: Sendable {
    /// In file order, for what is gathered over the whole table.
    private(set) var inFileOrder: [ProjectObject] = []
    private var indexByID: [String: Int] = [:]
    /// The `PBXProject`: `rootObject`, or the file's only project when `rootObject` was
    /// lost (it comes last, so a truncated file has none).
    private(set) var project: ProjectObject?

    init(root: PropertyListDictionary, warnings: inout [ScanWarning]) {
        guard let table = root["objects"]?.dictionary else {
            warnings.append(ScanWarning(line: 1, message: "no 'objects' table: not an Xcode project file"))
            return
        }
        inFileOrder.reserveCapacity(table.entries.count)
        indexByID.reserveCapacity(table.entries.count)
        var malformed: ScanWarning?
        for entry in table.entries {
            guard let fields = entry.value.dictionary, let isa = fields["isa"]?.string else {
                malformed = malformed ?? ScanWarning(line: entry.line, message: "object \(entry.key) has no 'isa'")
                continue
            }
            guard indexByID[entry.key] == nil else { continue }
            indexByID[entry.key] = inFileOrder.count
            inFileOrder.append(ProjectObject(id: entry.key, isa: isa, line: entry.line, fields: fields))
        }
        if let malformed { warnings.append(malformed) }
        project = Self.findProject(root: root, in: self, warnings: &warnings)
    }

    subscript(id: String) -> ProjectObject? {
        indexByID[id].map { inFileOrder[$0] }
    }

    /// The objects of the given kinds, in file order.
    func all(_ kinds: Set<String>) -> [ProjectObject] {
        inFileOrder.filter { kinds.contains($0.isa) }
    }

    private static func findProject(
        root: PropertyListDictionary, in objects: ProjectObjects, warnings: inout [ScanWarning]
    ) -> ProjectObject? {
        if let id = root["rootObject"]?.string {
            if let project = objects[id], project.isa == ObjectKind.project { return project }
            let line = root.line(of: "rootObject") ?? 1
            warnings.append(ScanWarning(line: line, message: "rootObject \(id) is not a PBXProject in the file"))
        } else {
            warnings.append(ScanWarning(line: 1, message: "no rootObject: the file is truncated or damaged"))
        }
        let projects = objects.all([ObjectKind.project])
        return projects.count == 1 ? projects[0] : nil
    }
}
