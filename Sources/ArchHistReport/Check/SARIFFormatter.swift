import ArchHistCore
import ArchHistSupport

/// `check --format sarif`: SARIF 2.1.0 for code scanning. Every open violation is a
/// result with a stable rule id, its `baselineState` (`new` or `unchanged`), and the
/// fingerprint under `partialFingerprints`, so code scanning tracks it across line
/// moves (and file moves: a violation of a file renamed since the baseline keeps the
/// baseline's fingerprint); violations fixed since the baseline are reported `absent`.
struct SARIFFormatter {
    static let fingerprintKey = "archhist/v1"
    /// The rule id of a use the baseline's spec reports and the edited spec allows.
    static let specLoosenedRule = "archhist/spec-loosened"

    func format(_ report: CheckReport) -> String {
        let gate = report.gate
        let rules = gate.current.spec.rules
        let ruleIndex = Dictionary(
            rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var results: [JSONValue] = []
        let newFingerprints = Set(gate.drift.introduced.map(\.fingerprint))
        var newLeft = Dictionary(grouping: gate.drift.introduced, by: \.fingerprint).mapValues(\.count)
        for violation in gate.current.violations {
            var state = "unchanged"
            if newFingerprints.contains(violation.fingerprint), let left = newLeft[violation.fingerprint], left > 0 {
                newLeft[violation.fingerprint] = left - 1
                state = "new"
            }
            // A violation of a file moved since the baseline keeps the fingerprint it had.
            let fingerprint = gate.drift.carriedFingerprints[violation.fingerprint] ?? violation.fingerprint
            results.append(
                result(violation, state: state, ruleIndex: ruleIndex[violation.rule], fingerprint: fingerprint))
        }
        results += gate.drift.fixed.map { result($0, state: "absent", ruleIndex: ruleIndex[$0.rule]) }
        let change = gate.specChange
        if let change {
            let index = rules.count
            let level = gate.failedOn.contains(.specLoosened) ? "error" : "warning"
            results += change.allowed.map { use in
                var allowed = use.violation
                allowed.rule = SARIFFormatter.specLoosenedRule
                allowed.finding = "\(change.allowedByThisChange) (\(use.edit.words)): \(use.violation.message)"
                allowed.advice = nil
                let fingerprint = Fingerprint.of(
                    rule: SARIFFormatter.specLoosenedRule, file: use.violation.file, target: use.violation.fingerprint)
                var object = result(allowed, state: "new", ruleIndex: index, fingerprint: fingerprint)
                if case .object(var members) = object {
                    members["level"] = .string(level)
                    object = .object(members)
                }
                return object
            }
        }

        var ruleDescriptors: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id)), ("name", .string(rule.kind.name)),
                ("shortDescription", .object([("text", .string("\(rule.kind.name) rule \(rule.id)"))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ])
        }
        if let change {
            ruleDescriptors.append(
                .object([
                    ("id", .string(SARIFFormatter.specLoosenedRule)), ("name", "specLoosened"),
                    (
                        "shortDescription",
                        .object([("text", .string("a use \(change.allowedByThisChange) that the baseline's reports"))])
                    ),
                    ("defaultConfiguration", .object([("level", "error")])),
                ]))
        }
        let driver: JSONValue = .object([
            ("name", "archhist"), ("version", .string(report.toolVersion)), ("rules", .array(ruleDescriptors)),
        ])
        var run: JSONObject = [
            ("tool", .object([("driver", driver)])),
            (
                "automationDetails",
                .object([("description", .object([("text", .string("\(report.current) against \(report.baseline)"))]))])
            ),
            ("results", .array(results)),
        ]
        if let change { run["properties"] = runProperties(change) }
        let root: JSONValue = .object([
            ("$schema", "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"),
            ("version", "2.1.0"), ("runs", .array([.object(run)])),
        ])
        return JSONWriter(style: .pretty, escapesUnsafeText: true).string(root) + "\n"
    }

    /// The edits of the spec and the violations its edit makes visible, in the run's
    /// property bag: code scanning keeps them with the run.
    private func runProperties(_ change: SpecChange) -> JSONValue {
        let visible = change.madeVisible.map { violation -> JSONValue in
            .object([
                ("ruleId", .string(violation.rule)), ("file", .string(violation.file)),
                ("fingerprint", .string(violation.fingerprint)),
            ])
        }
        return .object([
            ("archhist/specBaseline", .string(change.baselineSource)),
            ("archhist/specEdits", .array(change.edits.map { .string("\($0.effect.rawValue): \($0.words)") })),
            ("archhist/madeVisibleBySpecChange", .array(visible)),
        ])
    }

    private func result(
        _ violation: Violation, state: String, ruleIndex: Int?, fingerprint: String? = nil
    ) -> JSONValue {
        var region: JSONObject = [:]
        if let line = violation.line, line > 0 { region["startLine"] = .int(line) }
        var physical: JSONObject = [
            ("artifactLocation", .object([("uri", .string(SARIFFormatter.uri(violation.file)))]))
        ]
        if !region.isEmpty { physical["region"] = .object(region) }
        var object: JSONObject = [
            ("ruleId", .string(violation.rule)),
            ("level", .string(level(violation.severity))),
            ("message", .object([("text", .string(violation.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
            (
                "partialFingerprints",
                .object([
                    (SARIFFormatter.fingerprintKey, .string(fingerprint ?? violation.fingerprint))
                ])
            ),
            ("baselineState", .string(state)),
        ]
        if let ruleIndex { object["ruleIndex"] = .int(ruleIndex) }
        return .object(object)
    }

    /// A repository-relative path as an RFC 3986 relative reference: every byte but the
    /// unreserved characters and the `/` between segments percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
