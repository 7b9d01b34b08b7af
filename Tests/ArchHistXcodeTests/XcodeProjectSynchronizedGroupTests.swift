import ArchHistCore
import ArchHistTestSupport
import ArchHistXcode
import Testing

@Suite("XcodeProjectReader: Xcode 16 folder-synchronized groups")
struct XcodeProjectSynchronizedGroupTests {
    /// The app compiles the `Ledger` folder but its test fixtures, which the test target
    /// takes (a file and a folder); the widget's Sources phase leaves a preview out; a
    /// copy phase's exceptions change nothing; a folder sits inside a plain group.
    static let text = ProjectFile.wrap(
        #"""

        /* Begin PBXCopyFilesBuildPhase section */
        		COPY_WIDGET /* Embed */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "";
        			dstSubfolderSpec = 7;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXCopyFilesBuildPhase section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		EXC_APP /* Exceptions for "Ledger" folder in "Ledger" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				Testing/LedgerFixtures.swift,
        				Testing/Stubs,
        			);
        			target = TARGET_APP /* Ledger */;
        		};
        		EXC_TESTS /* Exceptions for "Ledger" folder in "LedgerTests" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Testing/LedgerFixtures.swift,
        				Testing/Stubs,
        				Testing/README.md,
        			);
        			target = TARGET_TESTS /* LedgerTests */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */
        		EXC_WIDGET_SOURCES /* PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet */ = {
        			isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet;
        			buildPhase = SRC_WIDGET /* Sources */;
        			membershipExceptions = (
        				Timeline/Preview.swift,
        			);
        		};
        		EXC_WIDGET_COPY /* PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet */ = {
        			isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet;
        			buildPhase = COPY_WIDGET /* Embed */;
        			membershipExceptions = (
        				Entry.swift,
        			);
        		};
        /* End PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		SYNC_LEDGER /* Ledger */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXC_APP \#
        /* Exceptions for "Ledger" folder in "Ledger" target */, EXC_TESTS /* Exceptions for "Ledger" folder in \#
        "LedgerTests" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Ledger; \#
        sourceTree = "<group>"; };
        		SYNC_WIDGET /* LedgerWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; \#
        exceptions = (EXC_WIDGET_SOURCES, EXC_WIDGET_COPY, ); explicitFileTypes = {}; explicitFolders = (); \#
        path = LedgerWidget; sourceTree = "<group>"; };
        		SYNC_TESTS /* LedgerTests */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; \#
        explicitFolders = (); path = LedgerTests; sourceTree = "<group>"; };
        		SYNC_FEATURE /* Feature */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; \#
        explicitFolders = (); path = Feature; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        		MAIN = {
        			isa = PBXGroup;
        			children = (
        				SYNC_LEDGER /* Ledger */,
        				SYNC_WIDGET /* LedgerWidget */,
        				SYNC_TESTS /* LedgerTests */,
        				G_MODULES /* Modules */,
        			);
        			sourceTree = "<group>";
        		};
        		G_MODULES /* Modules */ = {
        			isa = PBXGroup;
        			children = (
        				SYNC_FEATURE /* Feature */,
        			);
        			path = Modules;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		TARGET_APP /* Ledger */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				SRC_APP /* Sources */,
        			);
        			dependencies = (
        			);
        			fileSystemSynchronizedGroups = (
        				SYNC_LEDGER /* Ledger */,
        				SYNC_FEATURE /* Feature */,
        			);
        			name = Ledger;
        			productType = "com.apple.product-type.application";
        		};
        		TARGET_WIDGET /* LedgerWidget */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				SRC_WIDGET /* Sources */,
        				COPY_WIDGET /* Embed */,
        			);
        			dependencies = (
        			);
        			fileSystemSynchronizedGroups = (
        				SYNC_WIDGET /* LedgerWidget */,
        			);
        			name = LedgerWidget;
        			productType = "com.apple.product-type.extensionkit-extension";
        		};
        		TARGET_TESTS /* LedgerTests */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				SRC_TESTS /* Sources */,
        			);
        			dependencies = (
        			);
        			fileSystemSynchronizedGroups = (
        				SYNC_TESTS /* LedgerTests */,
        			);
        			name = LedgerTests;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		PROJECT /* Project object */ = {
        			isa = PBXProject;
        			mainGroup = MAIN;
        			minimizedProjectReferenceProxies = 1;
        			preferredProjectObjectVersion = 77;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				TARGET_APP /* Ledger */,
        				TARGET_WIDGET /* LedgerWidget */,
        				TARGET_TESTS /* LedgerTests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        		SRC_APP /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		SRC_WIDGET /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		SRC_TESTS /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */
        """#, objectVersion: 77)

    let manifest = ProjectFile.read(Self.text)

    @Test func aListedFolderIsCompiledButItsOwnExceptions() {
        #expect(
            ProjectFile.sources(manifest, "Ledger") == [
                "folder Ledger except Info.plist,Testing/LedgerFixtures.swift,Testing/Stubs",
                "folder Modules/Feature",
            ])
        #expect(manifest.warnings.isEmpty)
    }

    @Test func anExceptionSetForATargetNotListingTheFolderGivesItThoseSwiftFilesAndFolders() {
        #expect(
            ProjectFile.sources(manifest, "LedgerTests") == [
                "folder LedgerTests", "file Ledger/Testing/LedgerFixtures.swift", "folder Ledger/Testing/Stubs",
            ])
    }

    @Test func theSourcesPhaseExceptionsCountAndOtherPhasesDoNot() {
        #expect(ProjectFile.sources(manifest, "LedgerWidget") == ["folder LedgerWidget except Timeline/Preview.swift"])
        #expect(manifest.targets.map(\.product) == [.app, .extensionKitExtension, .unitTest])
    }
}
