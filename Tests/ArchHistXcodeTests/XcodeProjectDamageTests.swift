import ArchHistCore
import ArchHistTestSupport
import ArchHistXcode
import Testing

@Suite("XcodeProjectReader: damaged, truncated and hostile files")
struct XcodeProjectDamageTests {
    @Test func anEmptyFileGivesNoTargetAndAWarning() {
        let manifest = XcodeProjectReader.read([])
        #expect(manifest.kind == .xcodeProject)
        #expect(manifest.targets.isEmpty)
        #expect(ProjectFile.warnings(manifest) == ["L1 empty property list"])
    }

    @Test func aFileCutBeforeItsProjectObjectStillGivesTheTargetsAboveTheCut() throws {
        let text = LedgerProject.text
        let cut = try #require(ProjectFile.line(of: "/* Begin PBXProject section */", in: text))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let manifest = ProjectFile.read(lines[..<(cut - 1)].joined(separator: "\n"))
        // No project object: the native targets in file order, their Sources phases lost.
        #expect(manifest.targets.map(\.name) == ["Ledger", "LedgerWidgetExtension", "LedgerTests", "LedgerUITests"])
        #expect(manifest.targets.map(\.product) == [.app, .appExtension, .unitTest, .uiTest])
        let warnings = ProjectFile.warnings(manifest)
        #expect(warnings.contains { $0.contains("truncated") })
        #expect(warnings.contains { $0.contains("no rootObject") })
        #expect(warnings.contains { $0.contains("missing from the file") })
        #expect(warnings.count == 4, "\(warnings)")
    }

    @Test func aFileCutAnywhereNeverCrashesAndSaysSo() {
        let bytes = Array(LedgerProject.text.utf8)
        var cuts = 0
        for length in stride(from: 0, to: bytes.count - 40, by: 37) {
            let manifest = XcodeProjectReader.read(Array(bytes[..<length]))
            #expect(!manifest.warnings.isEmpty, "cut at \(length)")
            cuts += 1
        }
        #expect(cuts > 100)
    }

    @Test func deepNestingIsCutWithAWarningAndQuickly() {
        let clock = ContinuousClock()
        var manifests: [PackageManifest] = []
        let elapsed = clock.measure {
            for text in [String(repeating: "(", count: 100_000), String(repeating: "{a=", count: 100_000)] {
                manifests.append(ProjectFile.read(text))
            }
            manifests.append(
                ProjectFile.read(String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)))
        }
        for manifest in manifests {
            #expect(manifest.targets.isEmpty)
            #expect(manifest.warnings.contains { $0.message.contains("nesting deeper than") })
        }
        #expect(elapsed < .seconds(2))
    }

    @Test func bytesThatAreNoPropertyListGiveAWarning() {
        let manifest = XcodeProjectReader.read(Array(0...255) + Array("{ objects = {}; }".utf8))
        #expect(manifest.targets.isEmpty)
        #expect(
            ProjectFile.warnings(manifest) == ["L1 expected a value, found byte 0x0: the rest of the file is skipped"])
    }

    @Test func aPropertyListThatIsNoProjectGivesAWarning() {
        #expect(
            ProjectFile.warnings(ProjectFile.read("( a, b )")) == [
                "L1 the file is not a dictionary: not an Xcode project file"
            ])
        #expect(
            ProjectFile.warnings(ProjectFile.read("{ archiveVersion = 1; }")) == [
                "L1 no 'objects' table: not an Xcode project file"
            ])
    }

    @Test func groupsListingEachOtherDoNotHang() {
        let text = ProjectFile.wrap(
            #"""
            		FR_A /* A.swift */ = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
            		G_ONE /* One */ = {isa = PBXGroup; children = (G_TWO, FR_A, ); path = One; sourceTree = "<group>"; };
            		G_TWO /* Two */ = {isa = PBXGroup; children = (G_ONE, ); path = Two; sourceTree = "<group>"; };
            		BF_A = {isa = PBXBuildFile; fileRef = FR_A; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_A, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = App; \#
            productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = G_ONE; targets = (TARGET, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(ProjectFile.sources(manifest, "App") == [])
        #expect(manifest.warnings.contains { $0.message.contains("cycle") })
    }

    @Test func referencesToMissingObjectsAreOneWarning() {
        let text = ProjectFile.wrap(
            #"""
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_GONE, BF_LOST, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, PHASE_GONE, ); \#
            dependencies = (TD_GONE, ); name = App; productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN_GONE; targets = (TARGET, T_GONE, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(ProjectFile.targets(manifest) == ["App app/executable"])
        #expect(manifest.warnings.count == 1)
        #expect(manifest.warnings.first?.message.contains("missing from the file") == true)
    }
}
