extension Preset {
    /// The harness architecture: business domains as vertical slices through
    /// Types → Config → Repo → Service → Runtime → UI, with Utils, Providers and App
    /// Wiring across them, and the three formal invariants.
    static let harness = Preset(
        name: "harness",
        summary:
            "domains sliced through Types → Config → Repo → Service → Runtime → UI, plus Utils, "
            + "DesignSystem, "
            + "Providers and App Wiring; serviceRepoWall, crossDomainImportsAreClean, domainsAreComplete",
        json: #"""
            {
              "tests": ["**/Tests/**", "**/*Tests/**", "**/*Tests.swift"],
              "layers": [
                {"name": "Types", "paths": ["**/Types/**", "**/Models/**"], "modules": ["*Types", "*Models"]},
                {"name": "Config", "paths": ["**/Config/**", "**/Clients/**", "**/Interfaces/**"],
                 "modules": ["*Config", "*Client", "*Interface"], "suffixes": ["Client"]},
                {"name": "Repo", "paths": ["**/Repo/**", "**/Repos/**", "**/Repository/**", "**/Repositories/**"],
                 "modules": ["*Repo", "*Repository", "*Live"], "suffixes": ["Repository", "Repo"]},
                {"name": "Service", "paths": ["**/Service/**", "**/Services/**", "**/Reducers/**"],
                 "modules": ["*Service", "*Feature"], "suffixes": ["Feature", "Reducer"]},
                {"name": "Runtime", "paths": ["**/Runtime/**"], "modules": ["*Runtime"]},
                {"name": "UI", "paths": ["**/UI/**", "**/Views/**"], "modules": ["*UI", "*Views"],
                 "suffixes": ["View", "Screen"]},
                {"name": "Utils", "crossCutting": true,
                 "paths": ["**/Utils/**", "**/Utilities/**", "**/Infra/**", "**/Helpers/**"],
                 "modules": ["Utils", "*Utils", "Infra", "*Helpers", "*Extensions"]},
                {"name": "DesignSystem", "crossCutting": true, "paths": ["**/DesignSystem/**", "**/Styleguide/**"],
                 "modules": ["DesignSystem", "Styleguide", "*DesignSystem"]},
                {"name": "Providers", "crossCutting": true, "paths": ["**/Providers/**"],
                 "modules": ["*Provider", "*Providers"]},
                {"name": "AppWiring", "crossCutting": true, "paths": ["**/App/**", "**/AppWiring/**"],
                 "modules": ["App", "*App", "AppWiring"]}
              ],
              "domains": [
                {"paths": ["**/Domains/{name}/**"]},
                {"modules": ["{name}Types", "{name}Config", "{name}Repo", "{name}Service", "{name}Runtime", "{name}UI"]}
              ],
              "rules": [
                {"id": "harness-layers", "kind": "layers",
                 "allow": {
                   "Types": ["Utils"],
                   "Config": ["Types", "Utils"],
                   "Repo": ["Types", "Config", "Utils"],
                   "Service": ["Types", "Config", "Utils", "Providers"],
                   "Runtime": ["Types", "Config", "Repo", "Service", "Utils", "Providers"],
                   "UI": ["Types", "Config", "Service", "Runtime", "Utils", "DesignSystem"],
                   "Utils": [],
                   "DesignSystem": ["Types", "Utils"],
                   "Providers": ["Types", "Utils"],
                   "AppWiring": ["Types", "Config", "Repo", "Service", "Runtime", "UI", "Utils", "Providers",
                                 "DesignSystem"]
                 }},
                {"id": "service-repo-wall", "kind": "wall", "from": ["Service"], "to": ["Repo"], "transitive": true,
                 "message": "Service must never reach Repo, not even through a re-exporting module: \#
            call a Config client and let Runtime wire the Repo implementation into it"},
                {"id": "cross-domain-imports-are-clean", "kind": "crossDomain", "exposed": ["Types", "Config"],
                 "transitive": true},
                {"id": "domains-are-complete", "kind": "completeness", "required": ["Config", "Service", "UI"]},
                {"id": "service-forbidden-attributes", "kind": "attributes", "layers": ["Service"],
                 "forbid": ["State", "Binding", "Observable", "ObservableObject", "EnvironmentObject", "Published",
                            "StateObject"]},
                {"id": "service-no-ui-frameworks", "kind": "imports", "layers": ["Service"],
                 "forbid": ["SwiftUI", "UIKit", "AppKit"]},
                {"id": "types-foundation-only", "kind": "imports", "layers": ["Types", "Utils"],
                 "allowOnly": ["Foundation", "Swift"]},
                {"id": "no-testable-import", "kind": "testableImport"},
                {"id": "domain-cycles", "kind": "cycles", "by": "domain"}
              ]
            }
            """#)
}
