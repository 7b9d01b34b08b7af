import ArchHistCore

/// Why a file is in its layer and its domain, or in none: the spec's match, the
/// test glob, or the reason no domain is needed.
struct PlacementExplanation {
    /// The reason alone, as the JSON gives it.
    let layerReason: String
    /// The layer and its reason, as the text's `Layer` field reads:
    /// `Adapters (module ArchHistReport matches 'ArchHistReport')`.
    let layerText: String
    let domainReason: String
    let domainText: String

    init(file: AnalyzedFile, module: Module?, spec: ArchitectureSpec) {
        if file.isTest {
            layerReason = PlacementExplanation.testReason(file: file, module: module, spec: spec)
            layerText = "none: \(layerReason)"
            domainReason = "test files belong to no domain"
            domainText = "none: test file"
            return
        }
        if let layer = file.layer {
            layerReason = file.placement.layerReason?.description ?? "matched"
            layerText = "\(layer) (\(layerReason))"
        } else {
            layerReason = "no layer matched"
            layerText = "none: no layer matched"
        }
        if let domain = file.domain {
            domainReason = file.placement.domainReason?.description ?? "matched"
            domainText = "\(domain) (\(domainReason))"
        } else {
            if spec.domains.isEmpty {
                domainReason = "the spec declares no domains"
            } else if let layer = file.layer, spec.layer(named: layer)?.crossCutting == true {
                domainReason = "no domain matched; layer \(layer) is cross-cutting, so none is needed"
            } else {
                domainReason = "no domain matched"
            }
            domainText = "none: " + domainReason
        }
    }

    /// What made it a test file: its target, or the spec's test glob it matches.
    private static func testReason(file: AnalyzedFile, module: Module?, spec: ArchitectureSpec) -> String {
        if let module, module.isTestTarget { return "test file (in test target \(module.name))" }
        if let glob = spec.tests.first(where: { $0.matches(file.path) }) {
            return "test file (path matches '\(glob)')"
        }
        return "test file"
    }
}
