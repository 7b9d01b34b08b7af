import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// An entry point is where the program starts: the wiring, whatever folder keeps it.
@Suite struct InitEntryPointTests {
    @Test func anEntryPointUnderALayersFolderIsTheWiring() throws {
        var files = InitRoleTests.containerApp
        // A feature's demo app, kept with the feature's screens, builds its own object graph.
        files["Sources/App/Presentation/MoviesList/Demo/MoviesDemoApp.swift"] = """
            import SwiftUI
            @main struct MoviesDemoApp: App {
                let repository = DefaultMoviesRepository(transfer: DefaultDataTransfer())
                var body: some Scene { WindowGroup { Text(String(describing: SearchMovies(movies: repository))) } }
            }
            """
        let fitted = try FittedTree(files, preset: "clean")
        #expect(fitted.layer("Sources/App/Presentation/MoviesList/Demo/MoviesDemoApp.swift") == "Composition")
        #expect(!fitted.violations.contains { $0.contains("MoviesDemoApp") }, "\(fitted.violations)")
    }

    @Test func anAppDelegateMadeOneByAnExtensionBesideItIsTheWiring() throws {
        var files = InitRoleTests.containerApp
        // A SwiftUI app's delegate (`@UIApplicationDelegateAdaptor`) conforms in an extension.
        files["Sources/App/Launch/AppDelegate.swift"] = """
            import UIKit
            final class AppDelegate: NSObject {
                let repository = DefaultMoviesRepository(transfer: DefaultDataTransfer())
            }
            extension AppDelegate: UIApplicationDelegate {
                func application(_ application: UIApplication) -> Bool { true }
            }
            """
        let fitted = try FittedTree(files, preset: "clean")
        #expect(fitted.layer("Sources/App/Launch/AppDelegate.swift") == "Composition")
        #expect(!fitted.violations.contains { $0.contains("AppDelegate") }, "\(fitted.violations)")
    }
}
