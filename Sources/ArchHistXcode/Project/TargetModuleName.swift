import ArchHistCore

/// The Swift module a native target builds, the name its importers write: its
/// `PRODUCT_MODULE_NAME`, else its `PRODUCT_NAME`, else its name (Xcode's default
/// `PRODUCT_NAME` is `$(TARGET_NAME)`), made an identifier as Xcode makes it (`ModuleIdentifier`)
/// (`Shared-iOS` is imported as `Shared_iOS`). home-assistant's `Shared-iOS` and
/// `Shared-watchOS` targets both build the module `Shared`.
///
/// Build settings are read from the target's configurations: the first that sets
/// the name wins (projects set it alike in Debug and Release). A value built from
/// other settings than `$(TARGET_NAME)` cannot be known without Xcode; the target's
/// own name is used then.
enum TargetModuleName {
    static func of(_ target: ProjectObject, named name: String, objects: ProjectObjects) -> String {
        let configurations =
            target.string("buildConfigurationList").flatMap { objects[$0] }?
            .strings("buildConfigurations").compactMap { objects[$0] } ?? []
        for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            for configuration in configurations {
                guard let value = configuration.fields["buildSettings"]?.dictionary?[key]?.string else { continue }
                let expanded = expand(value, targetName: name)
                if let expanded, !expanded.isEmpty { return identifier(expanded) }
            }
        }
        return identifier(name)
    }

    /// `$(TARGET_NAME)` and `${TARGET_NAME}` replaced; nil when another setting is used.
    private static func expand(_ value: String, targetName: String) -> String? {
        var text = value.replacingAll("$(TARGET_NAME)", with: targetName)
            .replacingAll("${TARGET_NAME}", with: targetName)
        text = text.replacingAll("$(TARGET_NAME:c99extidentifier)", with: identifier(targetName))
        return text.contains("$") ? nil : text
    }

    private static func identifier(_ name: String) -> String { ModuleIdentifier.of(name) }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation here).
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
