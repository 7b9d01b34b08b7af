import ArchHistCore

/// Reads what a Tuist manifest (`Project.swift`, `Workspace.swift`) declares, from its
/// bytes, without executing it: Tuist compiles and runs manifests, archhist reads the
/// literal shapes they are written in and warns about the rest.
public enum TuistManifestReader {
    /// The targets of a `Project.swift` (`kind: .tuistProject`); none for a `Workspace.swift`.
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return PackageManifest(
                    kind: .tuistProject, name: nil, targets: [],
                    warnings: [ScanWarning(line: 1, message: "empty manifest")])
            }
            let lexed = Lexer.tokenize(base, count: buffer.count)
            var parser = ManifestParser(base, tokens: lexed.tokens)  // a copy: the manifest is small
            var manifest = parser.parseTuistProject()
            // Functions the manifest declares to make its targets are helpers of its own.
            var local = ManifestParser(base, tokens: lexed.tokens)
            manifest.helpers = local.parseTuistHelpers(properties: false)
            manifest.warnings = lexed.warnings + manifest.warnings
            return manifest
        }
    }
}
