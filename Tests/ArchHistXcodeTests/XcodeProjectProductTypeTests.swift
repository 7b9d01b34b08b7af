import ArchHistCore
import ArchHistTestSupport
import ArchHistXcode
import Testing

@Suite("XcodeProjectReader: product types")
struct XcodeProjectProductTypeTests {
    static let cases: [(String, ProductType)] = [
        ("application", .app), ("framework", .framework), ("framework.static", .staticFramework),
        ("library.static", .staticLibrary), ("library.dynamic", .dynamicLibrary), ("bundle", .bundle),
        ("app-extension", .appExtension), ("extensionkit-extension", .extensionKitExtension),
        ("application.watchapp", .watchApp), ("application.watchapp2", .watchApp),
        ("application.watchapp2-container", .watchApp), ("watchkit-extension", .watchExtension),
        ("watchkit2-extension", .watchExtension), ("application.on-demand-install-capable", .appClip),
        ("bundle.unit-test", .unitTest), ("bundle.ui-testing", .uiTest), ("tool", .commandLineTool),
        ("xpc-service", .xpcService), ("macro", .macro), ("kernel-extension", .other),
        ("instruments-package", .other),
    ]

    /// One project with a target per product type, named after it.
    static let manifest: PackageManifest = {
        var objects = "\t\tMAIN = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
        var targets: [String] = []
        for (index, (type, _)) in cases.enumerated() {
            objects += "\t\tT\(index) = {isa = PBXNativeTarget; buildPhases = (); name = \"\(type)\"; "
            objects += "productType = \"com.apple.product-type.\(type)\"; };\n"
            targets.append("T\(index)")
        }
        objects += "\t\tT_NONE = {isa = PBXNativeTarget; buildPhases = (); name = untyped; };\n"
        targets.append("T_NONE")
        let list = targets.joined(separator: ", ")
        objects += "\t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (\(list)); };"
        return ProjectFile.read(ProjectFile.wrap(objects))
    }()

    @Test(arguments: cases)
    func productTypeMapsToProductAndKind(type: String, product: ProductType) throws {
        let target = try #require(Self.manifest.targets.first { $0.name == type })
        #expect(target.product == product)
        #expect(target.kind == product.targetKind)
    }

    @Test func testBundlesAreTestsAndAppsExecutables() {
        let kinds = Dictionary(uniqueKeysWithValues: Self.manifest.targets.map { ($0.name, $0.kind) })
        #expect(kinds["bundle.unit-test"] == .test)
        #expect(kinds["bundle.ui-testing"] == .test)
        #expect(kinds["application"] == .executable)
        #expect(kinds["app-extension"] == .regular)
    }

    @Test func aTargetWithoutProductTypeIsOther() {
        #expect(Self.manifest.targets.last.map(ProjectFile.describe) == "untyped other/regular")
        #expect(Self.manifest.targets.count == Self.cases.count + 1)
    }
}
