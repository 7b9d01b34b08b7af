/// Reads which projects an Xcode workspace opens, from its `contents.xcworkspacedata`.
///
/// The file is small XML; a scan for the `FileRef` and `Group` tags and their `location`
/// attribute is all it takes.
public enum XcodeWorkspaceReader {
    /// The `.xcodeproj` paths of the workspace, relative to the folder holding the
    /// `.xcworkspace`, in file order, each once.
    ///
    /// `group:` paths are relative to the enclosing `<Group>` (the workspace's folder at
    /// the top), `container:` paths to the workspace's folder. `self:` names the project
    /// a `project.xcworkspace` sits in, relative to that project's folder: it is returned
    /// as it is when it names a project, and skipped when empty (the caller holds that
    /// project already). `absolute:` and `developer:` locations are outside: skipped.
    public static func projects(_ bytes: [UInt8]) -> [String] {
        var scanner = WorkspaceTagScanner(bytes)
        // The folder each open <Group> stands for; nil for a group outside the workspace.
        var groups: [String?] = []
        var projects: [String] = []
        while let tag = scanner.nextTag() {
            switch tag.name {
            case "Group" where tag.isClosing:
                _ = groups.popLast()
            case "Group", "FileRef":
                let enclosing = groups.last ?? ""
                let path = tag.location.flatMap { resolve($0, in: enclosing) }
                if tag.name == "Group" {
                    // A group without a location is only a name: it keeps its parent's folder.
                    let folder = tag.location == nil ? enclosing : path
                    if !tag.isSelfClosing { groups.append(folder) }
                } else if let path, path.hasSuffix(".xcodeproj"), !projects.contains(path) {
                    projects.append(path)
                }
            default:
                continue
            }
        }
        return projects
    }

    /// The path a `location` names, relative to the workspace's folder; nil outside it.
    private static func resolve(_ location: String, in group: String?) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group":
            guard let group else { return nil }
            return ProjectPath.join(group, path)
        case "container":
            return ProjectPath.normalize(path)
        case "self":
            return path.isEmpty ? nil : ProjectPath.normalize(path)
        default:
            return nil
        }
    }
}
