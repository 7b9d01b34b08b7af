import ArchHistCore

/// The Swift files a target compiles: the build files of its Sources phase, the
/// synchronized folders it lists, and the files other folders' exception sets give it.
struct TargetSources {
    private let objects: ProjectObjects
    private let synchronized: SynchronizedGroups

    init(objects: ProjectObjects, synchronized: SynchronizedGroups) {
        self.objects = objects
        self.synchronized = synchronized
    }

    /// The target's rules in that order: Sources phase, listed folders, given files;
    /// each rule once.
    func rules(for target: ProjectObject, tree: inout GroupTree, log: inout WarningLog) -> [SourceRule] {
        var rules: [SourceRule] = []
        var seen: Set<SourceRule> = []
        func add(_ rule: SourceRule) {
            if seen.insert(rule).inserted { rules.append(rule) }
        }
        for path in sourcesPhaseFiles(of: target, tree: &tree, log: &log) {
            add(.file(path))
        }
        let listed = target.strings("fileSystemSynchronizedGroups")
        for group in listed {
            guard let folder = folderPath(group, listedBy: target, tree: &tree, log: &log) else { continue }
            add(.folder(folder, except: synchronized.excluded(from: target.id, in: group)))
        }
        for exceptions in synchronized.exceptions(for: target.id) where !listed.contains(exceptions.group) {
            guard let folder = folderPath(exceptions.group, listedBy: target, tree: &tree, log: &log) else {
                continue
            }
            for path in exceptions.paths {
                if ProjectPath.isSwiftFile(path) {
                    add(.file(ProjectPath.join(folder, path)))
                } else if !ProjectPath.hasExtension(path) {
                    add(.folder(ProjectPath.join(folder, path), except: []))
                }
            }
        }
        return rules
    }

    /// The Swift files of the target's `PBXSourcesBuildPhase`, in the phase's order.
    private func sourcesPhaseFiles(
        of target: ProjectObject, tree: inout GroupTree, log: inout WarningLog
    ) -> [String] {
        var paths: [String] = []
        for phaseID in target.strings("buildPhases") {
            guard let phase = objects[phaseID] else {
                log.missing(phaseID, referencedOnLine: target.line)
                continue
            }
            guard phase.isa == ObjectKind.sourcesBuildPhase else { continue }
            for buildFileID in phase.strings("files") {
                guard let buildFile = objects[buildFileID] else {
                    log.missing(buildFileID, referencedOnLine: phase.line)
                    continue
                }
                guard let reference = buildFile.string("fileRef") else { continue }
                guard let file = objects[reference] else {
                    log.missing(reference, referencedOnLine: buildFile.line)
                    continue
                }
                // A localized or versioned file is a group whose children are the variants.
                let isGroup = file.isa == ObjectKind.variantGroup || file.isa == ObjectKind.versionGroup
                for member in isGroup ? file.strings("children") : [reference] {
                    if let path = swiftPath(member, tree: &tree, log: &log) { paths.append(path) }
                }
            }
        }
        return paths
    }

    /// The path of a Swift file reference; nil for any other file or one outside the project.
    private func swiftPath(_ id: String, tree: inout GroupTree, log: inout WarningLog) -> String? {
        guard let file = objects[id] else { return nil }
        switch tree.location(of: id) {
        case .inProject(let path):
            return ProjectPath.isSwiftFile(path) ? path : nil
        case .absolute(let path):
            if ProjectPath.isSwiftFile(path) { warnAbsolute(path, line: file.line, log: &log) }
        case .otherSourceTree(let name):
            if ProjectPath.isSwiftFile(file.string("path") ?? "") {
                warnSourceTree(name, line: file.line, log: &log)
            }
        case .outside, .unresolved:
            break
        }
        return nil
    }

    /// The path of a synchronized folder; nil, with a warning, when it is not in the project.
    private func folderPath(
        _ id: String, listedBy target: ProjectObject, tree: inout GroupTree, log: inout WarningLog
    ) -> String? {
        guard let group = objects[id] else {
            log.missing(id, referencedOnLine: target.line)
            return nil
        }
        switch tree.location(of: id) {
        case .inProject(let path):
            return path
        case .absolute(let path):
            warnAbsolute(path, line: group.line, log: &log)
        case .otherSourceTree(let name):
            warnSourceTree(name, line: group.line, log: &log)
        case .outside, .unresolved:
            break
        }
        return nil
    }

    private func warnAbsolute(_ path: String, line: Int, log: inout WarningLog) {
        log.warnOnce(
            "absolute", line: line,
            "source files with absolute paths are skipped (first: \(path)); further ones not reported")
    }

    private func warnSourceTree(_ name: String, line: Int, log: inout WarningLog) {
        log.warnOnce("sourceTree " + name, line: line, "source files under source tree '\(name)' are skipped")
    }
}
