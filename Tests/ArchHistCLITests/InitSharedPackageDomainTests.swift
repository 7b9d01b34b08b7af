import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A large shared package is cut into folders to read it, but a folder of it that one
/// feature's module happens to use is not that feature's: a domain's border through a
/// module, whose files see each other's internals, would make each reference across it a
/// cross-domain finding. `Utility` names what the package is, not a feature.
@Suite struct InitSharedPackageDomainTests {
    static func app() -> [String: String] {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Utility"),
                .target(name: "CitySelectionFeature", dependencies: ["Utility"]),
                .target(name: "CartFeature", dependencies: ["Utility"]),
                .executableTarget(name: "ShopApp", dependencies: ["CitySelectionFeature", "CartFeature"]),
            ])
            """,
            "Sources/ShopApp/ShopApp.swift": """
            import CartFeature
            import CitySelectionFeature
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { CitySelectionView(); CartView() } }
            }
            """,
            // Used by the city selection feature alone, and using the package's own views.
            "Sources/Utility/States/RequestLocationState.swift": """
            public enum RequestLocationState { case idle, loading(Spinner0View) }
            """,
            "Sources/Utility/Views/Spinner0View.swift": """
            import SwiftUI
            public struct Spinner0View: View {
                let state: RequestLocationState? = nil
                public var body: some View { Text("") }
            }
            """,
        ]
        for number in 1...40 {
            files["Sources/Utility/Views/Badge\(number)View.swift"] = """
                import SwiftUI
                public struct Badge\(number)View: View { public var body: some View { Text("") } }
                """
        }
        for feature in ["CitySelection", "Cart"] {
            files["Sources/\(feature)Feature/\(feature)View.swift"] = """
                import SwiftUI
                import Utility
                public struct \(feature)View: View {
                    @State var model = \(feature)ViewModel()
                    public var body: some View { Badge1View() }
                }
                """
            files["Sources/\(feature)Feature/\(feature)ViewModel.swift"] = """
                import Observation
                import Utility
                @Observable final class \(feature)ViewModel {
                    var state: \(feature == "CitySelection" ? "RequestLocationState?" : "Int") = nil
                }
                """
        }
        return files
    }

    @Test func aFolderOfASharedPackageIsNoFeaturesDomain() throws {
        let fitted = try FittedTree(Self.app())
        let domainOf = { (path: String) in fitted.file(path)?["domain"]?.text }
        #expect(domainOf("Sources/CitySelectionFeature/CitySelectionView.swift") == "CitySelection")
        #expect(domainOf("Sources/Utility/States/RequestLocationState.swift") == nil)
        let names = (fitted.spec["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(!names.contains("Utility"))
        #expect(!fitted.violations.contains { $0.hasPrefix("cross-domain") || $0.contains("cycles") })
    }
}
