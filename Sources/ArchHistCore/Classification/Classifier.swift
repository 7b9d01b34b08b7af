/// Where the spec puts a file, and why.
import ArchHistSupport

public struct Placement: Sendable, Hashable {
    public var isTest: Bool
    public var layer: String?
    public var layerReason: MatchReason?
    public var domain: String?
    public var domainReason: MatchReason?

    public init(
        isTest: Bool, layer: String? = nil, layerReason: MatchReason? = nil,
        domain: String? = nil, domainReason: MatchReason? = nil
    ) {
        self.isTest = isTest
        self.layer = layer
        self.layerReason = layerReason
        self.domain = domain
        self.domainReason = domainReason
    }
}

/// Puts files into layers and domains. The most specific match wins (path, then
/// file-name suffix, then module); between equally specific matches, the one
/// declared first in the spec.
public struct Classifier: Sendable {
    public let spec: ArchitectureSpec

    public init(spec: ArchitectureSpec) {
        self.spec = spec
    }

    public func isExcluded(_ path: String) -> Bool {
        spec.exclude.contains { $0.matches(path) }
    }

    public func place(path: String, module: Module) -> Placement {
        let split = GlobPath(path)
        if module.isTestTarget || spec.tests.contains(where: { $0.matches(split) }) {
            return Placement(isTest: true)
        }
        let stem = Classifier.fileStem(path)
        let moduleName = GlobPath(module.name)
        var placement = Placement(isTest: false)
        var best = Int.max
        for layer in spec.layers {
            guard let found = layer.match.match(path: split, fileStem: stem, module: module, moduleName: moduleName),
                found.reason.rank < best
            else { continue }
            best = found.reason.rank
            placement.layer = layer.name
            placement.layerReason = found.reason
        }
        best = Int.max
        for domain in spec.domains {
            guard let found = domain.match.match(path: split, fileStem: stem, module: module, moduleName: moduleName),
                found.reason.rank < best,
                let name = domain.name ?? found.capture
            else { continue }
            best = found.reason.rank
            placement.domain = name
            placement.domainReason = found.reason
        }
        return placement
    }

    /// `Sources/App/LoginView.swift` -> `LoginView`.
    static func fileStem(_ path: String) -> Substring {
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = path[start...]
        if name.utf8.count > 6, name.utf8.suffix(6).elementsEqual(".swift".utf8) {
            return name[..<name.utf8.index(name.utf8.endIndex, offsetBy: -6)]
        }
        return name
    }
}
