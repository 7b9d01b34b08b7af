import ArchHistCore
import Testing

/// The policy of spec edits: which loosen, which tighten, and how each is said.
@Suite struct SpecComparisonTests {
    static let before = """
        {"exclude": ["Generated/**"],
         "layers": [{"name": "A", "paths": ["a/**"]}, {"name": "B", "paths": ["b/**"]},
                    {"name": "C", "paths": ["c/**"]}],
         "rules": [{"id": "matrix", "kind": "layers", "allow": {"A": ["B"], "B": []}},
                   {"id": "wall", "kind": "wall", "from": ["A"], "to": ["C"]},
                   {"id": "ui", "kind": "imports", "layers": ["A"], "forbid": ["UIKit"], "severity": "warning"}],
         "exceptions": [{"rule": "wall", "source": "a/X.swift", "target": "c/Y.swift",
                         "reason": "legacy", "expires": "2026-12-31"}]}
        """

    static func edits(to after: String) throws -> [SpecEdit] {
        SpecComparison.edits(
            from: try SpecDecoder.decode(Array(before.utf8), file: "before"),
            to: try SpecDecoder.decode(Array(after.utf8), file: "after"))
    }

    @Test func theSameSpecHasNoEdits() throws {
        #expect(try Self.edits(to: Self.before).isEmpty)
    }

    @Test func eachEditIsSaidWithItsEffect() throws {
        let edits = try Self.edits(
            to: """
                {"exclude": ["Generated/**", "Legacy/**"], "tests": ["**/Tests/**"],
                 "layers": [{"name": "A", "paths": ["a/**", "shared/**"]}, {"name": "B", "paths": ["b/**"]},
                            {"name": "D", "paths": ["d/**"], "crossCutting": true}],
                 "rules": [{"id": "matrix", "kind": "layers", "allow": {"A": ["B", "D"], "B": []}},
                           {"id": "ui", "kind": "imports", "layers": ["A"], "forbid": ["UIKit"], "severity": "error"},
                           {"id": "cycles", "kind": "cycles", "level": "module", "severity": "info"}],
                 "exceptions": [{"rule": "matrix", "source": "a/X.swift", "target": "B", "reason": "for now"}]}
                """)
        let said = edits.map { "\($0.effect.rawValue): \($0.words)" }
        #expect(
            said == [
                "loosens: exclude adds 'Legacy/**': its files are no longer judged",
                "loosens: tests adds '**/Tests/**': its files are judged as tests only",
                "loosens: layer C removed: its files are in no layer, and no layer rule judges them",
                "reshapes: layer A: paths add 'shared/**'",
                "tightens: layer D added",
                "loosens: rule wall removed",
                "reshapes: rule matrix: allow.A add 'D'",
                "tightens: rule ui raised from warning to error",
                "tightens: rule cycles (cycles, info) added",
                "loosens: exception for matrix (a/X.swift → B) added: \"for now\"",
                "tightens: exception for wall (a/X.swift → c/Y.swift) removed",
            ])
    }

    @Test func anExceptionThatLastsLongerLoosensAndOneThatEndsSoonerTightens() throws {
        func edit(_ expires: String?) throws -> SpecEdit? {
            let field = expires.map { #", "expires": "\#($0)""# } ?? ""
            let after = Self.before.replacing(#", "expires": "2026-12-31""#, with: field)
            return try Self.edits(to: after).first
        }
        #expect(try edit("2027-06-30")?.kind == .exceptionExtended)
        #expect(
            try edit(nil)?.words == "exception for wall (a/X.swift → c/Y.swift) extended from 2026-12-31 to no end")
        #expect(try edit("2026-12-01")?.kind == .exceptionShortened)
        #expect(try edit("2026-12-31") == nil)
    }

    @Test func aLoweredSeverityLoosens() throws {
        let after = Self.before.replacing(#""severity": "warning""#, with: #""severity": "info""#)
        let edits = try Self.edits(to: after)
        #expect(edits.map(\.kind) == [.severityLowered])
        #expect(edits.first?.effect == .loosens)
        #expect(edits.first?.words == "rule ui lowered from warning to info")
    }

    @Test func aRuleGivenAnotherIdAndNothingElseIsRenamed() throws {
        let edits = try Self.edits(to: Self.before.replacing(#""id": "ui""#, with: #""id": "no-uikit""#))
        #expect(edits.map(\.words) == ["rule ui renamed no-uikit"])
        #expect(edits.first?.effect == .reshapes)
    }
}
