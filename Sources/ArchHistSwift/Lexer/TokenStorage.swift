import ArchHistCore

/// The token buffer: grown by the lexer with plain pointer writes (no per-token
/// uniqueness or capacity bookkeeping of `Array`), owned afterwards by `LexedSource`.
final class TokenStorage {
    let base: UnsafeMutablePointer<Token>
    let count: Int

    init(base: UnsafeMutablePointer<Token>, count: Int) {
        self.base = base
        self.count = count
    }

    deinit { base.deallocate() }
}

/// The tokens of one source file and the problems met while producing them.
struct LexedSource {
    let storage: TokenStorage
    var warnings: [ScanWarning]
    /// Lines in the source, counted by the lexer on the way.
    var lineCount: Int

    /// Valid while this value (its storage) is alive: use inside `withExtendedLifetime`.
    var buffer: UnsafeMutableBufferPointer<Token> {
        UnsafeMutableBufferPointer(start: storage.base, count: storage.count)
    }

    var tokens: [Token] { withExtendedLifetime(storage) { Array(buffer) } }
}
