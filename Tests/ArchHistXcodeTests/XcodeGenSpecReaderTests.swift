import ArchHistCore
import ArchHistXcode
import Testing

/// An XcodeGen spec read as the project it generates.
@Suite struct XcodeGenSpecReaderTests {
    @Test func targetsTheirSourcesProductsAndDependencies() {
        let manifest = XcodeGenSpecReader.read(
            Array(
                """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources:
                      - path: Shop
                        excludes: ["Preview Content/**"]
                      - path: Shop/Resources
                        buildPhase: resources
                      - path: Assets
                        type: folder
                    dependencies:
                      - target: Core
                      - package: Kit
                        products: [KitUI, KitData]
                      - framework: Vendor/Tss.xcframework
                  Core:
                    type: framework
                    sources: [Core/Sources]
                  ShopTests:
                    type: bundle.unit-test
                    sources: ShopTests
                    dependencies: [{target: Shop}]
                """.utf8))
        #expect(manifest.kind == .xcodeGenProject)
        #expect(manifest.name == "Shop")
        #expect(manifest.warnings.isEmpty)
        #expect(manifest.targets.map(\.name) == ["Shop", "Core", "ShopTests"])
        #expect(manifest.targets.map(\.product) == [.app, .framework, .unitTest])
        #expect(manifest.targets.map(\.kind) == [.executable, .regular, .test])
        #expect(manifest.targets[0].sources == [.glob("Shop/**", except: ["Shop/Preview Content/**"])])
        #expect(manifest.targets[1].sources == [.glob("Core/Sources/**", except: [])])
        #expect(
            manifest.targets[0].dependencies.map(\.name) == ["Core", "KitUI", "KitData", "Tss.xcframework"])
    }

    @Test func theSpecsOwnFolderIsEveryFileBelowIt() {
        // A framework's spec beside its sources, which an app's spec includes.
        let manifest = XcodeGenSpecReader.read(
            Array(
                """
                targets:
                  KitCore:
                    type: framework
                    sources:
                      - path: "."
                        excludes: ["KitCore.h", "Models/schema.proto"]
                      - path: KitCore.h
                        headerVisibility: public
                """.utf8))
        #expect(manifest.targets.first?.sources?.first == .glob("**", except: ["KitCore.h", "Models/schema.proto"]))
    }

    @Test func aFileThatIsNoSpecIsAWarningNotATrap() {
        #expect(XcodeGenSpecReader.read(Array("steps: [build\n".utf8)).warnings.map(\.line) == [1])
        let other = XcodeGenSpecReader.read(Array("steps:\n  - build\n".utf8))
        #expect(other.targets.isEmpty && other.warnings.count == 1)
        let included = XcodeGenSpecReader.read(Array("include: [base.yml]\ntargets: {}\n".utf8))
        #expect(included.warnings.map(\.message).contains { $0.contains("includes other files") })
    }
}
