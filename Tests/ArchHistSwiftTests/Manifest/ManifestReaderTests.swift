import ArchHistCore
import ArchHistSwift
import ArchHistTestSupport
import Testing

@Suite("ManifestReader")
struct ManifestReaderTests {
    static func read(_ source: String) -> PackageManifest {
        ManifestReader.read(Array(source.utf8))
    }

    /// `name kind [path] [exclude] deps L<line>` with deps as `kind:name[@package]`.
    static func describe(_ target: ManifestTarget) -> String {
        var parts = [target.name, target.kind.rawValue]
        if let path = target.path { parts.append("path=" + path) }
        if !target.exclude.isEmpty { parts.append("exclude=" + target.exclude.joined(separator: ",")) }
        let dependencies = target.dependencies.map { d in
            "\(d.kind.rawValue):\(d.name)" + (d.package.map { "@" + $0 } ?? "")
        }
        if !dependencies.isEmpty { parts.append("deps=" + dependencies.joined(separator: ",")) }
        parts.append("L\(target.line)")
        return parts.joined(separator: " ")
    }

    static func targets(_ manifest: PackageManifest) -> [String] { manifest.targets.map(describe) }
    static func warnings(_ manifest: PackageManifest) -> [String] {
        manifest.warnings.map { "L\($0.line) \($0.message)" }
    }

    @Test func ledgerStyleLocalPackage() {
        let manifest = Self.read(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Ledger",
                platforms: [.iOS(.v17), .macOS(.v14)],
                products: [
                    .library(name: "LedgerFeatures", targets: ["LedgerFeatures"]),
                ],
                targets: [
                    .target(name: "LedgerCore", dependencies: []),
                    .target(
                        name: "LedgerData",
                        dependencies: ["LedgerCore"],
                        path: "Sources/Data",
                        exclude: ["Fixtures", "README.md"]
                    ),
                    .target(name: "LedgerFeatures", dependencies: [.target(name: "LedgerCore")], path: "Features"),
                    .executableTarget(
                        name: "LedgerWidget",
                        dependencies: ["LedgerFeatures", "LedgerCore"],
                        path: "Widget/Sources"
                    ),
                    .testTarget(name: "LedgerCoreTests", dependencies: ["LedgerCore"]),
                ]
            )
            """)
        #expect(manifest.name == "Ledger")
        #expect(
            Self.targets(manifest) == [
                "LedgerCore regular L11",
                "LedgerData regular path=Sources/Data exclude=Fixtures,README.md deps=byName:LedgerCore L12",
                "LedgerFeatures regular path=Features deps=target:LedgerCore L18",
                "LedgerWidget executable path=Widget/Sources deps=byName:LedgerFeatures,byName:LedgerCore L19",
                "LedgerCoreTests test deps=byName:LedgerCore L24",
            ])
        #expect(manifest.warnings.isEmpty)
        #expect(
            manifest.targets.map(\.resolvedPath) == [
                "Sources/LedgerCore", "Sources/Data", "Features", "Widget/Sources", "Tests/LedgerCoreTests",
            ])
    }

    @Test func everyTargetKindAndDependencyForm() {
        let manifest = Self.read(
            """
            let package = Package(name: "Kinds", targets: [
                .target(name: "A", dependencies: [
                    "B",
                    .target(name: "C"),
                    .product(name: "D", package: "e"),
                    .byName(name: "F"),
                    .target(name: "G", condition: .when(platforms: [.iOS])),
                    .product(
                        name: "H", package: "h-kit", condition: .when(platforms: [.macOS]),
                        moduleAliases: ["X": "Y"]),
                ]),
                .executableTarget(name: "Exe"),
                .testTarget(name: "Tests"),
                .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
                .plugin(name: "Lint", capability: .buildTool(), dependencies: ["Tool"]),
                .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
                .binaryTarget(name: "Bin", path: "Bin.xcframework"),
                .binaryTarget(name: "Remote", url: "https://example.com/x.zip", checksum: "abc"),
            ])
            """)
        #expect(
            Self.targets(manifest) == [
                "A regular deps=byName:B,target:C,product:D@e,byName:F,target:G,product:H@h-kit L2",
                "Exe executable L12", "Tests test L13",
                "Macros macro deps=product:SwiftSyntaxMacros@swift-syntax L14", "Lint plugin deps=byName:Tool L15",
                "CSQLite system L16", "Bin binary path=Bin.xcframework L17", "Remote binary L18",
            ])
        #expect(manifest.targets.first { $0.name == "Lint" }?.resolvedPath == "Plugins/Lint")
        #expect(manifest.warnings.isEmpty)
    }

    @Test func staticConstantsOfTheManifestsOwnTypes() {
        // Names kept as static constants of the manifest's own types, spelled `Type.name` or `.name`.
        let manifest = Self.read(
            """
            import PackageDescription

            extension String {
                static let package = "MSData"
                var testTarget: String { self + "Tests" }
            }

            private enum Target {
                static let msData = "MSData"
            }

            private enum Dependency {
                static let msDomain = "MSDomain"
            }

            let package = Package(
                name: .package,
                targets: [
                    .target(name: Target.msData, dependencies: [
                        .product(name: Dependency.msDomain, package: Dependency.msDomain),
                    ]),
                ]
            )
            """)
        #expect(manifest.name == "MSData")
        #expect(Self.targets(manifest) == ["MSData regular deps=product:MSDomain@MSDomain L19"])
        #expect(manifest.warnings.isEmpty, "\(Self.warnings(manifest))")
    }

    @Test func constantsConcatenationAndAppends() {
        let manifest = Self.read(
            """
            import PackageDescription

            let core = Target.target(name: "Core", dependencies: [])
            let sharedDependencies: [Target.Dependency] = [
                .target(name: "Core"),
                .product(name: "Collections", package: "swift-collections"),
            ]
            let featureTargets: [Target] = [
                .target(name: "Feature", dependencies: sharedDependencies + ["Extra"]),
            ]
            var testTargets = [Target]()

            let package = Package(
                name: "Composed",
                targets: [core] + featureTargets + testTargets
            )

            testTargets.append(.testTarget(name: "CoreTests", dependencies: ["Core"]))
            package.targets.append(.target(name: "Appended", path: "Sources/Other"))
            package.targets += [.target(name: "Added")]
            package.targets.append(contentsOf: [PackageDescription.Target.executableTarget(name: "Tool")])
            for target in package.targets where target.type != .test {
                target.swiftSettings = [.enableUpcomingFeature("StrictConcurrency")]
            }
            """)
        #expect(manifest.name == "Composed")
        #expect(
            Self.targets(manifest) == [
                "Core regular L3",
                "Feature regular deps=target:Core,product:Collections@swift-collections,byName:Extra L9",
                "CoreTests test deps=byName:Core L18",
                "Appended regular path=Sources/Other L19",
                "Added regular L20",
                "Tool executable L21",
            ])
        #expect(manifest.warnings.isEmpty)
    }

    /// Lists of targets flattened into `package.targets`, and loops that add the same
    /// dependencies to each target of a list, as modular packages write them.
    @Test func flattenedListsAndDependenciesAddedInALoop() {
        let manifest = Self.read(
            """
            import PackageDescription

            let package = Package(
                name: "Presentation",
                targets: [.target(name: "DesignSystem", path: "Sources/DesignSystem")]
            )

            let features: [PackageDescription.Target] = [
                .target(name: "SearchFeature", dependencies: ["Navigation"], path: "Sources/Features/Search"),
                .target(name: "SplashFeature", path: "Sources/Features/Splash"),
            ]
            let navigators: [Target] = [.target(name: "RootNavigator", path: "Sources/Navigators/Root")]
            let tools: [Target] = [.executableTarget(name: "Tool")]

            for target in features {
                target.dependencies.append(contentsOf: ["DesignSystem", .product(name: "Core", package: "Core")])
            }
            for target in navigators { target.dependencies += ["SplashFeature"] }
            for target in package.targets where target.type == .regular {
                target.dependencies.append("Filtered")
            }
            package.targets.append(contentsOf: [features, navigators].flatMap { $0 })
            package.targets += Array([tools].joined())
            """)
        #expect(
            Self.targets(manifest) == [
                "DesignSystem regular path=Sources/DesignSystem L5",
                "SearchFeature regular path=Sources/Features/Search deps=byName:Navigation,byName:DesignSystem,"
                    + "product:Core@Core L9",
                "SplashFeature regular path=Sources/Features/Splash deps=byName:DesignSystem,product:Core@Core L10",
                "RootNavigator regular path=Sources/Navigators/Root deps=byName:SplashFeature L12",
                "Tool executable L13",
            ])
        #expect(manifest.warnings.isEmpty)
    }

    @Test func unreadableNamesAreWarnedAndSkipped() {
        let manifest = Self.read(
            #"""
            let prefix = "My"
            let package = Package(
                name: "Warned",
                targets: [
                    .target(name: "Ok"),
                    .target(name: prefix + "Lib"),
                    .target(name: "\(prefix)Kit"),
                    .target(name: prefix),
                    .target(name: "Deps", dependencies: ["Good", .target(name: "Bad" + "Name"), dynamicDependency]),
                    makeTarget("Generated"),
                ] + generatedTargets()
            )
            """#)
        #expect(Self.targets(manifest) == ["Ok regular L5", "Deps regular deps=byName:Good L9"])
        #expect(
            Self.warnings(manifest) == [
                "L6 cannot read target name (not a string literal): skipped",
                "L7 cannot read target name (string interpolation): skipped",
                "L8 cannot read target name (not a string literal): skipped",
                "L9 cannot read dependency name (string expression): skipped",
                "L9 cannot follow dependency 'dynamicDependency': skipped",
                "L10 cannot read a target expression: skipped",
                "L11 cannot follow the target list expression: skipped",
            ])
    }

    @Test func aHelperTheManifestDeclaresMakesTheTargetsItIsCalledFor() {
        // SwiftPM runs the manifest: a helper forwarding its parameters to `.target` makes
        // targets as surely as `.target` does, whatever settings it adds.
        let manifest = Self.read(
            """
            let package = Package(
              name: "App",
              targets: [
                .checkedTarget(name: "App", dependencies: [.tca, "Core"]),
                .checkedTarget(name: "Core", dependencies: []),
                .checkedTest("AppTests", on: ["App"]),
                .unknownHelper(name: "Lost"),
              ]
            )

            extension Target {
              static func checkedTarget(name: String, dependencies: [Target.Dependency]) -> Target {
                .target(name: name, dependencies: dependencies, swiftSettings: [.unsafeFlags(["-strict"])])
              }
              static func checkedTest(_ name: String, on dependencies: [Target.Dependency]) -> Target {
                .testTarget(name: name, dependencies: dependencies + ["TestSupport"])
              }
            }

            extension Target.Dependency {
              static let tca: Self = .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
            }
            """)
        #expect(
            Self.targets(manifest) == [
                "App regular deps=byName:Core L4",
                "Core regular L5",
                "AppTests test deps=byName:App L6",
            ])
        // A dependency held by a static property is not followed, as before.
        #expect(
            Self.warnings(manifest) == [
                "L4 cannot read a dependency expression: skipped", "L7 cannot read a target expression: skipped",
            ])
    }

    @Test func stringsCommentsAndConditions() {
        let manifest = Self.read(
            ##"""
            // swift-tools-version:6.0
            import PackageDescription
            /* let package = Package(name: "Commented") */
            let package = Package(
                name: "Str\u{69}ngs", // the name
                targets: [
                    .target(name: #"Raw"#, path: "Sources/With \"Quotes\"", exclude: [#"a\b"#]),
                    #if os(Linux)
                    .target(name: "LinuxOnly"),
                    #else
                    .target(name: "Elsewhere"),
                    #endif
                    .target(name: """
                        Multi
                        """),
                ]
            )
            """##)
        #expect(manifest.name == "Strings")
        #expect(
            Self.targets(manifest) == [
                #"Raw regular path=Sources/With "Quotes" exclude=a\b L7"#, "LinuxOnly regular L9",
                "Elsewhere regular L11", "Multi regular L13",
            ])
    }

    @Test func notAManifest() {
        #expect(Self.read("").targets.isEmpty)
        #expect(Self.warnings(Self.read("")) == ["L1 empty manifest"])
        #expect(Self.warnings(Self.read("let x = 1\n")) == ["L1 no Package(…) initializer found"])
        let noTargets = Self.read("let package = Package(name: \"Empty\")")
        #expect(noTargets.name == "Empty")
        #expect(Self.warnings(noTargets) == ["L1 Package(…) has no targets"])
    }

    @Test func archhistOwnManifestShape() {
        let manifest = Self.read(
            """
            let package = Package(
                name: "archhist",
                targets: [
                    .target(name: "ArchHistCore"),
                    .target(name: "ArchHistSwift", dependencies: ["ArchHistCore"]),
                    .testTarget(
                        name: "ArchHistCLITests",
                        dependencies: ["ArchHistCLI", "ArchHistCore"],
                        exclude: ["Fixtures"]
                    ),
                ]
            )
            """)
        #expect(
            Self.targets(manifest) == [
                "ArchHistCore regular L4", "ArchHistSwift regular deps=byName:ArchHistCore L5",
                "ArchHistCLITests test exclude=Fixtures deps=byName:ArchHistCLI,byName:ArchHistCore L6",
            ])
    }

    @Test func neverTrapsNorHangs() {
        let sample = Array(
            """
            let core = Target.target(name: "Core", dependencies: [])
            let package = Package(
                name: "P", targets: [core, .target(name: "A", dependencies: ["B", .product(name: "C", package: "d")])])
            package.targets += [.testTarget(name: "T")]
            """.utf8)
        var rng = SeededRandom(seed: 0x3A1F)
        let fragments = ["(", ")", "[", "]", "\"", ",", "+", "+=", ".target(", "name:", "let a = ", "a", "\\("].map {
            Array($0.utf8)
        }
        for _ in 0..<1500 {
            let bytes = rng.damaged(sample, inserting: fragments)
            let manifest = ManifestReader.read(bytes)
            #expect(manifest.warnings.count <= 21)
        }
        // Constants referenced many times over, cycles, and long unbalanced inputs stay cheap.
        var chain = "let package = Package(name: \"X\", targets: a0)\n"
        for k in 0..<40 { chain += "let a\(k) = a\(k + 1) + a\(k + 1)\n" }
        chain += "let a40 = [.target(name: \"Leaf\")]\nlet loop = loop\n"
        #expect(ManifestReader.read(Array(chain.utf8)).targets.count < 100_000)
        #expect(
            ManifestReader.read(Array("let package = Package(targets: loop)\nlet loop = loop".utf8)).targets.isEmpty)
        for unit in ["a += (", "x.append(", "let a = [", "Package(", "[.target(name: \"A\"), "] {
            let bytes = Array(String(repeating: unit, count: 20_000).utf8)
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = ManifestReader.read(bytes) }
            #expect(elapsed < .seconds(5), "\(unit)")
        }
    }
}
