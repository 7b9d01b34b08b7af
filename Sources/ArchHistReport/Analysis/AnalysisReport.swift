import ArchHistCore

/// What an analysis report is made from: the analysis and how to name what was analysed.
public struct AnalysisReport: Sendable {
    public var analysis: Analysis
    /// Where the spec came from, as a person would say it: `archhist.json (extends
    /// preset clean)`, or `preset harness, inferred: 84% of files matched its layers`.
    public var specDescription: String
    /// The display name of the analysed folder.
    public var root: String
    /// Where the analysed files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(analysis: Analysis, specDescription: String, root: String, locations: FileLocations? = nil) {
        self.analysis = analysis
        self.specDescription = specDescription
        self.root = root
        self.locations = locations
    }
}
