/// A folder named for the view layer that holds no view code: a models module's `Presentation/`
/// folder of plain values (`PlaceType`, `FeedbackType`), which its network code uses as much as
/// its screens do. A view layer draws or drives screens; where nothing in the folder does (no
/// view, screen or view model by declaration or name) and at least three in four of its files
/// are plain values, the name tells what the values are for, not which layer they are, and
/// they are the app's values like the rest of the module. A value holding a view controller
/// (a deep link's destination) draws nothing either.
enum ValueOnlyLayerFolders {
    /// The files of each folder named for `viewLayer` whose every file is plain values.
    /// - Parameter inLayerFolders: the files the preset placed by a folder named for a layer itself.
    static func moves(_ index: UnitIndex, inLayerFolders: [Int: String], viewLayer: String) -> [Int] {
        let files = index.analysis.files
        var byFolder: [Substring: [Int]] = [:]
        for (file, layer) in inLayerFolders where layer == viewLayer {
            guard let folder = folder(named: layer, in: files[file].path) else { continue }
            byFolder[folder, default: []].append(file)
        }
        // Every production file under the folder counts, placed there or not.
        var everyFile: [Substring: Int] = [:]
        for file in index.production {
            for folder in byFolder.keys where files[file].path.hasPrefix(folder + "/") {
                everyFile[folder, default: 0] += 1
            }
        }
        return byFolder.filter { folder, members in
            members.count == everyFile[folder] && !members.contains { drivesScreens(files[$0]) }
                && members.filter { isPlainValues(files[$0].facts) }.count * 4 >= members.count * 3
        }.values.flatMap { $0 }
    }

    /// The path up to the outermost folder named `layer` (or `layer` + "Layer").
    private static func folder(named layer: String, in path: String) -> Substring? {
        var end = path.startIndex
        for component in path.split(separator: "/").dropLast() {
            end = component.endIndex
            if component == layer || component == layer + "Layer" { return path[..<end] }
        }
        return nil
    }

    /// Declares only structs, enums and type aliases (and extends them).
    private static func isPlainValues(_ facts: FileFacts) -> Bool {
        let types = facts.declarations.filter { $0.kind != .extension }
        return !types.isEmpty && types.allSatisfy { [.struct, .enum, .typealias].contains($0.kind) }
    }

    /// A view, a screen or a view model, by what it declares or by its name.
    private static func drivesScreens(_ file: AnalyzedFile) -> Bool {
        let viewSide: Set<FileRole> = [.ui, .service]
        if let declared = RoleGuess.declaredRole(of: file), viewSide.contains(declared) { return true }
        if let named = RoleGuess.suffixRole(of: RoleGuess.fileStem(file.path)), viewSide.contains(named) { return true }
        return file.facts.declarations.contains { declaration in
            declaration.kind != .extension
                && (declaration.attributes.contains("Observable") || declaration.attributes.contains("MainActor")
                    || declaration.inherits.contains("ObservableObject"))
        }
    }
}
