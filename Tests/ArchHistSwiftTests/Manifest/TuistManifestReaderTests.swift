import ArchHistCore
import ArchHistSwift
import ArchHistTestSupport
import Foundation
import Testing

@Suite("TuistManifestReader")
struct TuistManifestReaderTests {
    static func read(_ source: String) -> PackageManifest {
        TuistManifestReader.read(Array(source.utf8))
    }

    /// `name product/kind [src=rules] [deps] L<line>`: a glob as its pattern, `-{…}` after
    /// it for its exceptions; deps as `kind:name[@package]`.
    static func describe(_ target: ManifestTarget) -> String {
        var parts = [target.name, "\(target.product?.rawValue ?? "nil")/\(target.kind.rawValue)"]
        let rules = (target.sources ?? []).map { rule -> String in
            switch rule {
            case .file(let path): return "file:" + path
            case .folder(let path, let except): return "folder:" + path + exceptions(except)
            case .glob(let pattern, let except): return pattern + exceptions(except)
            }
        }
        if target.sources == nil { parts.append("src=nil") }
        if !rules.isEmpty { parts.append("src=" + rules.joined(separator: ",")) }
        let dependencies = target.dependencies.map { d in
            "\(d.kind.rawValue):\(d.name)" + (d.package.map { "@" + $0 } ?? "")
        }
        if !dependencies.isEmpty { parts.append("deps=" + dependencies.joined(separator: ",")) }
        parts.append("L\(target.line)")
        return parts.joined(separator: " ")
    }

    static func exceptions(_ except: [String]) -> String {
        except.isEmpty ? "" : "-{" + except.joined(separator: ",") + "}"
    }

    static func targets(_ manifest: PackageManifest) -> [String] { manifest.targets.map(describe) }
    static func warnings(_ manifest: PackageManifest) -> [String] {
        manifest.warnings.map { "L\($0.line) \($0.message)" }
    }

    @Test func tuist4ProjectWithGlobsAndExclusions() {
        let manifest = Self.read(
            """
            import ProjectDescription

            let project = Project(
                name: "App",
                organizationName: "tuist.io",
                targets: [
                    .target(
                        name: "App",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "io.tuist.App",
                        infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
                        sources: ["App/Sources/**", .glob("Shared/**", excluding: ["Shared/Mocks/**", "Shared/*.md"])],
                        resources: ["App/Resources/**"],
                        dependencies: [.target(name: "Kit")]
                    ),
                    .target(
                        name: "Kit",
                        destinations: [.iPhone, .mac],
                        product: .framework,
                        bundleId: "io.tuist.Kit",
                        sources: .paths([.relativeToManifest("Kit/Sources/**"), "./Kit/Generated/*.swift"])
                    ),
                    .target(
                        name: "KitTests",
                        destinations: .iOS,
                        product: .unitTests,
                        bundleId: "io.tuist.KitTests",
                        sources: [.glob("Kit/Tests/**", excluding: "Kit/Tests/Fixtures/**")],
                        dependencies: [.target(name: "Kit"), .xctest]
                    ),
                    .target(name: "Assets", destinations: .iOS, product: .bundle, bundleId: "io.tuist.Assets"),
                    .target(
                        name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "io.tuist.App.Widget",
                        sources: "Widget/**", buildableFolders: ["Widget/Intents"]
                    ),
                ]
            )
            """)
        #expect(manifest.kind == .tuistProject)
        #expect(manifest.name == "App")
        #expect(
            Self.targets(manifest) == [
                "App app/executable src=App/Sources/**,Shared/**-{Shared/Mocks/**,Shared/*.md} deps=target:Kit L7",
                "Kit framework/regular src=Kit/Sources/**,Kit/Generated/*.swift L17",
                "KitTests unitTest/test src=Kit/Tests/**-{Kit/Tests/Fixtures/**} deps=target:Kit L24",
                "Assets bundle/regular L32",
                "Widget appExtension/regular src=Widget/**,folder:Widget/Intents L33",
            ])
        #expect(manifest.targets.first { $0.name == "Assets" }?.sources == [], "no sources: none, not SwiftPM's")
        #expect(manifest.warnings.isEmpty)
    }

    @Test func aTargetsProductNameIsTheModuleItsImportersName() {
        let manifest = Self.read(
            """
            import ProjectDescription
            let project = Project(name: "Kit", targets: [
                .target(name: "Kit-iOS", destinations: .iOS, product: .framework, productName: "Kit", bundleId: "k"),
                .target(name: "Tools", destinations: .iOS, product: .framework, productName: "My-Tools", bundleId: "t"),
                .target(name: "Plain", destinations: .iOS, product: .framework, productName: "Plain", bundleId: "p"),
            ])
            """)
        #expect(manifest.targets.map(\.moduleName) == ["Kit", "My_Tools", nil])
        #expect(manifest.warnings.isEmpty)
    }

    @Test func olderTargetInitializerAndSourceFileGlobs() {
        let manifest = Self.read(
            """
            import ProjectDescription

            let project = Project(name: "Legacy", targets: [
                Target(
                    name: "Legacy",
                    platform: .iOS,
                    product: .app,
                    bundleId: "io.tuist.Legacy",
                    infoPlist: "Info.plist",
                    sources: SourceFilesList(globs: [SourceFileGlob("Legacy/**", excluding: ["Legacy/Old/**"])]),
                    dependencies: [.target(name: "Core"), .sdk(name: "c++", type: .library)]
                ),
                Target(name: "Core", platform: .iOS, product: .staticFramework, bundleId: "io.tuist.Core",
                       sources: ["Core/**/*.swift"]),
                ProjectDescription.Target(name: "Tool", platform: .macOS, product: Product.commandLineTool,
                                          bundleId: "io.tuist.Tool", sources: "Tool/**"),
            ])
            """)
        #expect(manifest.name == "Legacy")
        #expect(
            Self.targets(manifest) == [
                "Legacy app/executable src=Legacy/**-{Legacy/Old/**} deps=target:Core L4",
                "Core staticFramework/regular src=Core/**/*.swift L13",
                "Tool commandLineTool/executable src=Tool/** L15",
            ])
        #expect(manifest.warnings.isEmpty)
    }

    @Test func everyProductAndItsKind() {
        let cases = [
            ("app", "app/executable"), ("framework", "framework/regular"),
            ("staticFramework", "staticFramework/regular"), ("staticLibrary", "staticLibrary/regular"),
            ("dynamicLibrary", "dynamicLibrary/regular"), ("bundle", "bundle/regular"),
            ("appExtension", "appExtension/regular"), ("extensionKitExtension", "extensionKitExtension/regular"),
            ("watch2App", "watchApp/executable"), ("watch2Extension", "watchExtension/regular"),
            ("appClip", "appClip/executable"), ("unitTests", "unitTest/test"), ("uiTests", "uiTest/test"),
            ("commandLineTool", "commandLineTool/executable"), ("xpc", "xpcService/regular"),
            ("macro", "macro/macro"), ("messagesExtension", "other/regular"), ("systemExtension", "other/regular"),
        ]
        let targets = cases.map { ".target(name: \"T\", product: .\($0.0), bundleId: \"b\")" }
        let source = "let project = Project(name: \"P\", targets: [\n" + targets.joined(separator: ",\n") + "])"
        let manifest = Self.read(source)
        #expect(manifest.targets.map(Self.describe) == cases.enumerated().map { "T \($0.element.1) L\($0.offset + 2)" })
        #expect(manifest.warnings.isEmpty)
    }

    @Test func dependencyKinds() {
        let manifest = Self.read(
            """
            let widget: Target = .target(name: widgetName, product: .appExtension, bundleId: "w")
            let widgetName = "Widget"
            let project = Project(name: "Deps", targets: [
                .target(name: "App", product: .app, bundleId: "a", dependencies: [
                    .target(name: "Core"),
                    .target("Short"),
                    .target(widget),
                    .macro(name: "Macros"),
                    .project(target: "Network", path: "../Network"),
                    .project(target: "Design", path: .relativeToManifest("../Design")),
                    .external(name: "Alamofire"),
                    .package(product: "Lottie"),
                    TargetDependency.external(name: "Kingfisher", condition: .when([.ios])),
                    .sdk(name: "SwiftUI", type: .framework),
                    .xctest,
                    .framework(path: "Frameworks/A.framework"),
                    .library(path: "libB.a", publicHeaders: "include", swiftModuleMap: nil),
                    .xcframework(path: "C.xcframework"),
                    .project(target: "Root", path: .relativeToRoot("Projects/Root")),
                    .project(target: "Root2", path: .relativeToRoot("Projects/Root2")),
                    .dependency(module: Feature.home),
                    makeDependency("X"),
                    .SPM.then,
                ]),
                widget,
            ])
            """)
        #expect(
            Self.targets(manifest) == [
                "App app/executable deps=target:Core,target:Short,target:Widget,target:Macros,"
                    + "project:Network@../Network,project:Design@../Design,external:Alamofire,product:Lottie,"
                    + "external:Kingfisher,project:Root,project:Root2,unreadable:.dependency(module: Feature.home),"
                    + "unreadable:makeDependency(\"X\"),unreadable:.SPM.then L4",
                "Widget appExtension/regular L1",
            ])
        #expect(
            Self.warnings(manifest) == [
                "L19 project paths relative to the root folder are not read: those dependencies keep their target "
                    + "name only",
                "L21 a dependency built by `.dependency(…)` cannot be read without running Tuist: "
                    + "the target's imports are not checked against its dependencies",
                "L22 a dependency built by `makeDependency(…)` cannot be read without running Tuist: "
                    + "the target's imports are not checked against its dependencies",
                "L23 a dependency named by `.SPM.then` cannot be read without running Tuist: "
                    + "the target's imports are not checked against its dependencies",
            ])
    }

    @Test func workspaceDeclaresNoTargets() {
        let manifest = Self.read(
            """
            import ProjectDescription

            let workspace = Workspace(
                name: "Mohanyang",
                projects: ["Projects/App", "Projects/Feature/**"],
                generationOptions: .options(enableAutomaticXcodeSchemes: false)
            )
            """)
        #expect(manifest.kind == .tuistProject)
        #expect(manifest.targets.isEmpty)
        #expect(manifest.warnings.isEmpty)
        #expect(Self.read("import ProjectDescription\nlet w = Workspace(name: \"W\", projects: [])").warnings.isEmpty)
    }

    @Test func aFactoryTheProjectDeclaresMakesItsTargets() {
        // The project's targets come from a method of a class the manifest declares, whose
        // names and globs use the class's own constant.
        let manifest = Self.read(
            #"""
            import ProjectDescription

            class BaseProjectFactory {
                let projectName: String = "Trinap"
                let dependencies: [TargetDependency] = [.target(name: "Queenfisher")]
                func generateTarget() -> [Target] {
                    [
                        Target(name: projectName, platform: .iOS, product: .app, bundleId: "b",
                               sources: ["\(projectName)/Sources/**"], dependencies: dependencies),
                        Target(name: "Queenfisher", platform: .iOS, product: .framework, bundleId: "q",
                               sources: ["Queenfisher/Sources/**"]),
                    ]
                }
            }

            let factory = BaseProjectFactory()
            let project: Project = .init(name: factory.projectName, targets: factory.generateTarget())
            """#)
        #expect(manifest.targets.isEmpty)
        #expect(manifest.helperCalls.map(\.function) == ["generateTarget"])
        let made = manifest.helpers.flatMap(\.targets).map(Self.describe)
        #expect(
            made == [
                // `dependencies: dependencies` in the factory's method is the class's own constant.
                "Trinap app/executable src=Trinap/Sources/** deps=target:Queenfisher L8",
                "Queenfisher framework/regular src=Queenfisher/Sources/** L10",
            ], "\(made)")
    }

    @Test func helperBuiltProjectIsWarnedOnce() {
        let helper = Self.read(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(
                name: "TuistPluginTest",
                destinations: .iOS,
                additionalTargets: ["TuistPluginTestKit", "TuistPluginTestUI"]
            )
            """)
        #expect(helper.name == "TuistPluginTest")
        #expect(helper.targets.isEmpty)
        #expect(
            Self.warnings(helper) == ["L4 targets built by `Project.app(…)` cannot be read without running Tuist"])

        let inferred = Self.read(
            """
            let project: Project = .makeModule(
              module: Core.APIClient,
              targets: [.sources, .interface, .tests]
            )
            """)
        #expect(inferred.targets.isEmpty)
        #expect(
            Self.warnings(inferred) == ["L1 targets built by `.makeModule(…)` cannot be read without running Tuist"])

        let mixed = Self.read(
            #"""
            let project = Project(name: "Features", targets: [
                .featureFramework(name: "Home", dependencies: [.target(name: "Core")]),
                Target.app(name: "Shell"),
                .target(name: "Core", product: .framework, bundleId: "core", sources: "Core/**"),
            ])
            """#)
        #expect(Self.targets(mixed) == ["Core framework/regular src=Core/** L4"])
        #expect(
            Self.warnings(mixed) == [
                "L2 targets built by `.featureFramework(…)` cannot be read without running Tuist",
                "L3 targets built by `Target.app(…)` cannot be read without running Tuist",
            ])

        let given = Self.read(
            """
            let project = Project.make(name: "Given", targets: [
                .target(name: "Given", product: .framework, bundleId: "g", sources: ["Sources/**"]),
            ]) {
                Target.tests(name: "GivenTests")
            }
            """)
        #expect(given.name == "Given")
        #expect(Self.targets(given) == ["Given framework/regular src=Sources/** L2"])
        #expect(
            Self.warnings(given) == ["L1 targets built by `Project.make(…)` cannot be read without running Tuist"])
    }

    @Test func aHelperGivenATargetsNameAndSourcesIsReadAsThatTarget() {
        // The helper's body is in ProjectDescriptionHelpers; called with a target's own name and
        // sources, it can only hand them to the target it makes.
        let manifest = Self.read(
            """
            let project = Project.make(
              name: "Scene",
              targets: [
                .make(
                  name: "FeatureTabs",
                  product: .framework,
                  bundleId: "com.example.tabs",
                  sources: ["Tabs/Sources/**"],
                  dependencies: [.target(name: "FeatureHome")]
                ),
                .make(name: "FeatureHome", product: .framework, sources: ["Home/Sources/**"]),
              ]
            )
            """)
        #expect(
            Self.targets(manifest) == [
                "FeatureTabs framework/regular src=Tabs/Sources/** deps=target:FeatureHome L4",
                "FeatureHome framework/regular src=Home/Sources/** L11",
            ])
        #expect(
            Self.warnings(manifest) == [
                "L1 targets built by `Project.make(…)` cannot be read without running Tuist"
            ])
        // Without sources, a helper's target folders are its own convention: not read here.
        let plain = Self.read(
            """
            let project = Project(name: "Scene", targets: [
                .make(name: "FeatureHome", product: .framework, sources: ["Home/Sources/**"]),
                .feature(name: "Search"),
            ])
            """)
        #expect(Self.targets(plain) == ["FeatureHome framework/regular src=Home/Sources/** L2"])
        #expect(
            Self.warnings(plain) == ["L3 targets built by `.feature(…)` cannot be read without running Tuist"])
    }

    @Test func constantsConcatenationAndInterpolation() {
        let manifest = Self.read(
            ##"""
            import ProjectDescription

            let appName = "Ledger"
            let root = "Modules"
            let appTarget = Target.target(
                name: appName,
                destinations: .iOS,
                product: .app,
                bundleId: "io.ledger.\(appName)",
                sources: ["\(root)/\(appName)/Sources/**"],
                dependencies: shared
            )
            let shared: [TargetDependency] = [.target(name: "LedgerKit")] + [.external(name: "Collections")]
            let frameworks: [Target] = [
                .target(name: "LedgerKit", destinations: .iOS, product: .framework, bundleId: "k",
                        sources: [.glob(.relativeToManifest(root + "/Kit/**"), excluding: [#"\#(root)/Kit/Old/**"#])]),
            ]
            var tests = [Target]()
            tests.append(.target(name: "LedgerKitTests", product: .unitTests, bundleId: "t", sources: "Tests/**"))

            let project = Project(
                name: "\(appName)Project",
                targets: [appTarget] + frameworks + tests
            )
            """##)
        #expect(manifest.name == "LedgerProject")
        #expect(
            Self.targets(manifest) == [
                "Ledger app/executable src=Modules/Ledger/Sources/** deps=target:LedgerKit,external:Collections L5",
                "LedgerKit framework/regular src=Modules/Kit/**-{Modules/Kit/Old/**} L15",
                "LedgerKitTests unitTest/test src=Tests/** L19",
            ])
        #expect(manifest.warnings.isEmpty)
    }

    @Test func parametersAndUnknownNamesAreWarned() {
        let manifest = Self.read(
            #"""
            func framework(_ name: String) -> Target {
                .target(name: name, destinations: .iOS, product: .framework, bundleId: "io.\(name)",
                        sources: "\(name)/Sources/**")
            }

            let project = Project(name: projectName, targets: [
                framework("Core"),
                .target(name: "Feature", product: .framework, bundleId: "f", sources: "\(name)/Sources/**"),
                .target(name: "\(name.capitalized)Kit", product: kitProduct, bundleId: "k"),
                .target(name: "NoProduct", bundleId: "n", sources: [.glob(.relativeToRoot("Shared/**"))]),
                missingTarget,
                .target(name: appName, product: .app, bundleId: "e"),
            ] + moreTargets)
            let appName = Environment.appName
            """#)
        #expect(manifest.name == nil)
        #expect(
            Self.targets(manifest) == [
                "Feature framework/regular L8",
                "NoProduct other/regular L10",
            ])
        #expect(
            Self.warnings(manifest) == [
                "L6 cannot read project name ('projectName' is not a constant): skipped",
                "L7 targets built by `framework(…)` cannot be read without running Tuist",
                "L8 cannot read source glob (interpolation of 'name', not a string constant): skipped",
                "L9 cannot read target name (interpolation of 'name.capitalized', not a string constant): skipped",
                "L9 cannot follow product 'kitProduct': skipped",
                "L10 cannot read source glob (relative to the root folder): skipped",
                "L10 target 'NoProduct' has no product: read as other",
                "L11 cannot follow target 'missingTarget': skipped",
                "L12 cannot read target name ('appName' is not a string constant): skipped",
                "L13 cannot follow 'moreTargets': skipped",
            ])
    }

    @Test func emptyGarbageAndOtherManifests() {
        #expect(Self.warnings(Self.read("")) == ["L1 empty manifest"])
        #expect(Self.read("").kind == .tuistProject)
        #expect(
            Self.warnings(Self.read("let config = Config(compatibleXcodeVersions: .all)\n")) == [
                "L1 no Project(…) initializer found"
            ])
        let garbage = TuistManifestReader.read([0xFF, 0xFE, 0x22, 0x5C, 0x28, 0x00, 0x5B, 0x7B, 0x28, 0x80])
        #expect(garbage.targets.isEmpty)
        #expect(!garbage.warnings.isEmpty)
        #expect(Self.read("let project = Project(name: \"Empty\")").warnings.isEmpty, "a project may have no targets")
    }

    @Test func neverTrapsNorHangs() {
        let sample = Array(
            #"""
            let root = "Modules"
            let kit = Target.target(name: "Kit", product: .framework, sources: .glob("\(root)/**", excluding: ["x"]))
            let project = Project(name: "P", targets: [kit, .target(name: "A", product: .app, sources: ["A/**"],
                dependencies: [.target(name: "Kit"), .project(target: "B", path: "../B")])] + more)
            var more = [Target]()
            more.append(Target(name: "T", product: .unitTests, buildableFolders: [.folder("T", exceptions: [])]))
            """#.utf8)
        var rng = SeededRandom(seed: 0x7A15)
        let fragments = [
            "(", ")", "[", "]", "\"", ",", "+", "\\(", ".target(", "name:", "let a = ", "a", ".glob(", "sources:",
        ].map { Array($0.utf8) }
        for _ in 0..<1500 {
            let bytes = rng.damaged(sample, inserting: fragments)
            let manifest = TuistManifestReader.read(bytes)
            #expect(manifest.warnings.count <= 21)
        }
        // Constants used many times over, cycles, and long unbalanced inputs stay cheap.
        var chain = "let project = Project(name: s0, targets: a0)\n"
        for k in 0..<40 { chain += "let a\(k) = a\(k + 1) + a\(k + 1)\nlet s\(k) = s\(k + 1) + \"\\(s\(k + 1))\"\n" }
        chain += "let a40 = [.target(name: s0, product: .app)]\nlet s40 = \"x\"\nlet loop = loop\n"
        #expect(TuistManifestReader.read(Array(chain.utf8)).targets.count < 100_000)
        let cycle = Array("let project = Project(targets: loop)\nlet loop = loop".utf8)
        #expect(TuistManifestReader.read(cycle).targets.isEmpty)
        for unit in ["a += (", "\"\\(", "let project = Project(", ".glob(\"", "[.target(name: \"A\"), "] {
            let bytes = Array(String(repeating: unit, count: 20_000).utf8)
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = TuistManifestReader.read(bytes) }
            #expect(elapsed < .seconds(5), "\(unit)")
        }
    }

    /// `ARCHHIST_TUIST_MANIFESTS=a/Project.swift:b/Project.swift swift test --filter Tuist`
    /// reads real manifests and prints what was read; skipped when the variable is unset.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["ARCHHIST_TUIST_MANIFESTS"] != nil))
    func realManifestsNamedByTheEnvironment() throws {
        let paths = (ProcessInfo.processInfo.environment["ARCHHIST_TUIST_MANIFESTS"] ?? "").split(separator: ":")
        for path in paths {
            let data = try #require(FileManager.default.contents(atPath: String(path)), "\(path)")
            let manifest = TuistManifestReader.read(Array(data))
            print("== \(path): \(manifest.name ?? "nil")")
            for target in manifest.targets { print("  " + Self.describe(target)) }
            for warning in Self.warnings(manifest) { print("  warning: " + warning) }
            #expect(manifest.kind == .tuistProject)
            // A project's targets are read or explained: none is dropped in silence.
            let text = String(decoding: data, as: UTF8.self)
            let namesTargets = text.contains("targets:") && !text.contains("Workspace(")
            #expect(!namesTargets || !manifest.targets.isEmpty || !manifest.warnings.isEmpty, "\(path)")
            #expect(manifest.targets.allSatisfy { !$0.name.isEmpty && $0.product != nil && $0.sources != nil })
        }
    }
}
