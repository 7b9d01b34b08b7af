import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// `init` writes a spec fitted to the app that the decoder reads back, whose layers
/// claim the app's files, and never replaces a spec unasked.
@Suite struct InitCommandTests {
    static let mvvmApp: [String: String] = [
        "MyApp/AppDelegate.swift":
            "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        "MyApp/Features/Login/LoginView.swift":
            """
        import SwiftUI
        struct LoginView: View {
            let model: LoginViewModel
            var body: some View { EmptyView() }
        }
        """,
        "MyApp/Features/Login/LoginViewModel.swift":
            "import Foundation\nfinal class LoginViewModel {\n    let repository: UserRepository? = nil\n}\n",
        "MyApp/Features/Profile/ProfileView.swift":
            """
        import SwiftUI
        struct ProfileView: View {
            let model: ProfileViewModel
            var body: some View { EmptyView() }
        }
        """,
        "MyApp/Features/Profile/ProfileViewModel.swift":
            """
        import Foundation
        final class ProfileViewModel {
            let user: User? = nil
            let repository: UserRepository?
        }
        """,
        "MyApp/Data/UserRepository.swift":
            "import Foundation\nfinal class UserRepository { func load() -> User? { nil } }\n",
        "MyApp/Models/User.swift": "struct User: Equatable { let name: String }\n",
        "MyAppTests/LoginTests.swift": "import XCTest\n@testable import MyApp\nfinal class LoginTests: XCTestCase {}\n",
    ]

    @Test func theWrittenSpecLoadsAndItsLayersClaimEveryFile() throws {
        // Two clients: init would write the structural spec (harness asks for three); named, it fits.
        let tree = try TemporaryTree(DiscoverCommandTests.tcaApp)
        let output = CLIHarness(directory: tree.path).run("init", "--preset", "harness")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        #expect(output.stderr.contains("harness fitted: its layers claim 100% of 10 non-test files"))
        let bytes = try tree.bytes("archhist.json")
        let spec = try SpecDecoder.decode(bytes, file: "archhist.json")
        #expect(spec.preset == nil)
        #expect(spec.domains.compactMap(\.name) == ["Home", "Settings"])

        let analysis = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        let json = try JSONParser.parse(analysis.stdout)
        #expect(json["summary"]?["uncoveredFiles"] == 0)
        let files = json["files"]?.array ?? []
        func layer(_ path: String) -> String? { files.first { $0["path"]?.text == path }?["layer"]?.text }
        // A module of reducers and their views is one feature (see InitFittingTests).
        #expect(layer("Sources/HomeFeature/HomeFeature.swift") == "Feature")
        #expect(layer("Sources/HomeFeature/HomeView.swift") == "Feature")
        #expect(layer("Sources/BookingClient/BookingClient.swift") == "Config")
        #expect(layer("Sources/SharedModels/Booking.swift") == "Types")
        #expect(layer("Sources/Analytics/Tracker.swift") == "Providers")
        #expect(layer("Sources/AppFeature/App.swift") == "AppWiring")
        // Every choice says why.
        let written = try JSONParser.parse(String(decoding: bytes, as: UTF8.self))
        #expect(written["description"]?.text?.contains("45") == false)
        #expect((written["layers"]?.array ?? []).allSatisfy { $0["description"]?.text?.isEmpty == false })
        #expect((written["domains"]?.array ?? []).allSatisfy { $0["description"]?.text?.isEmpty == false })
    }

    @Test func anExistingSpecIsReplacedOnlyWithForce() throws {
        var files = DiscoverCommandTests.tcaApp
        files["archhist.json"] = "{\"preset\": \"clean\"}\n"
        let tree = try TemporaryTree(files)
        let refused = CLIHarness(directory: tree.path).run("init")
        #expect(refused.exitCode == .usage)
        #expect(refused.stderr.contains("archhist.json already exists: pass --force"))
        #expect(try tree.bytes("archhist.json") == Array("{\"preset\": \"clean\"}\n".utf8))

        let forced = CLIHarness(directory: tree.path).run("init", "--force")
        #expect(forced.exitCode == .ok, "\(forced.stderr)")
        #expect(try SpecDecoder.decode(try tree.bytes("archhist.json"), file: "archhist.json").domains.count == 2)
        // Nothing is left beside it.
        #expect(try tree.fileNames() == ["Package.swift", "Sources", "Tests", "archhist.json"])
    }

    @Test func aFolderWithoutSwiftSourcesIsRefused() throws {
        let tree = try TemporaryTree(["README.md": "# nothing to fit\n", "Tests/ATests.swift": "import XCTest\n"])
        let output = CLIHarness(directory: tree.path).run("init")
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains("no Swift source outside tests under .: run init at the root of the app"))
        #expect(try tree.fileNames() == ["README.md", "Tests"])
    }

    @Test func outputDashPrintsTheSpecAndWritesNothing() throws {
        let tree = try TemporaryTree(Self.mvvmApp)
        let output = CLIHarness(directory: tree.path).run("init", "--output", "-")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        #expect(try tree.fileNames() == ["MyApp", "MyAppTests"])
        let spec = try SpecDecoder.decode(Array(output.stdout.utf8), file: "-")
        // No reducer, no client, no module or folder of modular's shape, no domain layer of
        // its own: no preset fits with confidence, so the app's own units are its layers.
        #expect(Set(spec.layers.map(\.name)) == ["Composition root", "Data", "Login", "Models", "Profile"])
        #expect(output.stdout.contains("no preset fits this app with confidence (0 reducers and 0 dependency clients"))
        #expect(output.stderr.contains("structural spec fitted: its layers claim 100% of 7 non-test files"))
        #expect(spec.domains.compactMap(\.name) == ["Login", "Profile"])
        // A preset is still there for the asking.
        let clean = CLIHarness(directory: tree.path).run("init", "--preset", "clean", "--output", "-")
        let cleanSpec = try SpecDecoder.decode(Array(clean.stdout.utf8), file: "-")
        #expect(cleanSpec.layers.map(\.name) == ["Presentation", "Domain", "Data", "Composition"])
        #expect(clean.stdout.contains("Preset clean: chosen with --preset"))
    }

    @Test func aNamedPresetIsFittedEvenWhenAnotherWouldBeChosen() throws {
        let tree = try TemporaryTree(Self.mvvmApp)
        let output = CLIHarness(directory: tree.path).run("init", "--preset", "harness", "--output", "-")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let spec = try SpecDecoder.decode(Array(output.stdout.utf8), file: "-")
        let classifier = Classifier(spec: spec)
        let module = Module(name: "MyApp", path: "MyApp", origin: .folder)
        #expect(classifier.place(path: "MyApp/Data/UserRepository.swift", module: module).layer == "Repo")
        #expect(classifier.place(path: "MyApp/Features/Login/LoginViewModel.swift", module: module).layer == "Service")
        #expect(classifier.place(path: "MyApp/Features/Login/LoginView.swift", module: module).layer == "UI")
        #expect(classifier.place(path: "MyApp/Models/User.swift", module: module).layer == "Types")
    }
}
