/// `/`-separated relative paths as the manifest gives them: relative to the project's
/// folder, `.` and `..` folded away, a leading `../` kept when the path leaves the folder.
enum ProjectPath {
    /// `base` (normalised already) joined with `path`, normalised; "" is the folder itself.
    static func join(_ base: String, _ path: String) -> String {
        if path.isEmpty { return base }
        // Most paths are a plain name or two, which need no splitting.
        if isPlain(path) { return base.isEmpty ? path : base + "/" + path }
        if base.isEmpty { return normalize(path) }
        return normalize(base + "/" + path)
    }

    /// True when `normalize` would leave `path` as it is: no empty, `.` or `..` component.
    private static func isPlain(_ path: String) -> Bool {
        var componentLength = 0
        var dotsOnly = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentLength == 0 || dotsOnly && componentLength <= 2 { return false }
                componentLength = 0
                dotsOnly = true
            } else {
                componentLength += 1
                dotsOnly = dotsOnly && byte == UInt8(ascii: ".")
            }
        }
        return componentLength > 0 && !(dotsOnly && componentLength <= 2)
    }

    /// Folds `.`, `..` and empty components. A `..` with nothing left to fold stays, so
    /// `../Shared/Model.swift` reads the same; a leading `/` is dropped (absolute paths are
    /// told apart before they get here).
    static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// The last component of a package's URL or path, without `.git`: the name SwiftPM
    /// gives the package (`https://github.com/apple/swift-log.git` -> `swift-log`,
    /// `git@github.com:org/Kit.git` -> `Kit`, `../Packages/Core` -> `Core`).
    static func packageName(_ location: String) -> String? {
        var text = Substring(location)
        while text.hasSuffix("/") { text = text.dropLast() }
        if let slash = text.lastIndex(where: { $0 == "/" || $0 == ":" }) {
            text = text[text.index(after: slash)...]
        }
        if text.hasSuffix(".git") { text = text.dropLast(4) }
        return text.isEmpty ? nil : String(text)
    }

    static func isSwiftFile(_ path: String) -> Bool {
        path.hasSuffix(".swift")
    }

    /// True when the last component has an extension (`Info.plist`, not `Helpers`, not
    /// `.github`): an exception entry without one names a folder.
    static func hasExtension(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name.dropFirst().contains(".")
    }
}
