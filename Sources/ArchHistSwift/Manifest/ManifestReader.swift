import ArchHistCore

/// Reads what a `Package.swift` declares, from its bytes, without executing it.
public enum ManifestReader {
    /// Reads a Package.swift without executing it.
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return PackageManifest(
                    name: nil, targets: [], warnings: [ScanWarning(line: 1, message: "empty manifest")])
            }
            let lexed = Lexer.tokenize(base, count: buffer.count)
            var parser = ManifestParser(base, tokens: lexed.tokens)  // a copy: the manifest is small
            var manifest = parser.parsePackage()
            manifest.warnings = lexed.warnings + manifest.warnings
            return manifest
        }
    }
}
