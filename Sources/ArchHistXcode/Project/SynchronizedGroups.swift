/// The exception sets of Xcode 16's folder-synchronized groups, read once for the project.
///
/// A target that lists a synchronized folder compiles every file in it; an exception
/// set names files whose membership is the other way round for one target: out of a
/// target that lists the folder, into a target that does not.
struct SynchronizedGroups {
    /// One exception set's paths (relative to the folder) and the target they concern.
    struct Exceptions {
        var group: String
        var target: String
        var paths: [String]
    }

    /// In file order of the root groups, then of their `exceptions`.
    private var byTarget: [String: [Exceptions]] = [:]

    /// `sourcesPhaseOwners` maps each target's Sources phase to the target: a build phase
    /// exception set names the phase, not the target.
    init(objects: ProjectObjects, sourcesPhaseOwners: [String: String]) {
        for group in objects.all([ObjectKind.synchronizedRootGroup]) {
            for id in group.strings("exceptions") {
                guard let set = objects[id] else { continue }
                let target: String?
                switch set.isa {
                case ObjectKind.synchronizedBuildFileExceptions:
                    target = set.string("target")
                case ObjectKind.synchronizedBuildPhaseExceptions:
                    // Only the Sources phase decides what is compiled; other phases copy files.
                    target = set.string("buildPhase").flatMap { sourcesPhaseOwners[$0] }
                default:
                    target = nil
                }
                guard let target else { continue }
                let paths = set.strings("membershipExceptions")
                byTarget[target, default: []].append(Exceptions(group: group.id, target: target, paths: paths))
            }
        }
    }

    /// The files of `group` that `target` does not compile though it lists the folder.
    func excluded(from target: String, in group: String) -> [String] {
        var paths: [String] = []
        for exceptions in byTarget[target] ?? [] where exceptions.group == group {
            paths.append(contentsOf: exceptions.paths)
        }
        return paths
    }

    /// Every exception set concerning `target`; those of folders it does not list give it files.
    func exceptions(for target: String) -> [Exceptions] {
        byTarget[target] ?? []
    }
}
