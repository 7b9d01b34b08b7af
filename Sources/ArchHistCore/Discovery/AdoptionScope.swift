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

    init(_ analysis: Analysis, index: UnitIndex) {
        let files = analysis.files
        server = ServerProduct(analysis)
        let serverModules = Set(server.modules)
        notTheApp = NotTheApp(analysis, claimed: SpecFitter.generatedGlobs + SpecFitter.previewGlobs)
        let leftOut = (notTheApp.testSupport + notTheApp.developerToolGlobs + notTheApp.notCompiled).map(Glob.init)
        production = index.production.filter { file in
            !serverModules.contains(files[file].module) && !leftOut.contains { $0.matches(files[file].path) }
        }
        let allPaths = files.map(\.path)
        tests =
            SpecFitter.testGlobs.filter { pattern in allPaths.contains { Glob(pattern).matches($0) } }
            + notTheApp.testSupport
        generated = SpecFitter.generatedGlobs.filter { pattern in allPaths.contains { Glob(pattern).matches($0) } }
        exclude =
            generated + SpecFitter.serverGlobs(server, analysis: analysis) + notTheApp.developerToolGlobs
            + notTheApp.notCompiled
    }

    /// The server's modules, which no domain of the app holds.
    var serverModules: Set<String> { Set(server.modules) }

    /// What the spec's description says of the scope.
    var reason: String {
        "Tests: \(tests.isEmpty ? "the test targets" : tests.joined(separator: ", ")); "
            + "generated code and playgrounds excluded: "
            + "\(generated.isEmpty ? "none" : generated.joined(separator: ", ")). "
            + SpecFitter.serverReason(server) + notTheApp.reason
    }
}
