import ArchHistCore

/// One file and the analysis it was judged in.
public struct ExplainReport: Sendable {
    public var file: AnalyzedFile
    public var analysis: Analysis
    /// Where the files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(file: AnalyzedFile, analysis: Analysis, locations: FileLocations? = nil) {
        self.file = file
        self.analysis = analysis
        self.locations = locations
    }

    /// What the text and the JSON say about the file, worked out once from the
    /// analysis so that each format only renders it.
    var explanation: FileExplanation { FileExplanation(file: file, analysis: analysis) }
}
