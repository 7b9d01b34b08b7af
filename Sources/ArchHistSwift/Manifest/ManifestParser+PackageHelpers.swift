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
        while k + 2 < t.count {
            guard t[k].is(.func), t[k + 1].kind == .identifier else {
                k += 1
                continue
            }
            var open = k + 2
            while open < t.count, t[open].kind != .leftParen, t[open].kind != .leftBrace { open += 1 }
            guard open < t.count, t[open].kind == .leftParen else {
                k = open
                continue
            }
            // The result type, up to the body: a `Target`, not a `Target.Dependency`.
            var body = closing(open) + 1
            var resultName: String? = nil
            while body < t.count, t[body].kind != .leftBrace {
                if t[body].kind == .identifier { resultName = text(body) }
                body += 1
            }
            guard body < t.count else { break }
            let end = closing(body)
            if resultName == "Target" {
                let labels = parameterLabels(ofListAt: open)
                if let helper = targetHelper(in: Span(start: body + 1, end: end), labels: labels) {
                    helpers[text(k + 1)] = helper
                }
            }
            k = end + 1
        }
        return helpers
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
