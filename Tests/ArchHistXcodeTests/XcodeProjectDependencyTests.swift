import ArchHistCore
import ArchHistTestSupport
import ArchHistXcode
import Testing

@Suite("XcodeProjectReader: dependencies")
struct XcodeProjectDependencyTests {
    /// An app depending on a remote and a local package, a build plugin, a package
    /// product found by name only, and a target of a sibling project.
    static let text = ProjectFile.wrap(
        #"""

        /* Begin PBXContainerItemProxy section */
        		CIP_CORE /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = FR_CORE_PROJECT /* Core.xcodeproj */;
        			proxyType = 1;
        			remoteGlobalIDString = 8A1F00000000000000000001;
        			remoteInfo = CoreKit;
        		};
        		CIP_HELPER /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = PROJECT /* Project object */;
        			proxyType = 1;
        			remoteGlobalIDString = TARGET_HELPER;
        			remoteInfo = Helper;
        		};
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        		FR_CORE_PROJECT /* Core.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; \#
        name = Core.xcodeproj; path = ../Core/Core.xcodeproj; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		MAIN = {
        			isa = PBXGroup;
        			children = (
        				FR_CORE_PROJECT /* Core.xcodeproj */,
        			);
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		TARGET_APP /* App */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        			);
        			dependencies = (
        				TD_CORE /* PBXTargetDependency */,
        				TD_HELPER /* PBXTargetDependency */,
        				TD_LINT /* PBXTargetDependency */,
        			);
        			name = App;
        			packageProductDependencies = (
        				PD_LOGGING /* Logging */,
        				PD_DESIGN /* DesignSystem */,
        				PD_LINT /* plugin:SwiftLintBuildToolPlugin */,
        				PD_FEATURE /* HomeFeature */,
        				PD_LOGGING_AGAIN /* Logging */,
        			);
        			productName = App;
        			productType = "com.apple.product-type.application";
        		};
        		TARGET_HELPER /* Helper */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			productName = HelperProduct;
        			productType = "com.apple.product-type.tool";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		PROJECT /* Project object */ = {
        			isa = PBXProject;
        			mainGroup = MAIN;
        			packageReferences = (
        				PKG_LOG /* XCRemoteSwiftPackageReference "swift-log" */,
        				PKG_DESIGN /* XCLocalSwiftPackageReference "../Packages/DesignSystem" */,
        			);
        			projectDirPath = "";
        			projectReferences = (
        				{
        					ProductGroup = G_CORE_PRODUCTS /* Products */;
        					ProjectRef = FR_CORE_PROJECT /* Core.xcodeproj */;
        				},
        			);
        			projectRoot = "";
        			targets = (
        				TARGET_APP /* App */,
        				TARGET_HELPER /* Helper */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXTargetDependency section */
        		TD_CORE /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			name = CoreKit;
        			targetProxy = CIP_CORE /* PBXContainerItemProxy */;
        		};
        		TD_HELPER /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			targetProxy = CIP_HELPER /* PBXContainerItemProxy */;
        		};
        		TD_LINT /* PBXTargetDependency */ = {
        			isa = PBXTargetDependency;
        			productRef = PD_LINT /* plugin:SwiftLintBuildToolPlugin */;
        		};
        /* End PBXTargetDependency section */

        /* Begin XCLocalSwiftPackageReference section */
        		PKG_DESIGN /* XCLocalSwiftPackageReference "../Packages/DesignSystem" */ = {
        			isa = XCLocalSwiftPackageReference;
        			relativePath = ../Packages/DesignSystem;
        		};
        /* End XCLocalSwiftPackageReference section */

        /* Begin XCRemoteSwiftPackageReference section */
        		PKG_LOG /* XCRemoteSwiftPackageReference "swift-log" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/apple/swift-log.git";
        			requirement = {
        				kind = upToNextMajorVersion;
        				minimumVersion = 1.5.0;
        			};
        		};
        		PKG_LINT /* XCRemoteSwiftPackageReference "SwiftLint" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/realm/SwiftLint/";
        		};
        /* End XCRemoteSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        		PD_LOGGING /* Logging */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = PKG_LOG /* XCRemoteSwiftPackageReference "swift-log" */;
        			productName = Logging;
        		};
        		PD_LOGGING_AGAIN /* Logging */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = PKG_LOG /* XCRemoteSwiftPackageReference "swift-log" */;
        			productName = Logging;
        		};
        		PD_DESIGN /* DesignSystem */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = PKG_DESIGN /* XCLocalSwiftPackageReference "../Packages/DesignSystem" */;
        			productName = DesignSystem;
        		};
        		PD_LINT /* plugin:SwiftLintBuildToolPlugin */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = PKG_LINT /* XCRemoteSwiftPackageReference "SwiftLint" */;
        			productName = "plugin:SwiftLintBuildToolPlugin";
        		};
        		PD_FEATURE /* HomeFeature */ = {
        			isa = XCSwiftPackageProductDependency;
        			productName = HomeFeature;
        		};
        /* End XCSwiftPackageProductDependency section */
        """#)

    let manifest = ProjectFile.read(Self.text)

    var app: [ManifestDependency] { manifest.targets.first { $0.name == "App" }?.dependencies ?? [] }

    @Test func aTargetOfAnotherProjectIsAProjectDependencyWithThatProjectsPath() {
        #expect(app.first == ManifestDependency(kind: .project, name: "CoreKit", package: "../Core/Core.xcodeproj"))
    }

    @Test func aTargetOfThisProjectFoundThroughItsProxyIsATargetDependency() {
        #expect(app.contains(ManifestDependency(kind: .target, name: "Helper")))
    }

    @Test func remoteAndLocalPackageProductsNameTheirPackageByItsLastPathComponent() {
        #expect(app.contains(ManifestDependency(kind: .product, name: "Logging", package: "swift-log")))
        #expect(app.contains(ManifestDependency(kind: .product, name: "DesignSystem", package: "DesignSystem")))
    }

    @Test func aProductWithoutPackageReferenceIsKnownByNameOnly() {
        #expect(app.contains(ManifestDependency(kind: .product, name: "HomeFeature")))
    }

    @Test func buildPluginsAreNotDependenciesAndRepeatsAreSaidOnce() {
        #expect(
            app.map { "\($0.kind.rawValue):\($0.name)" } == [
                "project:CoreKit", "target:Helper", "product:Logging", "product:DesignSystem", "product:HomeFeature",
            ])
        #expect(manifest.warnings.isEmpty)
    }

    @Test func aTargetWithoutNameTakesItsProductName() {
        #expect(ProjectFile.targets(manifest).last == "HelperProduct commandLineTool/executable")
    }

    /// An app that links products instead of declaring target dependencies: a framework
    /// of this project, one of another project of the workspace, a static library, a
    /// subproject's product, an SDK framework, and a package product its target does
    /// not list among its package products.
    static let linking = ProjectFile.wrap(
        #"""

        /* Begin PBXBuildFile section */
        		BF_FEED /* Feed.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = FR_FEED; };
        		BF_UI /* Feed_UI.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = FR_UI; };
        		BF_STORE /* libStore.a in Frameworks */ = {isa = PBXBuildFile; fileRef = FR_STORE; };
        		BF_NET /* Networking.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = RP_NET; };
        		BF_UIKIT /* UIKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = FR_UIKIT; };
        		BF_DUCKUI /* DuckUI in Frameworks */ = {isa = PBXBuildFile; productRef = PD_DUCKUI /* DuckUI */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        		CIP_NET /* PBXContainerItemProxy */ = {
        			isa = PBXContainerItemProxy;
        			containerPortal = FR_NET_PROJECT /* Networking.xcodeproj */;
        			proxyType = 2;
        			remoteGlobalIDString = 8A1F00000000000000000002;
        			remoteInfo = "Networking iOS";
        		};
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        		FR_FEED /* Feed.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; \#
        path = Feed.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_UI /* Feed_UI.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; \#
        path = "Feed-UI.framework"; sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_STORE /* libStore.a */ = {isa = PBXFileReference; path = libStore.a; sourceTree = BUILT_PRODUCTS_DIR; };
        		FR_UIKIT /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; \#
        name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
        		FR_NET_PROJECT /* Networking.xcodeproj */ = {isa = PBXFileReference; \#
        path = ../Networking/Networking.xcodeproj; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFrameworksBuildPhase section */
        		FP_APP /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			files = (
        				BF_FEED /* Feed.framework in Frameworks */,
        				BF_UI /* Feed_UI.framework in Frameworks */,
        				BF_STORE /* libStore.a in Frameworks */,
        				BF_NET /* Networking.framework in Frameworks */,
        				BF_UIKIT /* UIKit.framework in Frameworks */,
        				BF_DUCKUI /* DuckUI in Frameworks */,
        			);
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		MAIN = {
        			isa = PBXGroup;
        			children = (
        				FR_NET_PROJECT /* Networking.xcodeproj */,
        			);
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		TARGET_APP /* App */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				FP_APP /* Frameworks */,
        			);
        			dependencies = (
        			);
        			name = App;
        			productType = "com.apple.product-type.application";
        		};
        		TARGET_FEED /* FeedKit */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        			);
        			dependencies = (
        			);
        			name = FeedKit;
        			productReference = FR_FEED /* Feed.framework */;
        			productType = "com.apple.product-type.framework";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		PROJECT /* Project object */ = {
        			isa = PBXProject;
        			mainGroup = MAIN;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				TARGET_APP /* App */,
        				TARGET_FEED /* FeedKit */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXReferenceProxy section */
        		RP_NET /* Networking.framework */ = {
        			isa = PBXReferenceProxy;
        			fileType = wrapper.framework;
        			path = Networking.framework;
        			remoteRef = CIP_NET /* PBXContainerItemProxy */;
        			sourceTree = BUILT_PRODUCTS_DIR;
        		};
        /* End PBXReferenceProxy section */

        /* Begin XCSwiftPackageProductDependency section */
        		PD_DUCKUI /* DuckUI */ = {
        			isa = XCSwiftPackageProductDependency;
        			productName = DuckUI;
        		};
        /* End XCSwiftPackageProductDependency section */
        """#)

    @Test func aLinkedProductOfAnotherTargetIsADependencyAndAnSDKFrameworkIsNot() {
        let manifest = ProjectFile.read(Self.linking)
        let app = manifest.targets.first { $0.name == "App" }?.dependencies ?? []
        // This project's product names its target; another project's is known by its
        // module; a subproject's proxy names the target that builds it.
        #expect(
            app.map { "\($0.kind.rawValue):\($0.name)" } == [
                "target:FeedKit", "project:Feed_UI", "project:Store", "project:Networking iOS", "product:DuckUI",
            ])
        #expect(manifest.warnings.isEmpty)
    }
}
