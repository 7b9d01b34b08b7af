import ArchHistSupport

/// Code a repository holds that ships in no build of the app, so `init` keeps it out
/// of the layers: judged as production code, every mock, fixture or template that
/// reaches across layers (as test code must) reads as a violation.
struct NotTheApp {
    /// Test support compiled beside the app: hand-written or generated mocks, fakes and
    /// stubs, fixtures, and the preview content Xcode's templates set apart.
    static let testSupportGlobs = [
        "**/Mocks/**", "**/Mock/**", "**/Fakes/**", "**/Stubs/**", "**/Fixtures/**", "**/TestSupport/**",
        "**/TestHelpers/**", "**/Preview Content/**", "**/PreviewContent/**", "**/*Mock.swift", "**/*Mocks.swift",
        "**/*Fake.swift", "**/*Fakes.swift", "**/*Stub.swift", "**/*Stubs.swift", "**/*Spy.swift",
        "**/*+Mock.swift", "**/*+Preview.swift", "**/*+Previews.swift", "**/*PreviewData.swift",
        "**/*Mocked.swift",
    ]

    /// Globs of test support that match some production file of the analysis, and the
    /// folders of the modules only tests use.
    let testSupport: [String]
    /// Declared modules only tests use (see TestSupportModules).
    let testSupportModules: [Module]
    /// Executable targets of a Swift package in a repository whose app Xcode builds:
    /// developer tools (a generator, a linter run) that the app does not link.
    let developerTools: [Module]
    /// Globs (a folder, or a file) for files that no target compiles: Xcode's file
    /// templates, scripts, files left out of every target, and the build's own description.
    let notCompiled: [String]

    /// `claimed`: globs the spec already gives a place (generated code, preview apps).
    init(_ analysis: Analysis, claimed: [String]) {
        let files = analysis.files
        let production = files.filter { !$0.isTest }
        testSupportModules = TestSupportModules.find(analysis)
        let moduleGlobs = testSupportModules.filter { !$0.path.isEmpty }.map { $0.path + "/**" }
        testSupport =
            Self.testSupportGlobs.filter { pattern in
                let glob = Glob(pattern)
                return production.contains { glob.matches($0.path) }
            } + moduleGlobs.filter { !Self.testSupportGlobs.contains($0) }.sorted()
        developerTools = Self.developerTools(analysis)
        // A folder holding nothing compiled is left out whole; otherwise the files one by one.
        let outside = Set(analysis.graph.notCompiled)
        let isOutside = { (file: AnalyzedFile) in outside.contains(file.module) || Self.isNeverCompiledIntoTheApp(file)
        }
        let compiledFolders = Set(production.filter { !isOutside($0) }.flatMap { Self.folders(of: $0.path) })
        var globs: Set<String> = []
        let already = claimed.map(Glob.init)
        for file in production where isOutside(file) && !already.contains(where: { $0.matches(file.path) }) {
            let free = Self.folders(of: file.path).reversed().last { !compiledFolders.contains($0) }
            globs.insert(free.map { $0 + "/**" } ?? file.path)
        }
        notCompiled = globs.sorted()
    }

    /// Executable targets of a Swift package in a repository whose app Xcode builds.
    static func developerTools(_ analysis: Analysis) -> [Module] {
        guard analysis.modules.contains(where: { $0.product == .app }) else { return [] }
        return analysis.modules.filter {
            if case .target(.executable, let manifest, _) = $0.origin { return manifest.hasSuffix("Package.swift") }
            return false
        }
    }

    /// Whatever target a guess gives it, a file of an Xcode file template (a folder
    /// `*.xctemplate`, its placeholders such as `___FILEBASENAME___` in place of names) is
    /// the text Xcode copies into a new file, and a file importing Tuist's
    /// `ProjectDescription`, or kept in a `ProjectDescriptionHelpers` folder, describes the
    /// build (a plugin, a helper, a manifest): neither is compiled into the app.
    static func isNeverCompiledIntoTheApp(_ file: AnalyzedFile) -> Bool {
        file.path.split(separator: "/").dropLast().contains { $0.hasSuffix(".xctemplate") || $0 == helpersFolder }
            || file.facts.imports.contains { buildDescriptionModules.contains($0.module) }
    }

    /// The folder of Tuist's helpers, in the `Tuist/` folder or in a plugin.
    static let helpersFolder = "ProjectDescriptionHelpers"
    /// The modules only a build's description imports.
    static let buildDescriptionModules: Set<String> = ["ProjectDescription", "ProjectDescriptionHelpers"]

    /// Every folder above a path, the shallowest first: `A`, `A/B` for `A/B/c.swift`.
    private static func folders(of path: String) -> [String] {
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }

    /// The globs that leave the developer tools out: each target's folder.
    var developerToolGlobs: [String] {
        developerTools.filter { !$0.path.isEmpty }.map { $0.path + "/**" }.sorted()
    }

    /// What the spec's description says of it; empty when there is nothing.
    var reason: String {
        var parts: [String] = []
        if !testSupport.isEmpty {
            let modules = testSupportModules.map(\.name)
            let named =
                modules.isEmpty
                ? ""
                : "; \(modules.prefix(4).joined(separator: ", "))\(modules.count > 4 ? " and more" : ""): "
                    + "libraries only tests link or import"
            parts.append(
                "test support compiled beside the app (mocks, fakes, fixtures, preview content\(named): "
                    + "\(testSupport.prefix(6).joined(separator: ", "))"
                    + "\(testSupport.count > 6 ? " and \(testSupport.count - 6) more" : "")) is test code")
        }
        if !developerToolGlobs.isEmpty {
            parts.append(
                "developer tools the app does not link (executable targets "
                    + "\(developerTools.map(\.name).sorted().joined(separator: ", "))) are excluded")
        }
        if !notCompiled.isEmpty {
            let shown = notCompiled.prefix(4).joined(separator: ", ")
            let more = notCompiled.count > 4 ? " and \(notCompiled.count - 4) more" : ""
            parts.append("files no target compiles (templates, scripts: \(shown)\(more)) are excluded")
        }
        return parts.isEmpty
            ? ""
            : parts.joined(separator: "; ").prefix(1).uppercased()
                + parts.joined(separator: "; ").dropFirst() + ". "
    }
}
