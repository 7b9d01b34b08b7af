/// The name of the Swift module a product builds, as importers write it: a C99
/// extended identifier, as Xcode's `c99extidentifier` makes one from a product
/// name. Every character that cannot be in one becomes `_`, and a leading digit
/// gets a `_` before it (`Shared-iOS` → `Shared_iOS`, `9Lives` → `_9Lives`).
/// Tuist's `productName` becomes a module name the same way, through Xcode.
public enum ModuleIdentifier {
    public static func of(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isASCIIWord =
                scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            scalars.append(isASCIIWord || (!scalar.isASCII && scalar.properties.isAlphabetic) ? scalar : "_")
        }
        if let first = scalars.first, ("0"..."9").contains(first) { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }
}
