/// The files of a folder holding more files side by side than one reads as a unit (an
/// app target of two hundred files in one folder, its groups only in the Xcode project).
/// Such a folder says nothing of what its files are, and as one unit it is no layer at
/// all: a tech lead reads it by role, screens over stores over values. So its files are
/// grouped by the role what they declare and do states (see RoleGuess), and each role is
/// a unit of its own, levelled by its uses like any other. A file that states no role
/// is the folder's.
enum FlatFolderRoles {
    /// The role unit of each file of `files` that sits directly in a large flat folder and
    /// states a role; `roles` is each file index's role, nil where nothing says.
    static func units(_ files: [Int], paths: [String], roles: [FileRole?]) -> [Int: DomainUnit] {
        var perFolder: [String: [Int]] = [:]
        for file in files { perFolder[folder(of: paths[file]), default: []].append(file) }
        var units: [Int: DomainUnit] = [:]
        for (folder, members) in perFolder where members.count > FlatFolders.maximumFiles {
            for file in members {
                guard let role = roles[file], let word = word(for: role) else {
                    // The rest are the folder's, whatever name they share with a role's files.
                    if !folder.isEmpty { units[file] = DomainUnit(kind: .folder, name: folder) }
                    continue
                }
                units[file] = DomainUnit(kind: .role, name: folder.isEmpty ? word : folder + "/" + word)
            }
        }
        return units
    }

    /// The unit's name for a role: what a reader calls such files. The entry point and the
    /// code wiring the app together have their own layer (the composition root).
    static func word(for role: FileRole) -> String? {
        switch role {
        case .types: "Values"
        case .config: "Interfaces"
        case .repo, .providers: "Data"
        case .service, .runtime: "Screen logic"
        case .ui, .designSystem: "Views"
        case .utils: "Helpers"
        case .wiring: nil
        }
    }

    /// What the spec says the unit holds: "the files directly in wsdot whose declarations
    /// make them views".
    static func description(of unit: DomainUnit) -> String {
        let word = unit.name.split(separator: "/").last.map(String.init) ?? unit.name
        let folder = folder(of: unit.name)
        return "the files directly in \(folder.isEmpty ? "the top folder" : folder) whose declarations make them "
            + word.lowercased()
    }

    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
