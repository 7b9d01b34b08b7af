import ArchHistCore

/// Where the files a report names are on disk, for a format that another tool opens
/// them from: Xcode links a diagnostic to its file only by an absolute path.
public struct FileLocations: Sendable, Equatable {
    /// The absolute folder the report's paths are relative to.
    public var root: String
    /// The absolute path of the spec file, named by findings about a folder (a domain
    /// missing a layer); nil when the spec is a preset.
    public var specFile: String?

    public init(root: String, specFile: String?) {
        self.root = root
        self.specFile = specFile
    }
}

/// `--format xcode`: one diagnostic per finding, as the compiler and SwiftLint print
/// them, `path:line:column: error|warning: message [rule-id]`, so that a Run Script
/// build phase puts archhist's findings in Xcode's issue navigator and in the editor.
///
/// Xcode reads three kinds: `error`, `warning` and `note`. A `note` is shown only under
/// the diagnostic before it, so an `info` finding, which stands alone, is a warning
/// whose message starts with `info:`.
struct XcodeDiagnostics {
    let locations: FileLocations?

    func lines(_ violations: [Violation]) -> [String] {
        violations.map(line)
    }

    /// The lines as output: one per finding, or nothing at all (Xcode shows no line
    /// it cannot read as a diagnostic, and a build log needs no "no findings").
    func text(_ violations: [Violation]) -> String {
        let lines = lines(violations)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    func line(_ violation: Violation) -> String {
        var message = violation.message
        if violation.line == nil, !XcodeDiagnostics.isFile(violation.file), locations?.specFile != nil {
            message += " (folder \(violation.file.isEmpty ? "." : violation.file))"
        }
        switch violation.severity {
        case .error: return line(place(violation), kind: "error", message: message, tag: violation.rule)
        case .warning: return line(place(violation), kind: "warning", message: message, tag: violation.rule)
        case .info: return line(place(violation), kind: "warning", message: "info: " + message, tag: violation.rule)
        }
    }

    /// A diagnostic at a violation's place, said otherwise than the violation says it.
    func line(_ violation: Violation, kind: String, message: String, tag: String) -> String {
        line(place(violation), kind: kind, message: message, tag: tag)
    }

    /// One diagnostic: `path:line:1: kind: message [tag]`. archhist knows lines, not
    /// columns, so every diagnostic is on column 1. Names and messages are made
    /// printable, so that none can start a line of its own.
    func line(_ place: (path: String, line: Int), kind: String, message: String, tag: String) -> String {
        "\(TextLayout.visible(place.path)):\(place.line):1: \(kind): \(TextLayout.visible(message)) "
            + "[\(TextLayout.visible(tag))]"
    }

    /// The file and line a finding is shown at. A finding without a line is shown on
    /// its file's first line; one about a folder (a domain missing a layer) on the
    /// spec's first line, where the rule is written, and it names the folder.
    private func place(_ violation: Violation) -> (path: String, line: Int) {
        if let line = violation.line { return (absolute(violation.file), max(line, 1)) }
        if XcodeDiagnostics.isFile(violation.file) { return (absolute(violation.file), 1) }
        return (locations?.specFile ?? absolute(violation.file), 1)
    }

    /// A path of the report as Xcode needs it, absolute when the root is known.
    func absolute(_ path: String) -> String {
        guard let root = locations?.root, !path.hasPrefix("/") else { return path.isEmpty ? "." : path }
        if path.isEmpty { return root }
        return (root.hasSuffix("/") ? root : root + "/") + path
    }

    /// A path whose last component has an extension names a file; a folder's does not.
    static func isFile(_ path: String) -> Bool {
        guard let last = path.split(separator: "/").last else { return false }
        return last.dropFirst().contains(".")
    }
}
