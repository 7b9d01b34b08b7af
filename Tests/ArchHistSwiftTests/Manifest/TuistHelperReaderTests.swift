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
        #expect(manifest.helperCalls.first?.arguments == ["name": "Home"])
        #expect(manifest.helperCalls.first?.line == 2)
        let features = TuistManifestReader.read(
            Array("let project = Project(name: \"F\", targets: [.feature(.home), .feature(.search)])\n".utf8))
        #expect(features.helperCalls.map(\.spelling) == [".feature", ".feature"])
    }
}
