import ArchHistCore
import ArchHistTestSupport
import ArchHistXcode
import Testing

/// A target is imported by the module it builds, which its build settings name.
@Suite("XcodeProjectReader: module names")
struct XcodeProjectModuleNameTests {
    /// A target per case, its two configurations setting `settings` (Debug) and
    /// nothing (Release).
    static func manifest(_ cases: [(name: String, settings: String)]) -> PackageManifest {
        var objects = "\t\tMAIN = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
        var targets: [String] = []
        for (index, entry) in cases.enumerated() {
            objects += "\t\tT\(index) = {isa = PBXNativeTarget; buildConfigurationList = L\(index); buildPhases = (); "
            objects += "name = \"\(entry.name)\"; productType = \"com.apple.product-type.framework\"; };\n"
            objects += "\t\tL\(index) = {isa = XCConfigurationList; buildConfigurations = (D\(index), R\(index)); };\n"
            objects +=
                "\t\tD\(index) = {isa = XCBuildConfiguration; buildSettings = {\(entry.settings)}; "
                + "name = Debug; };\n"
            objects += "\t\tR\(index) = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };\n"
            targets.append("T\(index)")
        }
        let list = targets.joined(separator: ", ")
        objects += "\t\tPROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (\(list)); };"
        return ProjectFile.read(ProjectFile.wrap(objects))
    }

    @Test func theModuleIsTheProductModuleNameElseTheProductNameElseTheTargetName() {
        let manifest = Self.manifest([
            ("Shared-iOS", "PRODUCT_NAME = Shared; "),
            ("Shared-watchOS", "PRODUCT_MODULE_NAME = Shared; PRODUCT_NAME = \"Shared Watch\"; "),
            ("App", "PRODUCT_NAME = \"$(TARGET_NAME)\"; "),
            ("Widget-Extension", ""),
            ("Kit", "PRODUCT_NAME = \"$(TARGET_NAME)Core\"; "),
            ("Tool", "PRODUCT_NAME = \"$(PROJECT_NAME)\"; "),
            ("9Lives", ""),
        ])
        #expect(manifest.warnings.isEmpty)
        #expect(
            manifest.targets.map { $0.moduleName ?? $0.name } == [
                "Shared", "Shared", "App", "Widget_Extension", "KitCore", "Tool", "_9Lives",
            ])
        // A target importers know by its own name has no module name of its own.
        #expect(
            manifest.targets.map(\.moduleName) == [
                "Shared", "Shared", nil, "Widget_Extension", "KitCore", nil, "_9Lives",
            ])
    }
}
