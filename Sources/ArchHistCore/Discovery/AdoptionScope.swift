import ArchHistSupport

/// What of a tree a spec `init` writes judges: the app's production files, without a
/// server built beside it, mocks and fixtures, developer tools, files no target
/// compiles and generated code; and the test and exclude globs that say so.
struct AdoptionScope {
    let server: ServerProduct
    let notTheApp: NotTheApp
    /// Production file indices the spec judges.
    let production: [Int]
    let tests: [String]
    let generated: [String]
    let exclude: [String]

    /// `generatedFiles`: the paths whose header says a tool wrote them (see GeneratedCode).
    init(_ analysis: Analysis, index: UnitIndex, generatedFiles: Set<String> = []) {
        let files = analysis.files
        notTheApp = NotTheApp(analysis, claimed: SpecFitter.generatedGlobs + PreviewApps.patterns)
        server = ServerProduct(analysis, developerTools: Set(notTheApp.developerTools.map(\.name)))
        let serverModules = Set(server.modules)
        let allPaths = files.map(\.path)
        let generatedGlobs = SpecFitter.generatedGlobs.filter { pattern in
            allPaths.contains { Glob(pattern).matches($0) }
        }
        // What the spec excludes is in no unit: a playground's pages would otherwise become layers of their own.
        let leftOut = (notTheApp.testSupport + notTheApp.developerToolGlobs + notTheApp.notCompiled + generatedGlobs)
            .map(Glob.init)
        production = index.production.filter { file in
            !serverModules.contains(files[file].module) && !leftOut.contains { $0.matches(files[file].path) }
                && !generatedFiles.contains(files[file].path)
        }
        tests =
            SpecFitter.testGlobs.filter { pattern in allPaths.contains { Glob(pattern).matches($0) } }
            + notTheApp.testSupport
        // A generated file the globs already leave out is not listed again.
        let listed = generatedFiles.filter { path in !generatedGlobs.contains { Glob($0).matches(path) } }
        generated = generatedGlobs + listed.filter { !$0.contains(where: Glob.specialCharacters.contains) }.sorted()
        // A server's executable is also a developer tool: its folder is written once.
        var written: Set<String> = []
        exclude =
            (generated + SpecFitter.serverGlobs(server, analysis: analysis) + notTheApp.developerToolGlobs
            + notTheApp.notCompiled).filter { written.insert($0).inserted }
    }

    /// The server's modules, which no domain of the app holds.
    var serverModules: Set<String> { Set(server.modules) }

    /// What the spec's description says of the scope.
    var reason: String {
        "Tests: \(tests.isEmpty ? "the test targets" : tests.joined(separator: ", ")); "
            + "generated code and playgrounds excluded: "
            + "\(generated.isEmpty ? "none" : shown(generated)). "
            + SpecFitter.serverReason(server) + notTheApp.reason
    }

    /// The first six, and how many more.
    private func shown(_ paths: [String]) -> String {
        paths.prefix(6).joined(separator: ", ") + (paths.count > 6 ? " and \(paths.count - 6) more" : "")
    }
}
