/// A built-in spec derived from the architectures archhist's users build.
public struct Preset: Sendable {
    public let name: String
    public let summary: String
    /// The preset in the spec file format, so `archhist presets --show` can print
    /// what a user would copy, and so presets go through the same decoder.
    public let json: String

    public static let all: [Preset] = [.clean, .harness, .modular]

    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }
}
