import ArchHistCore
import ArchHistSupport
import Testing

/// A `{name}` domain pattern names a domain after a folder: a file beside the
/// domain folders (`Scene/HomeViewController.swift`) is in no domain, not in a
/// domain named after itself.
@Suite struct DomainCaptureTests {
    @Test func aDomainIsAFolderNeverAFileName() throws {
        let spec = """
            {"layers": [{"name": "UI", "paths": ["Scene/**"]}],
             "domains": [{"paths": ["Scene/{name}/**"]}]}
            """
        let files = [
            "Scene/Home/HomeView.swift": "struct HomeView {}\n",
            "Scene/Profile/ProfileView.swift": "struct ProfileView {}\n",
            "Scene/HomeViewController.swift": "final class HomeViewController {}\n",
        ]
        let decoded = try SpecDecoder.decode(Array(spec.utf8), file: "archhist.json")
        let scanned = try TreeScanner(extractor: ExampleTree.extractor, workers: 1).scan(ExampleTree(files: files))
        let analysis = Analyzer(spec: decoded, today: Day(year: 2026, month: 1, day: 1))
            .analyze(files: scanned.files, manifests: scanned.manifests)
        let domains = Dictionary(uniqueKeysWithValues: analysis.files.map { ($0.path, $0.domain) })
        #expect(domains["Scene/Home/HomeView.swift"] == "Home")
        #expect(domains["Scene/Profile/ProfileView.swift"] == "Profile")
        #expect(domains["Scene/HomeViewController.swift"] == .some(nil))
        #expect(analysis.domains == ["Home", "Profile"])
    }
}
