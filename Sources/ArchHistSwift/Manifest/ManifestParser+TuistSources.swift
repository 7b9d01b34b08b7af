import ArchHistCore

/// Which files a Tuist target compiles: `sources:` (a `SourceFilesList` of globs) and
/// `buildableFolders:` (Xcode 16 folders), as `SourceRule`s relative to the manifest's
/// folder, where Tuist resolves them too.
extension ManifestParser {
    /// `"Sources/**"`, `["A/**", .glob("B/**", excluding: […])]`, `.paths([…])`,
    /// `SourceFilesList(globs: […])`, `nil`, and constants and `+` of them.
    mutating func sourceList(_ span: Span) -> [SourceRule] {
        if isStringExpression(span) { return sourceGlob(span).map { [$0] } ?? [] }
        return list(span, what: "sources") { parser, span in
            parser.sourceGlob(span)
        } operand: { parser, span in
            parser.sourceListOperand(span)
        }
    }

    /// The operands that are no array literal nor constant: one glob, `nil`, `.paths([…])`.
    mutating func sourceListOperand(_ span: Span) -> [SourceRule]? {
        if span.end - span.start == 1, t[span.start].is(.nil) { return [] }
        // A constant holding one glob: `let sources: SourceFilesList = "Sources/**"`.
        if isStringExpression(span) { return sourceGlob(span).map { [$0] } ?? [] }
        guard let callee = callee(span), let last = callee.names.last else { return nil }
        let arguments = arguments(ofCallAt: callee.open)
        switch text(last) {
        case "paths" where arguments.count == 1:
            return list(arguments[0].value, what: "sources") { parser, span in parser.sourceGlob(span) }
        case "sourceFilesList", "SourceFilesList":
            guard let globs = arguments.first(where: { $0.label == "globs" }) else { return nil }
            return sourceList(globs.value)
        default:
            return nil
        }
    }

    /// One `SourceFileGlob`: a glob string, `.glob(pattern, excluding: …)`, a path, or a
    /// constant holding one. A file Tuist generates (`.generated(path)`) is one file.
    mutating func sourceGlob(_ span: Span) -> SourceRule? {
        guard spend(at: span.start) else { return nil }
        if let callee = callee(span), let last = callee.names.last {
            let arguments = arguments(ofCallAt: callee.open)
            switch text(last) {
            case "glob", "SourceFileGlob":
                guard let pattern = arguments.first, pattern.label == nil || pattern.label == "pattern" else { break }
                guard let glob = tuistPath(pattern.value, what: "source glob") else { return nil }
                let excluding = arguments.first { $0.label == "excluding" }
                return .glob(glob, except: excluding.map { excludedGlobs($0.value) } ?? [])
            case "generated":
                guard let path = arguments.first, path.label == nil else { break }
                return tuistPath(path.value, what: "generated source").map { .file($0) }
            default:
                break
            }
        }
        if let name = reference(span) {
            return constant(name, at: span.start, what: "source glob") { parser, span in parser.sourceGlob(span) }
        }
        return tuistPath(span, what: "source glob").map { .glob($0, except: []) }
    }

    /// `excluding:` a glob, a list of globs, or `nil`.
    mutating func excludedGlobs(_ span: Span) -> [String] {
        if isStringExpression(span) { return tuistPath(span, what: "excluded glob").map { [$0] } ?? [] }
        return list(span, what: "excluded glob") { parser, span in
            parser.tuistPath(span, what: "excluded glob")
        } operand: { parser, span in
            if span.end - span.start == 1, parser.t[span.start].is(.nil) { return [] }
            guard parser.callee(span) != nil || parser.isStringExpression(span) else { return nil }
            return parser.tuistPath(span, what: "excluded glob").map { [$0] } ?? []
        }
    }

    // MARK: - Buildable folders

    /// `["App/Sources", .folder("App/Other", exceptions: [.exception(excluded: […])])]`.
    mutating func buildableFolders(_ span: Span) -> [SourceRule] {
        list(span, what: "buildable folder") { parser, span in parser.buildableFolder(span) }
    }

    mutating func buildableFolder(_ span: Span) -> SourceRule? {
        guard let callee = callee(span), let last = callee.names.last, isName(last, "folder") else {
            return tuistPath(span, what: "buildable folder").map { .folder($0, except: []) }
        }
        let arguments = arguments(ofCallAt: callee.open)
        guard let first = arguments.first, first.label == nil,
            let folder = tuistPath(first.value, what: "buildable folder")
        else { return nil }
        // Exceptions name files from the manifest's folder; `SourceRule.folder` from its own.
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let excluded = arguments.first { $0.label == "exceptions" }.map { folderExceptions($0.value) } ?? []
        return .folder(folder, except: excluded.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 })
    }

    /// `[.exception(excluded: […])]` or `.exceptions([…])`: the excluded files.
    mutating func folderExceptions(_ span: Span) -> [String] {
        var items = span
        if let callee = callee(span), let last = callee.names.last, isName(last, "exceptions"),
            let first = arguments(ofCallAt: callee.open).first
        {
            items = first.value
        }
        let lists = list(items, what: "folder exception") { parser, span -> [String]? in
            guard let callee = parser.callee(span), let last = callee.names.last, parser.isName(last, "exception")
            else {
                parser.warnings.add(line: parser.line(span.start), "cannot read a folder exception: skipped")
                return nil
            }
            let excluded = parser.arguments(ofCallAt: callee.open).first { $0.label == "excluded" }
            return excluded.map { parser.excludedGlobs($0.value) } ?? []
        }
        return lists.flatMap { $0 }
    }

    // MARK: - Paths

    /// A path relative to the manifest's folder: a string, `.relativeToManifest("…")`,
    /// `.relativeToCurrentFile("…")` or `Path("…")`. `.relativeToRoot("…")` starts at the
    /// folder holding `Tuist/`, which only Tuist finds: a warning.
    mutating func tuistPath(_ span: Span, what: String) -> String? {
        if let callee = callee(span), let last = callee.names.last {
            let arguments = arguments(ofCallAt: callee.open)
            switch text(last) {
            case "relativeToManifest", "relativeToCurrentFile", "Path":
                let path = arguments.count == 1 ? arguments[0].value : Span(start: callee.open, end: callee.open)
                return constantString(path, what: what).map(Self.normalizedPath)
            case "relativeToRoot":
                warnings.add(line: line(span.start), "cannot read \(what) (relative to the root folder): skipped")
                return nil
            default:
                warnings.add(line: line(span.start), "cannot read \(what) (`\(spelling(callee))(…)`): skipped")
                return nil
            }
        }
        return constantString(span, what: what).map(Self.normalizedPath)
    }

    /// `.relativeToRoot("…")`: a path from the folder holding `Tuist/`, which only Tuist finds.
    func isRootRelative(_ span: Span) -> Bool {
        guard let callee = callee(span), let last = callee.names.last else { return false }
        return isName(last, "relativeToRoot")
    }

    /// Without a leading `./`: Tuist reads `./Sources/**` as `Sources/**`.
    static func normalizedPath(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// Whether a span is a string (one glob, not a list of them): a literal, or a `+`
    /// with a literal among its operands, since a list is never added to a string.
    func isStringExpression(_ span: Span) -> Bool {
        operands(span).contains { operand in
            !operand.isEmpty && (t[operand.start].kind == .string || t[operand.start].kind == .stringHead)
        }
    }
}
