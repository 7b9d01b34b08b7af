import Testing

@testable import ArchHistXcode

@Suite("XcodeProject paths")
struct XcodeProjectPathTests {
    @Test(arguments: [
        ("", "App.swift", "App.swift"), ("App", "Views/Row.swift", "App/Views/Row.swift"),
        ("App", "./Row.swift", "App/Row.swift"), ("App", "../Shared/Model.swift", "Shared/Model.swift"),
        ("App", "../../Shared", "../Shared"), ("../..", "Vendor", "../../Vendor"), ("../..", "../x", "../../../x"),
        ("App", "a//b/", "App/a/b"), ("App", "...", "App/..."), ("App", ".hidden/x", "App/.hidden/x"),
        ("App", "", "App"), ("", "..", ".."),
    ])
    func joinFoldsDotsAndKeepsLeadingDotDot(base: String, path: String, expected: String) {
        #expect(ProjectPath.join(base, path) == expected)
    }

    @Test(arguments: [
        ("https://github.com/apple/swift-log.git", "swift-log"), ("https://github.com/realm/SwiftLint/", "SwiftLint"),
        ("git@github.com:org/Kit.git", "Kit"), ("git@host:Kit.git", "Kit"), ("../Packages/Core", "Core"),
        ("Packages/Core/", "Core"),
    ])
    func packageNameIsTheLastComponentWithoutGit(location: String, name: String) {
        #expect(ProjectPath.packageName(location) == name)
    }

    @Test func anEmptyPackageLocationHasNoName() {
        #expect(ProjectPath.packageName("") == nil)
        #expect(ProjectPath.packageName("/") == nil)
    }
}
