import ArchHistCore
import ArchHistTestSupport
import ArchHistXcode
import Testing

@Suite("XcodeProjectReader: targets, sources and dependencies")
struct XcodeProjectReaderTests {
    let ledger = ProjectFile.read(LedgerProject.text)

    @Test func nativeTargetsComeInTheProjectsOrderWithTheirProductAndKind() {
        #expect(ledger.kind == .xcodeProject)
        #expect(ledger.name == nil)
        #expect(ledger.warnings.isEmpty)
        #expect(
            ProjectFile.targets(ledger) == [
                "Ledger app/executable target:LedgerWidgetExtension,product:Collections@swift-collections",
                "LedgerWidgetExtension appExtension/regular",
                "LedgerTests unitTest/test target:Ledger",
                "LedgerUITests uiTest/test target:Ledger",
            ])
    }

    @Test func aTargetsLineIsWhereItsObjectIsDefined() {
        let text = LedgerProject.text
        let lines = ledger.targets.map(\.line)
        let expected = ["TARGET_APP /*", "TARGET_WIDGET /*", "TARGET_TESTS /*", "TARGET_UITESTS /*"].map { id in
            ProjectFile.line(of: "\t\t" + id, in: text)
        }
        #expect(lines.map(Optional.some) == expected)
        #expect(lines.allSatisfy { $0 > 100 })
    }

    @Test func twoTargetsCompilingOneFileBothListIt() {
        #expect(
            ProjectFile.sources(ledger, "Ledger") == [
                "file Ledger/LedgerApp.swift", "file Ledger/BalanceView.swift", "file Shared/Formatting.swift",
            ])
        #expect(
            ProjectFile.sources(ledger, "LedgerWidgetExtension") == [
                "file LedgerWidget/LedgerWidgetBundle.swift", "file Shared/Formatting.swift",
            ])
    }

    @Test func testTargetsListTheirOwnFiles() {
        #expect(ProjectFile.sources(ledger, "LedgerTests") == ["file LedgerTests/BalanceTests.swift"])
        #expect(ProjectFile.sources(ledger, "LedgerUITests") == ["file LedgerUITests/LaunchTests.swift"])
    }

    @Test func objectiveCFilesAndResourcesAreNotSources() {
        let all = ledger.targets.flatMap { $0.sources ?? [] }.map(ProjectFile.describe)
        #expect(!all.contains { $0.hasSuffix(".m") || $0.contains("xcassets") })
        #expect(all.count == 7)
    }

    @Test func groupPathsNestAndAGroupWithoutPathAddsNothing() {
        let text = ProjectFile.wrap(
            #"""
            		FR_ROW /* Row.swift */ = {isa = PBXFileReference; path = Row.swift; sourceTree = "<group>"; };
            		FR_CELL /* Cell.swift */ = {isa = PBXFileReference; name = Cell.swift; \#
            path = Components/Cell.swift; sourceTree = "<group>"; };
            		FR_DOTS /* Dots.swift */ = {isa = PBXFileReference; path = ./Parts/../Dots.swift; \#
            sourceTree = "<group>"; };
            		MAIN = {isa = PBXGroup; children = (G_APP, ); sourceTree = "<group>"; };
            		G_APP /* App */ = {isa = PBXGroup; children = (G_FEATURES, ); path = App; sourceTree = "<group>"; };
            		G_FEATURES /* Features */ = {isa = PBXGroup; children = (G_LIST, ); \#
            name = "Features (display name)"; sourceTree = "<group>"; };
            		G_LIST /* List */ = {isa = PBXGroup; children = (FR_ROW, FR_CELL, FR_DOTS, ); \#
            path = List; sourceTree = "<group>"; };
            		BF_ROW = {isa = PBXBuildFile; fileRef = FR_ROW; };
            		BF_CELL = {isa = PBXBuildFile; fileRef = FR_CELL; };
            		BF_DOTS = {isa = PBXBuildFile; fileRef = FR_DOTS; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_ROW, BF_CELL, BF_DOTS, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = App; \#
            productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(manifest.warnings.isEmpty)
        #expect(
            ProjectFile.sources(manifest, "App") == [
                "file App/List/Row.swift", "file App/List/Components/Cell.swift", "file App/List/Dots.swift",
            ])
    }

    @Test func pathsLeavingTheProjectFolderKeepTheirLeadingDotDot() {
        let text = ProjectFile.wrap(
            #"""
            		FR_MODEL /* Model.swift */ = {isa = PBXFileReference; path = Model.swift; sourceTree = "<group>"; };
            		FR_DEEP /* Deep.swift */ = {isa = PBXFileReference; path = ../../../Vendor/Deep.swift; \#
            sourceTree = "<group>"; };
            		MAIN = {isa = PBXGroup; children = (G_SHARED, G_APP, ); sourceTree = "<group>"; };
            		G_SHARED /* Shared */ = {isa = PBXGroup; children = (FR_MODEL, ); path = ../Shared; \#
            sourceTree = "<group>"; };
            		G_APP /* App */ = {isa = PBXGroup; children = (FR_DEEP, ); path = App; sourceTree = "<group>"; };
            		BF_MODEL = {isa = PBXBuildFile; fileRef = FR_MODEL; };
            		BF_DEEP = {isa = PBXBuildFile; fileRef = FR_DEEP; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_MODEL, BF_DEEP, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = App; \#
            productType = "com.apple.product-type.framework"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(ProjectFile.sources(manifest, "App") == ["file ../Shared/Model.swift", "file ../../Vendor/Deep.swift"])
    }

    @Test func sourceRootFilesIgnoreTheirGroupAndProductsAndSDKFilesAreSkipped() {
        let text = ProjectFile.wrap(
            #"""
            		FR_ENV /* Environment.swift */ = {isa = PBXFileReference; path = Config/Environment.swift; \#
            sourceTree = SOURCE_ROOT; };
            		FR_GEN /* Generated.swift */ = {isa = PBXFileReference; path = Generated.swift; \#
            sourceTree = BUILT_PRODUCTS_DIR; };
            		FR_SDK /* SDK.swift */ = {isa = PBXFileReference; path = usr/SDK.swift; sourceTree = SDKROOT; };
            		MAIN = {isa = PBXGroup; children = (G_APP, ); sourceTree = "<group>"; };
            		G_APP /* App */ = {isa = PBXGroup; children = (FR_ENV, FR_GEN, FR_SDK, ); path = App; \#
            sourceTree = "<group>"; };
            		BF_ENV = {isa = PBXBuildFile; fileRef = FR_ENV; };
            		BF_GEN = {isa = PBXBuildFile; fileRef = FR_GEN; };
            		BF_SDK = {isa = PBXBuildFile; fileRef = FR_SDK; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_ENV, BF_GEN, BF_SDK, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = App; \#
            productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(ProjectFile.sources(manifest, "App") == ["file Config/Environment.swift"])
        #expect(manifest.warnings.isEmpty)
    }

    @Test func projectDirPathIsTheFolderSourceRootAndTheMainGroupStartFrom() {
        let text = ProjectFile.wrap(
            #"""
            		FR_ENV /* Environment.swift */ = {isa = PBXFileReference; path = Environment.swift; \#
            sourceTree = SOURCE_ROOT; };
            		FR_APP /* App.swift */ = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
            		MAIN = {isa = PBXGroup; children = (FR_ENV, FR_APP, ); sourceTree = "<group>"; };
            		BF_ENV = {isa = PBXBuildFile; fileRef = FR_ENV; };
            		BF_APP = {isa = PBXBuildFile; fileRef = FR_APP; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_ENV, BF_APP, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = App; \#
            productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ../Sources; \#
            targets = (TARGET, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(
            ProjectFile.sources(manifest, "App") == ["file ../Sources/Environment.swift", "file ../Sources/App.swift"])
    }

    @Test func absolutePathsAreSkippedWithOneWarning() {
        let text = ProjectFile.wrap(
            #"""
            		FR_A /* A.swift */ = {isa = PBXFileReference; path = /Users/dev/A.swift; sourceTree = "<absolute>"; };
            		FR_B /* B.swift */ = {isa = PBXFileReference; path = /Users/dev/B.swift; sourceTree = "<absolute>"; };
            		FR_C /* C.swift */ = {isa = PBXFileReference; path = C.swift; sourceTree = "<group>"; };
            		MAIN = {isa = PBXGroup; children = (FR_A, FR_B, FR_C, ); sourceTree = "<group>"; };
            		BF_A = {isa = PBXBuildFile; fileRef = FR_A; };
            		BF_B = {isa = PBXBuildFile; fileRef = FR_B; };
            		BF_C = {isa = PBXBuildFile; fileRef = FR_C; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_A, BF_B, BF_C, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = App; \#
            productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(ProjectFile.sources(manifest, "App") == ["file C.swift"])
        #expect(ProjectFile.warnings(manifest).count == 1)
        #expect(manifest.warnings.first?.message.contains("/Users/dev/A.swift") == true)
        #expect(manifest.warnings.first?.line == ProjectFile.line(of: "FR_A /*", in: text))
    }

    @Test func aSwiftFileInAVariantGroupResolvesThroughTheGroup() {
        let text = ProjectFile.wrap(
            #"""
            		FR_EN /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Greeting.swift; \#
            sourceTree = "<group>"; };
            		FR_FR /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/Greeting.strings; \#
            sourceTree = "<group>"; };
            		VG /* Greeting */ = {isa = PBXVariantGroup; children = (FR_EN, FR_FR, ); name = Greeting; \#
            sourceTree = "<group>"; };
            		MAIN = {isa = PBXGroup; children = (G_APP, ); sourceTree = "<group>"; };
            		G_APP /* App */ = {isa = PBXGroup; children = (VG, ); path = App; sourceTree = "<group>"; };
            		BF = {isa = PBXBuildFile; fileRef = VG; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF, ); };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = App; \#
            productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, ); };
            """#)
        #expect(ProjectFile.sources(ProjectFile.read(text), "App") == ["file App/en.lproj/Greeting.swift"])
    }

    @Test func quotedPathsWithEscapesAndUnicodeReachTheSources() {
        let text = ProjectFile.wrap(
            #"""
            		// a line comment, and a block comment with ✓ in it:
            		/* Café "Menu".swift */
            		FR_CAFE = {isa = PBXFileReference; path = "Caf\U00e9 \"Menu\".swift"; sourceTree = "<group>"; };
            		FR_RAW = {isa = PBXFileReference; path = "Überblick.swift"; sourceTree = "<group>"; };
            		MAIN = {isa = PBXGroup; children = (G_APP, ); sourceTree = "<group>"; };
            		G_APP = {isa = PBXGroup; children = (FR_CAFE, FR_RAW, ); path = "Menü\tKarte"; \#
            sourceTree = "<group>"; };
            		BF_CAFE = {isa = PBXBuildFile; fileRef = FR_CAFE; };
            		BF_RAW = {isa = PBXBuildFile; fileRef = FR_RAW; };
            		SRC = {isa = PBXSourcesBuildPhase; files = (BF_CAFE, BF_RAW, ); };
            		TARGET = {isa = PBXNativeTarget; buildPhases = (SRC, ); name = "App \"One\""; \#
            productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(manifest.warnings.isEmpty)
        #expect(
            ProjectFile.sources(manifest, #"App "One""#) == [
                "file Menü\tKarte/Café \"Menu\".swift", "file Menü\tKarte/Überblick.swift",
            ])
    }

    @Test func aggregateAndLegacyTargetsAreLeftOutAndNotDependedOn() {
        let text = ProjectFile.wrap(
            #"""
            		MAIN = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            		AGG /* Lint */ = {isa = PBXAggregateTarget; buildPhases = (); dependencies = (); name = Lint; };
            		LEGACY /* Make */ = {isa = PBXLegacyTarget; buildToolPath = /usr/bin/make; name = Make; };
            		TD_AGG = {isa = PBXTargetDependency; target = AGG; };
            		TARGET /* App */ = {isa = PBXNativeTarget; buildPhases = (); dependencies = (TD_AGG, ); \#
            name = App; productType = "com.apple.product-type.application"; };
            		PROJECT /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (AGG, TARGET, LEGACY, ); };
            """#)
        let manifest = ProjectFile.read(text)
        #expect(ProjectFile.targets(manifest) == ["App app/executable"])
        #expect(manifest.targets.first?.sources == [])
    }
}
