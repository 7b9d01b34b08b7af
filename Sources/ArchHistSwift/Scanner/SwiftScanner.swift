import ArchHistCore

/// Extracts `FileFacts` from the bytes of one Swift file, without parsing it fully and
/// without swift-syntax: a byte-level lexer, then one pass over the tokens.
///
/// Never traps and always terminates on any input (binary files, truncated files,
/// invalid UTF-8): facts are extracted as far as they go, with warnings. A file that is
/// binary as git judges it (a NUL byte among its first 8,000) yields no facts at all:
/// an encrypted or generated blob named `.swift` would otherwise declare random names.
public enum SwiftScanner {
    /// How far git looks for a NUL byte before it calls a file binary.
    static let binaryProbeLength = 8000

    public static let binaryWarning =
        "binary content (a NUL byte, as in a git-crypt encrypted file): not Swift text, so no facts were taken"

    public static func scan(_ bytes: UnsafeRawBufferPointer) -> FileFacts {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return FileFacts() }
        let p = base.assumingMemoryBound(to: UInt8.self)
        let n = bytes.count
        if SourceText.containsNUL(p, min(n, binaryProbeLength)) {
            return FileFacts(
                lineCount: SourceText.lineCount(p, n), warnings: [ScanWarning(line: 1, message: binaryWarning)])
        }
        var warnings: [ScanWarning] = []
        if let bad = SourceText.firstInvalidUTF8(p, n) {
            warnings.append(ScanWarning(line: SourceText.countNewlines(p, bad) + 1, message: "invalid UTF-8"))
        }
        let lexed = Lexer.tokenize(p, count: n)
        warnings += lexed.warnings
        var facts = withExtendedLifetime(lexed) {
            var scanner = FactScanner(p, n, lexed.buffer)
            scanner.run()
            return scanner.facts(lineCount: lexed.lineCount)
        }
        warnings += facts.warnings
        if warnings.count > 1 {
            facts.warnings = warnings.enumerated()
                .sorted {
                    $0.element.line != $1.element.line ? $0.element.line < $1.element.line : $0.offset < $1.offset
                }
                .map(\.element)
        } else {
            facts.warnings = warnings
        }
        return facts
    }

    public static func scan(_ bytes: [UInt8]) -> FileFacts {
        bytes.withUnsafeBytes { scan($0) }
    }
}
