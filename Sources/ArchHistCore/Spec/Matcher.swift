/// How a layer or a domain claims files: by path glob, by module name glob, or by
/// file-name suffix (`UseCase` claims `GetUsersUseCase.swift`).
import ArchHistSupport

public struct Matcher: Sendable, Hashable {
    public var paths: [Glob]
    public var modules: [Glob]
    public var suffixes: [String]

    public init(paths: [Glob] = [], modules: [Glob] = [], suffixes: [String] = []) {
        self.paths = paths
        self.modules = modules
        self.suffixes = suffixes
    }

    public var isEmpty: Bool { paths.isEmpty && modules.isEmpty && suffixes.isEmpty }

    /// Later matchers extend earlier ones (a spec extending a preset).
    public func merged(with other: Matcher) -> Matcher {
        Matcher(paths: paths + other.paths, modules: modules + other.modules, suffixes: suffixes + other.suffixes)
    }
}

/// Why a file was put where it was: the kind of match and the pattern that matched.
/// A file named by its path is the most specific, then a path glob, then a file-name suffix (a `LoginView.swift`
/// is UI code even inside a feature module that mixes layers), then the module.
public enum MatchReason: Sendable, Hashable, CustomStringConvertible {
    case path(Glob)
    case module(Glob, module: String)
    case suffix(String)

    /// Lower is more specific: a file named outright beats any glob that also matches it.
    var rank: Int {
        switch self {
        case .path(let glob): return glob.isLiteral ? 0 : 1
        case .suffix: return 2
        case .module: return 3
        }
    }

    public var description: String {
        switch self {
        case .path(let glob): return "path matches '\(glob)'"
        case .module(let glob, let module): return "module \(module) matches '\(glob)'"
        case .suffix(let suffix): return "file name ends in '\(suffix).swift'"
        }
    }
}

extension Matcher {
    /// The most specific reason this matcher claims the file, with the `{name}`
    /// capture when the pattern has one.
    ///
    /// A module pattern with a wildcard (`*App`, `{name}Service`) matches only targets
    /// declared in a Package.swift: the name of a folder module is a guess (an Xcode
    /// app folder `CountriesSwiftUI` is no UI module), so it is matched only when
    /// named exactly.
    func match(path: GlobPath, fileStem: Substring, module moduleInfo: Module, moduleName: GlobPath)
        -> (reason: MatchReason, capture: String?)?
    {
        let declared = moduleInfo.isDeclared
        // By index: a `for glob in` loop copies every pattern it tries, and this runs
        // for every file and every layer and domain of the spec.
        for index in paths.indices {
            if paths[index].hasCapture {
                // A domain is a folder: `{name}` never captures the file's own name.
                if let captured = paths[index].folderCapture(in: path) { return (.path(paths[index]), captured) }
            } else if paths[index].matches(path) {
                return (.path(paths[index]), nil)
            }
        }
        for index in suffixes.indices where Matcher.stem(fileStem, endsWith: suffixes[index]) {
            return (.suffix(suffixes[index]), nil)
        }
        for index in modules.indices where declared || modules[index].isLiteral {
            if modules[index].hasCapture {
                if let captured = modules[index].capture(in: moduleName) {
                    return (.module(modules[index], module: moduleInfo.name), captured)
                }
            } else if modules[index].matches(moduleName) {
                return (.module(modules[index], module: moduleInfo.name), nil)
            }
        }
        return nil
    }

    /// `LoginView` ends in `View`; a suffix alone is no name (`View` does not).
    private static func stem(_ stem: Substring, endsWith suffix: String) -> Bool {
        stem.utf8.count > suffix.utf8.count && stem.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
}
