import ArchHistCore

/// What `explain` says about one file: where it sits and why, what it uses, what
/// uses it and what it breaks. Worked out from the analysis here, so that the
/// formats render the same decisions and make none.
struct FileExplanation {
    /// The file as analysed: its path, lines, imports and declarations.
    let file: AnalyzedFile
    /// The module the file belongs to; nil when the analysis has no such module.
    let module: Module?
    /// How that module came to be: `library target Foo declared in Package.swift:12`.
    let moduleOrigin: String
    /// The manifest that declares the module's target and the line; nil for a guessed module.
    let manifest: (path: String, line: Int)?
    /// The other modules that compile the file, each with its origin; nearly every file has none.
    let otherModules: [(name: String, origin: String)]
    /// Why the file is in its layer and domain, or in none.
    let placement: PlacementExplanation
    let uses: FileUses
    /// The file's open violations, in line order.
    let violations: [Violation]
    /// The file's violations that exceptions waive, in line order.
    let waived: [Violation]

    init(file: AnalyzedFile, analysis: Analysis) {
        func lookUp(_ name: String) -> Module? { analysis.modules.first { $0.name == name } }
        let module = lookUp(file.module)
        self.file = file
        self.module = module
        moduleOrigin = ModuleOriginText.describe(module, named: file.module)
        if case .target(_, let path, let line) = module?.origin {
            manifest = (path, line)
        } else {
            manifest = nil
        }
        otherModules = file.otherModules.map { name in
            (name, ModuleOriginText.describe(lookUp(name), named: name))
        }
        placement = PlacementExplanation(file: file, module: module, spec: analysis.spec)
        uses = FileUses(file: file, analysis: analysis)

        func byLine(_ a: Violation, _ b: Violation) -> Bool { (a.line ?? 0) < (b.line ?? 0) }
        violations = analysis.violations.filter { $0.file == file.path }.sorted(by: byLine)
        waived = analysis.waived.filter { $0.file == file.path }.sorted(by: byLine)
    }
}
