import ArchHistCore

/// A function of the manifest that makes a target through a target initializer, and the
/// initializer's arguments it passes on from its own parameters:
/// `static func checkedTarget(name: String, dependencies: [Target.Dependency]) -> Target
/// { .target(name: name, dependencies: dependencies, swiftSettings: strict) }`.
struct PackageTargetHelper {
    var kind: ManifestTarget.Kind
    /// The label a caller writes, by the initializer's label it becomes (`name` → `name`).
    var passedOn: [String: String]
}

/// The helpers a `Package.swift` declares to make its targets alike. SwiftPM runs the
/// manifest, so such a call is a target as surely as `.target(…)` is: it is read with the
/// arguments the helper hands its initializer, and the rest the helper adds (settings,
/// plugins) is no part of the graph.
extension ManifestParser {
    mutating func packageTargetHelpers() -> [String: PackageTargetHelper] {
        var helpers: [String: PackageTargetHelper] = [:]
        var k = 0
        while true {
            switch function(at: k) {
            case .end: return helpers
            case .none(let next): k = next
            case .function(let shape, let next):
                // A `Target`, not a `Target.Dependency`.
                if shape.result == "Target",
                    let helper = targetHelper(in: shape.body, labels: parameterLabels(ofListAt: shape.parameters))
                {
                    helpers[shape.name] = helper
                }
                k = next
            }
        }
    }

    /// The first target initializer of a helper's body, and which of its arguments are the
    /// helper's parameters: `name: name`, or `dependencies: dependencies + [.tca]`.
    private func targetHelper(in body: Span, labels: [String: String]) -> PackageTargetHelper? {
        var k = body.start
        while k + 1 < body.end {
            defer { k += 1 }
            guard t[k].kind == .identifier, t[k + 1].kind == .leftParen, k > body.start, t[k - 1].kind == .dot,
                let kind = Self.targetKind(text(k))
            else { continue }
            var passedOn: [String: String] = [:]
            for argument in arguments(ofCallAt: k + 1) {
                guard let label = argument.label else { continue }
                for operand in operands(argument.value) {
                    if let parameter = reference(operand), let callerLabel = labels[parameter] {
                        passedOn[label] = callerLabel
                    }
                }
            }
            return passedOn["name"] == nil ? nil : PackageTargetHelper(kind: kind, passedOn: passedOn)
        }
        return nil
    }
}
