extension Preset {
    /// Feature modules split by kind: Feature / API / Cache / Presentation / UI
    /// modules, all wiring in a Composition Root.
    static let modular = Preset(
        name: "modular",
        summary:
            "Feature / API / Cache / Presentation / UI modules wired in a Composition Root; "
            + "no UIKit or SwiftUI in feature modules; no @testable import",
        json: #"""
            {
              "tests": ["**/Tests/**", "**/*Tests/**", "**/*Tests.swift"],
              "layers": [
                {"name": "Feature", "paths": ["**/* Feature/**", "**/*Feature/**", "**/Feature/**", "**/Domain/**"]},
                {"name": "API", "paths": ["**/* API/**", "**/*API/**", "**/API/**"],
                 "suffixes": ["Mapper", "Endpoint", "HTTPClient"]},
                {"name": "Cache", "paths": ["**/* Cache/**", "**/*Cache/**", "**/Cache/**"],
                 "suffixes": ["Store", "CachePolicy"]},
                {"name": "Presentation", "paths": ["**/* Presentation/**", "**/*Presentation/**", "**/Presentation/**"],
                 "suffixes": ["Presenter", "ViewModel"]},
                {"name": "UI", "paths": ["**/* UI/**", "**/UI/**", "**/*iOS/**", "**/Views/**"],
                 "modules": ["*iOS", "*UI"], "suffixes": ["ViewController", "Cell", "CellController", "View"]},
                {"name": "Composition", "crossCutting": true, "paths": ["**/Composition/**", "**/*App/**", "**/App/**"],
                 "modules": ["*App", "App", "CompositionRoot"],
                 "suffixes": ["Composer", "SceneDelegate", "AppDelegate"]}
              ],
              "domains": [
                {"paths": ["**/{name} Feature/**", "**/{name} API/**", "**/{name} Cache/**",
                           "**/{name} Presentation/**", "**/{name} UI/**"]}
              ],
              "rules": [
                {"id": "modular-layers", "kind": "layers",
                 "allow": {"Feature": [], "API": ["Feature"], "Cache": ["Feature"], "Presentation": ["Feature"],
                           "UI": ["Presentation", "Feature"],
                           "Composition": ["Feature", "API", "Cache", "Presentation", "UI"]}},
                {"id": "no-ui-frameworks-in-feature-modules", "kind": "imports",
                 "layers": ["Feature", "API", "Cache", "Presentation"], "forbid": ["UIKit", "SwiftUI", "AppKit"]},
                {"id": "feature-foundation-only", "kind": "imports", "layers": ["Feature"],
                 "allowOnly": ["Foundation", "Swift"]},
                {"id": "no-testable-import", "kind": "testableImport",
                 "allowIn": ["**/*AppTests/**", "**/Composition*Tests/**"]},
                {"id": "single-implementation-protocol", "kind": "singleImplementation", "severity": "info"},
                {"id": "module-cycles", "kind": "cycles", "by": "module"}
              ]
            }
            """#)
}
