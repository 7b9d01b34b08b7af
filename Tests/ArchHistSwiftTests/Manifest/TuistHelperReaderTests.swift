import ArchHistCore
import ArchHistSwift
import Testing

/// The folder convention of `ProjectDescriptionHelpers`: the targets each function
/// makes, its parameters left as placeholders, and the helpers it calls.
@Suite("TuistHelperReader")
struct TuistHelperReaderTests {
    static func read(_ source: String) -> [TuistHelper] {
        TuistHelperReader.read(Array(source.utf8)).helpers
    }

    @Test func aHelpersTargetsKeepItsParametersAsPlaceholders() {
        let helpers = Self.read(
            #"""
            import ProjectDescription

            extension Project {
                public static func app(name: String, _ suffix: String = "App") -> Project {
                    let app = Target.target(name: "\(name)\(suffix)", destinations: .iOS, product: .app,
                                            bundleId: "io.x", sources: ["Targets/\(name)/Sources/**"],
                                            dependencies: [.target(name: "\(name)Kit")])
                    return Project(name: name, targets: [app] + kit(named: "\(name)Kit"))
                }

                static func kit(named kit: String) -> [Target] {
                    [Target(name: kit, product: .unitTests, sources: "Targets/\(kit)/Tests/**")]
                }
            }
            """#)
        #expect(helpers.map(\.function) == ["app", "kit"])
        let app = helpers[0].targets
        // The dependency's `.target(name:)` has no sources: no target of the convention.
        #expect(app.map(\.name) == ["$(name)$(#1)"])
        #expect(app.first?.product == .app)
        #expect(app.first?.sources == [.glob("Targets/$(name)/Sources/**", except: [])])
        let kit = helpers[0].calls.first { $0.function == "kit" }
        #expect(kit?.arguments == ["named": "$(name)Kit"])
        #expect(helpers[1].targets.map(\.name) == ["$(named)"])
        #expect(helpers[1].targets.first?.kind == .test)
        #expect(helpers[1].targets.first?.sources == [.glob("Targets/$(named)/Tests/**", except: [])])
    }

    @Test func aProjectRecordsTheHelpersItCalls() {
        let manifest = TuistManifestReader.read(
            Array("import ProjectDescription\nlet project = Project.app(name: \"Home\", platform: .iOS)\n".utf8))
        #expect(manifest.helperCalls.map(\.function) == ["app"])
        #expect(manifest.helperCalls.first?.spelling == "Project.app")
        // A case is kept for its raw value, which only the helpers' enums can give.
        #expect(manifest.helperCalls.first?.arguments == ["name": "Home", "platform.case": "iOS"])
        #expect(manifest.helperCalls.first?.line == 2)
        let features = TuistManifestReader.read(
            Array("let project = Project(name: \"F\", targets: [.feature(.home), .feature(.search)])\n".utf8))
        #expect(features.helperCalls.map(\.spelling) == [".feature", ".feature"])
    }

    @Test func aPropertyMakingAProjectIsAHelperAndStringEnumsGiveRawValues() {
        let manifest = TuistHelperReader.read(
            Array(
                #"""
                import ProjectDescription

                public enum Feature: String, CaseIterable {
                    case home = "Home", search
                    case settings

                    public var project: Project {
                        .make(name: rawValue, targets: [
                            .target(name: "\(rawValue)UI", product: .framework, sources: ["\(self.rawValue)/UI/**"]),
                        ])
                    }
                }

                public enum Platform {
                    public static let project = Project.make(name: "Platform")
                    static let team = "x"
                    case ios
                }
                """#.utf8))
        #expect(manifest.helpers.map(\.function) == ["project", "project"])
        #expect(manifest.helpers[0].targets.map(\.name) == ["$(self.rawValue)UI"])
        #expect(manifest.helpers[0].targets.first?.sources == [.glob("$(self.rawValue)/UI/**", except: [])])
        #expect(manifest.helpers[1].calls.map(\.arguments) == [["name": "Platform"]])
        // Only a `String` enum's cases have raw values: `Platform.ios` has none.
        #expect(manifest.caseRawValues == ["home": "Home", "search": "search", "settings": "settings"])
    }

    @Test func aProjectRecordsTheHelperPropertyItReadsAndTheCasesItGives() {
        let property = TuistManifestReader.read(Array("let project = Feature.home.project\n".utf8))
        #expect(
            property.helperCalls == [
                TuistHelperCall(
                    function: "project", spelling: "Feature.home.project",
                    arguments: ["self.case": "home"], line: 1, isProperty: true)
            ])
        #expect(
            property.warnings.map(\.message) == [
                "targets built by `Feature.home.project` cannot be read without running Tuist"
            ])
        let call = TuistManifestReader.read(
            Array("let project: Project = .module(.designSystem, name: \"Kit\")\n".utf8))
        #expect(call.helperCalls.first?.arguments == ["#0.case": "designSystem", "name": "Kit"])
        #expect(call.helperCalls.first?.isProperty == false)
    }

    @Test func aHelperPassingItsParameterOnPassesTheCaseOn() {
        let helpers = Self.read(
            #"""
            extension Project {
                public static func module(_ module: Module) -> Project {
                    Project(name: module.rawValue, targets: kit(of: module))
                }
            }
            """#)
        let kit = helpers.first?.calls.first { $0.function == "kit" }
        #expect(kit?.arguments == ["of": "$(#0)", "of.case": "$(#0.case)"])
        let project = helpers.first?.calls.first { $0.function == "Project" }
        #expect(project?.arguments["name"] == "$(#0.rawValue)")
    }

    /// Helpers are any Swift: every prefix of one, and shapes repeated many times over,
    /// are read without a crash and in bounded time.
    @Test func oddHelpersAreReadWithoutACrash() {
        let source = #"""
            public enum Feature: String { case home = "Home", search
                public var project: Project {
                    .make(name: rawValue, targets: [.target(name: "\(rawValue)", sources: ["Sources/**"])])
                }
            }
            public enum Modules { public static let network: Project = .module(.network) }
            let project = Feature.home.project
            """#
        let bytes = Array(source.utf8)
        for end in 0...bytes.count {
            _ = TuistHelperReader.read(Array(bytes[..<end]))
            _ = TuistManifestReader.read(Array(bytes[..<end]))
        }
        let repeated = [
            String(repeating: "enum E: String ", count: 20_000),
            String(repeating: "static let p: Project = .a(.b)\n", count: 5_000),
            "enum E: String { case " + String(repeating: "a = \"A\", ", count: 20_000) + "}",
            "let project = " + String(repeating: "A.", count: 20_000) + "project",
        ]
        for text in repeated {
            _ = TuistHelperReader.read(Array(text.utf8))
            _ = TuistManifestReader.read(Array(text.utf8))
        }
        #expect(TuistHelperReader.read(Array(repeated[2].utf8)).caseRawValues == ["a": "A"])
    }
}
