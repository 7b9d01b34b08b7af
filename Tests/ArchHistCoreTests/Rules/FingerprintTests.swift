import ArchHistCore
import Testing

@Suite struct FingerprintTests {
    @Test func ignoresNothingButTheLine() {
        let a = Fingerprint.of(rule: "r", file: "a.swift", target: "UIKit")
        #expect(a == Fingerprint.of(rule: "r", file: "a.swift", target: "UIKit"))
        #expect(a != Fingerprint.of(rule: "r", file: "b.swift", target: "UIKit"))
        #expect(a != Fingerprint.of(rule: "s", file: "a.swift", target: "UIKit"))
        #expect(a.count == 16)
    }

    /// Fingerprints are stored in every history: the value must never change.
    /// (Computed independently: FNV-1a 64 over the parts, each followed by 0xff.)
    @Test func isTheSameValueInEveryVersion() {
        #expect(Fingerprint.of(rule: "no-cycles", file: "Sources/App/A.swift", target: "UIKit") == "ed0493a9be4ad2cc")
    }

    @Test func separatesItsParts() {
        #expect(
            Fingerprint.of(rule: "ab", file: "c", target: "d") != Fingerprint.of(rule: "a", file: "bc", target: "d"))
    }

    @Test func violationsThatMoveKeepTheirFingerprint() {
        let before = Violation(rule: "r", severity: .error, file: "a.swift", line: 3, target: "UIKit", message: "m")
        let after = Violation(rule: "r", severity: .error, file: "a.swift", line: 30, target: "UIKit", message: "m")
        #expect(before.fingerprint == after.fingerprint)
    }
}
