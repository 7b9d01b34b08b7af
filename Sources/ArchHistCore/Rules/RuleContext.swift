/// What every rule may read: the graph and the spec's layers and domains. Public only
/// because `RuleKind.check` names it; what it holds stays inside the core.
public struct RuleContext: Sendable {
    let graph: ArchitectureGraph
    let spec: ArchitectureSpec

    var files: [AnalyzedFile] { graph.files }

    /// Non-test files, with their index.
    var productionFiles: some Sequence<(offset: Int, element: AnalyzedFile)> {
        graph.files.enumerated().lazy.filter { !$0.element.isTest }
    }

    /// A violation whose message says what was found and what to do; the spec's own
    /// message, when it has one, replaces the built-in advice.
    func violation(
        _ spec: RuleSpec, file: String, line: Int?, target: String, finding: String, advice: String,
        fingerprint: String? = nil
    ) -> Violation {
        violation(
            spec, file: file, line: line, target: target, finding: finding,
            sentence: RuleContext.sentence(spec.message ?? advice), fingerprint: fingerprint)
    }

    /// A violation whose advice is a finished sentence (from an `AdviceBook`).
    func violation(
        _ spec: RuleSpec, file: String, line: Int?, target: String, finding: String, sentence: String,
        fingerprint: String? = nil
    ) -> Violation {
        Violation(
            rule: spec.id, severity: spec.severity, file: file, line: line, target: target,
            message: finding, advice: sentence, fingerprint: fingerprint)
    }

    /// Advice starts a sentence of its own.
    static func sentence(_ text: String) -> String {
        // Advice is written in ASCII and starts lower case: that case is done on
        // bytes; anything else goes through Unicode case mapping.
        if let first = text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            var bytes = Array(text.utf8)
            bytes[0] -= 32
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
