import ArchHistCore

/// Reads the functions of a `Tuist/ProjectDescriptionHelpers/*.swift` file that make
/// targets (`kind: .tuistHelpers`). A helper is any Swift: what cannot be read in it is
/// no warning, since only the targets it makes matter, and those a project's note covers.
public enum TuistHelperReader {
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return PackageManifest(kind: .tuistHelpers, name: nil, targets: [])
            }
            let lexed = Lexer.tokenize(base, count: buffer.count)
            var parser = ManifestParser(base, tokens: lexed.tokens)
            let helpers = parser.parseTuistHelpers()
            return PackageManifest(
                kind: .tuistHelpers, name: nil, targets: [], helpers: helpers,
                caseRawValues: parser.stringEnumRawValues())
        }
    }
}
