/// Which layer of each preset a file of a given role sits in: the harness chain's roles are
/// harness's layers; clean folds them into Presentation / Domain / Data; modular into
/// Feature / API / Cache / Presentation / UI.
enum PresetLayers {
    static func layer(of role: FileRole, fileStem: String, preset: String) -> String {
        switch preset {
        case "clean":
            switch role {
            case .ui, .service, .runtime, .designSystem: return "Presentation"
            case .types, .config, .utils: return "Domain"
            case .repo, .providers: return "Data"
            case .wiring: return "Composition"
            }
        case "modular":
            switch role {
            case .types, .config, .utils: return "Feature"
            case .repo, .providers:
                let cache = ["Cache", "Store", "Storage", "Persistence", "Database"].contains { fileStem.contains($0) }
                return cache ? "Cache" : "API"
            case .service, .runtime: return "Presentation"
            case .ui, .designSystem: return "UI"
            case .wiring: return "Composition"
            }
        default:
            return role.rawValue
        }
    }
}
