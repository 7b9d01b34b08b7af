import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Two units named for one noun, spelled with different case (`ProfileFeature/`,
/// `profileViews/`), are one domain: a spec with `Profile` and `profile` would draw a
/// boundary no reader can see.
@Suite struct DiscoverCaseAlikeTests {
    static let app: [String: String] = [
        "ProfileFeature/ProfileView.swift": """
        import SwiftUI
        struct ProfileView: View {
            let model: ProfileViewModel
            var body: some View { Text(model.name) }
        }
        """,
        "ProfileFeature/ProfileViewModel.swift": """
        final class ProfileViewModel {
            var name = ""
            func load() { name = "me" }
        }
        """,
        "profileViews/AvatarView.swift": """
        import SwiftUI
        struct AvatarView: View {
            let model: AvatarViewModel
            var body: some View { Text(model.initials) }
        }
        """,
        "profileViews/AvatarViewModel.swift": """
        final class AvatarViewModel {
            var initials = ""
            func load() { initials = "M" }
        }
        """,
        "SearchFeature/SearchView.swift": """
        import SwiftUI
        struct SearchView: View {
            let model: SearchViewModel
            var body: some View { Text(model.query) }
        }
        """,
        "SearchFeature/SearchViewModel.swift": """
        final class SearchViewModel {
            var query = ""
            func search() { query = "" }
        }
        """,
    ]

    @Test func domainsAlikeButForCaseAreOneDomain() throws {
        let tree = try TemporaryTree(Self.app)
        let output = CLIHarness(directory: tree.path).run("discover", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let map = try JSONParser.parse(output.stdout)
        let domains = (map["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(domains.contains("Search"), "\(domains)")
        #expect(domains.filter { $0.lowercased() == "profile" } == ["Profile"], "\(domains)")
        #expect(Set(domains.map { $0.lowercased() }).count == domains.count, "\(domains)")
        // Both units are in it.
        let profile = (map["domains"]?.array ?? []).first { $0["name"] == "Profile" }
        let units = (profile?["units"]?.array ?? []).compactMap(\.text).joined(separator: "; ")
        #expect(units.contains("ProfileFeature") && units.contains("profileViews"), "\(units)")
    }

    @Test func theSpecInitWritesNamesEachDomainAndLayerOnce() throws {
        let fitted = try FittedTree(Self.app)
        for list in ["domains", "layers"] {
            let names = (fitted.spec[list]?.array ?? []).compactMap { $0["name"]?.text }
            #expect(Set(names.map { $0.lowercased() }).count == names.count, "\(list): \(names)")
        }
        let domains = (fitted.spec["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(domains.contains("Profile") && !domains.contains("profile"), "\(domains)")
    }
}
