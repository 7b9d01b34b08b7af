/// A classic (Xcode 15) project: an app and its widget extension sharing a file, a
/// unit-test and a UI-test target, an Objective-C file, nested groups with and without
/// `path`, and a remote package product.
public enum LedgerProject {
    public static let text = ProjectFile.wrap(
        #"""

        /* Begin PBXBuildFile section */
        		BF_APP_LEDGERAPP /* LedgerApp.swift in Sources */ = {isa = PBXBuildFile; \#
        fileRef = FR_LEDGERAPP /* LedgerApp.swift */; };
        		BF_APP_BALANCE /* BalanceView.swift in Sources */ = {isa = PBXBuildFile; \#
        fileRef = FR_BALANCE /* BalanceView.swift */; };
        		BF_APP_FORMATTING /* Formatting.swift in Sources */ = {isa = PBXBuildFile; \#
        fileRef = FR_FORMATTING /* Formatting.swift */; };
        		BF_APP_LEGACY /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = FR_LEGACY /* Legacy.m */; };
        		BF_APP_ASSETS /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; \#
        fileRef = FR_ASSETS /* Assets.xcassets */; };
        		BF_APP_COLLECTIONS /* Collections in Frameworks */ = {isa = PBXBuildFile; \#
        productRef = PD_COLLECTIONS /* Collections */; };
        		BF_WIDGET_BUNDLE /* LedgerWidgetBundle.swift in Sources */ = {isa = PBXBuildFile; \#
        fileRef = FR_WIDGETBUNDLE /* LedgerWidgetBundle.swift */; };
        		BF_WIDGET_FORMATTING /* Formatting.swift in Sources */ = {isa = PBXBuildFile; \#
        fileRef = FR_FORMATTING /* Formatting.swift */; };
        		BF_WIDGET_EMBED /* LedgerWidgetExtension.appex in Embed Foundation Extensions */ = {isa = PBXBuildFile; \#
        fileRef = FR_WIDGET_PRODUCT /* LedgerWidgetExtension.appex */; \#
        settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
        		BF_TESTS_BALANCE /* BalanceTests.swift in Sources */ = {isa = PBXBuildFile; \#
        fileRef = FR_BALANCETESTS /* BalanceTests.swift */; };
        		BF_UITESTS_LAUNCH /* LaunchTests.swift in Sources */ = {isa = PBXBuildFile; \#
        fileRef = FR_LAUNCHTESTS /* LaunchTests.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		CIP_WIDGET /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = PROJECT /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = TARGET_WIDGET;
        			remoteInfo = LedgerWidgetExtension;
        		};
        		CIP_TESTS /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = PROJECT /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = TARGET_APP;
        			remoteInfo = Ledger;
        		};
        		CIP_UITESTS /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = PROJECT /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = TARGET_APP;
        			remoteInfo = Ledger;
        		};
        /* End PBXContainerItemProxy section */

        /* Begin PBXCopyFilesBuildPhase section */
        		COPY_APP /* Embed Foundation Extensions */ = {
        			isa = PBXCopyFilesBuildPhase;
        			buildActionMask = 2147483647;
        			dstPath = "";
        			dstSubfolderSpec = 13;
        			files = (
        				BF_WIDGET_EMBED /* LedgerWidgetExtension.appex in Embed Foundation Extensions */,
        			);
        			name = "Embed Foundation Extensions";
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXCopyFilesBuildPhase section */

        /* Begin PBXFileReference section */
        		FR_APP_PRODUCT /* Ledger.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; \#
        includeInIndex = 0; path = Ledger.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_WIDGET_PRODUCT /* LedgerWidgetExtension.appex */ = {isa = PBXFileReference; \#
        explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = LedgerWidgetExtension.appex; \#
        sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_TESTS_PRODUCT /* LedgerTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; \#
        includeInIndex = 0; path = LedgerTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_UITESTS_PRODUCT /* LedgerUITests.xctest */ = {isa = PBXFileReference; \#
        explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = LedgerUITests.xctest; \#
        sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_WIDGETKIT /* WidgetKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; \#
        name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
        		FR_LEDGERAPP /* LedgerApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \#
        path = LedgerApp.swift; sourceTree = "<group>"; };
        		FR_BALANCE /* BalanceView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \#
        path = BalanceView.swift; sourceTree = "<group>"; };
        		FR_FORMATTING /* Formatting.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \#
        path = Formatting.swift; sourceTree = "<group>"; };
        		FR_LEGACY /* Legacy.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; \#
        path = Legacy.m; sourceTree = "<group>"; };
        		FR_ASSETS /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; \#
        path = Assets.xcassets; sourceTree = "<group>"; };
        		FR_WIDGETBUNDLE /* LedgerWidgetBundle.swift */ = {isa = PBXFileReference; \#
        lastKnownFileType = sourcecode.swift; path = LedgerWidgetBundle.swift; sourceTree = "<group>"; };
        		FR_BALANCETESTS /* BalanceTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \#
        path = BalanceTests.swift; sourceTree = "<group>"; };
        		FR_LAUNCHTESTS /* LaunchTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; \#
        path = LaunchTests.swift; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFrameworksBuildPhase section */
        		FW_APP /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				BF_APP_COLLECTIONS /* Collections in Frameworks */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		MAIN_GROUP = {
        			isa = PBXGroup;
        			children = (
        				GROUP_LEDGER /* Ledger */,
        				GROUP_SHARED /* Shared */,
        				GROUP_WIDGET /* LedgerWidget */,
        				GROUP_TESTS /* LedgerTests */,
        				GROUP_UITESTS /* LedgerUITests */,
        				GROUP_FRAMEWORKS /* Frameworks */,
        				GROUP_PRODUCTS /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		GROUP_LEDGER /* Ledger */ = {
        			isa = PBXGroup;
        			children = (
        				FR_LEDGERAPP /* LedgerApp.swift */,
        				GROUP_VIEWS /* Views */,
        				FR_LEGACY /* Legacy.m */,
        				FR_ASSETS /* Assets.xcassets */,
        			);
        			path = Ledger;
        			sourceTree = "<group>";
        		};
        		GROUP_VIEWS /* Views */ = {
        			isa = PBXGroup;
        			children = (
        				FR_BALANCE /* BalanceView.swift */,
        			);
        			name = Views;
        			sourceTree = "<group>";
        		};
        		GROUP_SHARED /* Shared */ = {
        			isa = PBXGroup;
        			children = (
        				FR_FORMATTING /* Formatting.swift */,
        			);
        			path = Shared;
        			sourceTree = "<group>";
        		};
        		GROUP_WIDGET /* LedgerWidget */ = {
        			isa = PBXGroup;
        			children = (
        				FR_WIDGETBUNDLE /* LedgerWidgetBundle.swift */,
        			);
        			path = LedgerWidget;
        			sourceTree = "<group>";
        		};
        		GROUP_TESTS /* LedgerTests */ = {
        			isa = PBXGroup;
        			children = (
        				FR_BALANCETESTS /* BalanceTests.swift */,
        			);
        			path = LedgerTests;
        			sourceTree = "<group>";
        		};
        		GROUP_UITESTS /* LedgerUITests */ = {
        			isa = PBXGroup;
        			children = (
        				FR_LAUNCHTESTS /* LaunchTests.swift */,
        			);
        			path = LedgerUITests;
        			sourceTree = "<group>";
        		};
        		GROUP_FRAMEWORKS /* Frameworks */ = {
        			isa = PBXGroup;
        			children = (
        				FR_WIDGETKIT /* WidgetKit.framework */,
        			);
        			name = Frameworks;
        			sourceTree = "<group>";
        		};
        		GROUP_PRODUCTS /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				FR_APP_PRODUCT /* Ledger.app */,
        				FR_WIDGET_PRODUCT /* LedgerWidgetExtension.appex */,
        				FR_TESTS_PRODUCT /* LedgerTests.xctest */,
        				FR_UITESTS_PRODUCT /* LedgerUITests.xctest */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		TARGET_APP /* Ledger */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = XCCL_APP /* Build configuration list for PBXNativeTarget "Ledger" */;
        			buildPhases = (
        				SRC_APP /* Sources */,
        				FW_APP /* Frameworks */,
        				RES_APP /* Resources */,
        				COPY_APP /* Embed Foundation Extensions */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				TD_WIDGET /* PBXTargetDependency */,
        			);
        			name = Ledger;
        			packageProductDependencies = (
        				PD_COLLECTIONS /* Collections */,
        			);
        			productName = Ledger;
        			productReference = FR_APP_PRODUCT /* Ledger.app */;
        			productType = "com.apple.product-type.application";
        		};
        		TARGET_WIDGET /* LedgerWidgetExtension */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = XCCL_WIDGET /* Build configuration list for PBXNativeTarget "LedgerWidget…" */;
        			buildPhases = (
        				SRC_WIDGET /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = LedgerWidgetExtension;
        			productName = LedgerWidgetExtension;
        			productReference = FR_WIDGET_PRODUCT /* LedgerWidgetExtension.appex */;
        			productType = "com.apple.product-type.app-extension";
        		};
        		TARGET_TESTS /* LedgerTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = XCCL_TESTS /* Build configuration list for PBXNativeTarget "LedgerTests" */;
        			buildPhases = (
        				SRC_TESTS /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				TD_TESTS /* PBXTargetDependency */,
        			);
        			name = LedgerTests;
        			productName = LedgerTests;
        			productReference = FR_TESTS_PRODUCT /* LedgerTests.xctest */;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        		TARGET_UITESTS /* LedgerUITests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = XCCL_UITESTS /* Build configuration list for PBXNativeTarget "LedgerUITests" */;
        			buildPhases = (
        				SRC_UITESTS /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        				TD_UITESTS /* PBXTargetDependency */,
        			);
        			name = LedgerUITests;
        			productName = LedgerUITests;
        			productReference = FR_UITESTS_PRODUCT /* LedgerUITests.xctest */;
        			productType = "com.apple.product-type.bundle.ui-testing";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		PROJECT /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				BuildIndependentTargetsInParallel = 1;
        				LastSwiftUpdateCheck = 1500;
        				LastUpgradeCheck = 1500;
        				TargetAttributes = {
        					TARGET_APP = {
        						CreatedOnToolsVersion = 15.0;
        					};
        				};
        			};
        			buildConfigurationList = XCCL_PROJECT /* Build configuration list for PBXProject "Ledger" */;
        			compatibilityVersion = "Xcode 14.0";
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = MAIN_GROUP;
        			packageReferences = (
        				PKG_COLLECTIONS /* XCRemoteSwiftPackageReference "swift-collections" */,
        			);
        			productRefGroup = GROUP_PRODUCTS /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				TARGET_APP /* Ledger */,
        				TARGET_WIDGET /* LedgerWidgetExtension */,
        				TARGET_TESTS /* LedgerTests */,
        				TARGET_UITESTS /* LedgerUITests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        		RES_APP /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				BF_APP_ASSETS /* Assets.xcassets in Resources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        		SRC_APP /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				BF_APP_LEDGERAPP /* LedgerApp.swift in Sources */,
        				BF_APP_BALANCE /* BalanceView.swift in Sources */,
        				BF_APP_FORMATTING /* Formatting.swift in Sources */,
        				BF_APP_LEGACY /* Legacy.m in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		SRC_WIDGET /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				BF_WIDGET_BUNDLE /* LedgerWidgetBundle.swift in Sources */,
        				BF_WIDGET_FORMATTING /* Formatting.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		SRC_TESTS /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				BF_TESTS_BALANCE /* BalanceTests.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		SRC_UITESTS /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				BF_UITESTS_LAUNCH /* LaunchTests.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        		TD_WIDGET /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			target = TARGET_WIDGET /* LedgerWidgetExtension */;
        			targetProxy = CIP_WIDGET /* PBXContainerItemProxy */;
        		};
        		TD_TESTS /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			target = TARGET_APP /* Ledger */;
        			targetProxy = CIP_TESTS /* PBXContainerItemProxy */;
        		};
        		TD_UITESTS /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			target = TARGET_APP /* Ledger */;
        			targetProxy = CIP_UITESTS /* PBXContainerItemProxy */;
        		};
        /* End PBXTargetDependency section */

        /* Begin XCRemoteSwiftPackageReference section */
        		PKG_COLLECTIONS /* XCRemoteSwiftPackageReference "swift-collections" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/apple/swift-collections.git";
        			requirement = {
        				kind = upToNextMajorVersion;
        				minimumVersion = 1.1.0;
        			};
        		};
        /* End XCRemoteSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        		PD_COLLECTIONS /* Collections */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = PKG_COLLECTIONS /* XCRemoteSwiftPackageReference "swift-collections" */;
        			productName = Collections;
        		};
        /* End XCSwiftPackageProductDependency section */
        """#)
}
