extension Preset {
    /// Presentation / Domain / Data, dependencies pointing inward, in the folder and
    /// suffix conventions clean-architecture iOS apps commonly use.
    static let clean = Preset(
        name: "clean",
        summary:
            "Presentation / Domain / Data with dependencies pointing inward; Domain is pure Swift; DTOs stay in Data",
        json: #"""
            {
              "tests": ["**/Tests/**", "**/*Tests/**", "**/*Tests.swift", "**/*Spec.swift"],
              "layers": [
                {"name": "Presentation",
                 "paths": ["**/Presentation/**", "**/PresentationLayer/**", "**/Features/**", "**/Views/**",
                           "**/ViewModels/**", "**/Routers/**", "**/UI/**", "**/Screens/**", "**/Scenes/**"],
                 "suffixes": ["View", "ViewModel", "Router", "Screen", "ViewController", "Coordinator"]},
                {"name": "Domain", "crossCutting": true,
                 "paths": ["**/Domain/**", "**/DomainLayer/**", "**/Entities/**", "**/UseCases/**",
                           "**/Interactors/**"],
                 "suffixes": ["UseCase", "UseCaseProtocol", "RepositoryProtocol", "Entity"]},
                {"name": "Data", "crossCutting": true,
                 "paths": ["**/Data/**", "**/DataLayer/**", "**/DataSources/**", "**/Repositories/**",
                           "**/Networking/**", "**/Persistence/**", "**/WebAPI/**", "**/Database/**"],
                 "suffixes": ["DTO", "Dto", "RepositoryImpl", "DataSource", "APIClient"]},
                {"name": "Composition", "crossCutting": true,
                 "paths": ["**/Composition/**", "**/CompositionRoot/**", "**/DI/**", "**/DependencyInjection/**",
                           "**/DIContainer/**", "**/DiContainer/**"],
                 "suffixes": ["AppDependencies", "AppContainer", "DIContainer", "CompositionRoot", "Composer"]}
              ],
              "domains": [
                {"paths": ["**/Features/{name}/**"]}
              ],
              "rules": [
                {"id": "clean-layers", "kind": "layers",
                 "allow": {"Presentation": ["Domain"], "Domain": [], "Data": ["Domain"],
                           "Composition": ["Presentation", "Domain", "Data"]}},
                {"id": "domain-is-pure-swift", "kind": "imports", "layers": ["Domain"],
                 "allowOnly": ["Foundation", "Swift"]},
                {"id": "dto-stays-in-data", "kind": "confinement", "symbols": ["*DTO", "*Dto"], "layers": ["Data"]},
                {"id": "no-main-actor-in-domain-or-data", "kind": "attributes", "severity": "warning",
                 "layers": ["Domain", "Data"], "forbid": ["MainActor"],
                 "message": "use cases and repositories stay actor-agnostic: \#
            put @MainActor on the view model, not here"},
                {"id": "no-testable-import", "kind": "testableImport"},
                {"id": "feature-cycles", "kind": "cycles", "by": "domain"}
              ]
            }
            """#)
}
