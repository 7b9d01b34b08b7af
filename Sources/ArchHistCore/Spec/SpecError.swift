/// Why a spec could not be used. Every case names the file and says what to fix.
import ArchHistSupport

public enum SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not JSON, or JSON of the wrong shape (the message carries the JSON path).
    case json(JSONFileError)
    /// The spec names a preset that does not exist.
    case unknownPreset(file: String, name: String)

    public var description: String {
        switch self {
        case .json(let error):
            return error.description
        case .unknownPreset(let file, let name):
            let names = Preset.all.map(\.name).joined(separator: ", ")
            return "\(file): unknown preset '\(name)'; the presets are \(names) (see 'archhist presets')"
        }
    }
}
