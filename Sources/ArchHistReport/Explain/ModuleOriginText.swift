import ArchHistCore

/// How a module came to be, in words: the target and manifest that declare it, or
/// the folder it was guessed from, so that a reader can find where to change it. A
/// module archhist inferred (a Tuist helper's target) says so: no manifest declares it.
enum ModuleOriginText {
    static func describe(_ module: Module?, named name: String) -> String {
        switch module?.origin {
        case .target(let kind, let manifest, let line):
            let what = module?.product.map { "\($0.rawValue) target" } ?? "\(kind.rawValue) target"
            let targets = module?.targets ?? []
            let named = targets.isEmpty ? "" : " " + targets.joined(separator: " and ")
            if let inferredBy = module?.inferredBy {
                return "\(what)\(named) of \(manifest):\(line), inferred from \(inferredBy)"
            }
            return "\(what)\(named) declared in \(manifest):\(line)"
        case .folder where module?.inferredBy != nil:
            return "no target archhist can read holds it; inferred from \(module?.inferredBy ?? "")"
        case .folder where name == ModuleMap.rootModuleName:
            return "no target holds it; files at the repository root"
        case .folder:
            return "no target holds it; named after its top folder \(module?.path ?? name)/"
        case .notCompiled where name == ModuleMap.rootModuleName:
            return "not compiled: no target of the tree's manifests compiles it; files at the repository root"
        case .notCompiled:
            return "not compiled: no target of the tree's manifests compiles it; named after its top folder "
                + "\(module?.path ?? name)/"
        case nil:
            return "module not found in the analysis"
        }
    }
}
