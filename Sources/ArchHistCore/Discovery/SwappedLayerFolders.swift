/// An app whose folders name clean's inner and outer layers the other way round: its
/// `Domain/` holds the repositories, network and storage that implement protocols its
/// `Data/` declares beside the use cases and entities. Dependency inversion puts the
/// implementation outward of the protocol it implements, so where most implementations
/// that cross the two folders go from `Domain/` to a protocol of `Data/`, the names say
/// the opposite of what the code does, and the code decides: those folders' files change
/// places. Read as named, each adapter would be "Domain depends on Data".
enum SwappedLayerFolders {
    /// Implementations across the two folders, going inward, before the names are read as swapped.
    static let minimumImplementations = 2

    /// The inner and outer layer whose folders swap, when the code says they do.
    static func swapped(
        _ index: UnitIndex, inLayerFolders: [Int: String], inner: String, outer: String
    ) -> Bool {
        let files = index.analysis.files
        var protocolFile: [Substring: Int] = [:]
        for (file, _) in inLayerFolders {
            for declaration in files[file].facts.declarations where declaration.kind == .protocol {
                protocolFile[declaration.simpleName] = protocolFile[declaration.simpleName] ?? file
            }
        }
        var inward = 0
        var outward = 0
        for (file, layer) in inLayerFolders where layer == inner || layer == outer {
            for declaration in files[file].facts.declarations where declaration.kind != .protocol {
                for name in declaration.inherits {
                    guard let declaring = protocolFile[name.lastNameComponent], declaring != file,
                        let protocolLayer = inLayerFolders[declaring], protocolLayer != layer
                    else { continue }
                    if layer == inner && protocolLayer == outer { inward += 1 }
                    if layer == outer && protocolLayer == inner { outward += 1 }
                }
            }
        }
        return inward >= minimumImplementations && inward > outward
    }

    static func reason(inner: String, outer: String) -> String {
        "The app's \(inner) folders hold the implementations of protocols its \(outer) folders declare: "
            + "dependency inversion puts an implementation outward of its protocol, so their files are "
            + "placed the other way round from their folders' names. "
    }
}
