/// Applies the spec's exceptions. An exception is narrow, one rule and one
/// source/target pair, and it lapses after its expiry day: the violation comes back
/// and a note says so. An exception that waives nothing is noted as stale.
import ArchHistSupport

struct ExceptionLedger {
    let exceptions: [ExceptionSpec]
    let today: Day

    func apply(to violations: [Violation]) -> (open: [Violation], waived: [Violation], notes: [String]) {
        var open: [Violation] = []
        var waived: [Violation] = []
        var used = Set<Int>()
        var notes: [String] = []
        for var violation in violations {
            let match = exceptions.indices.first { index in
                let exception = exceptions[index]
                return exception.rule == violation.rule && exception.source == violation.file
                    && exception.target == violation.target
            }
            guard let match else {
                open.append(violation)
                continue
            }
            used.insert(match)
            let exception = exceptions[match]
            if let expires = exception.expires, expires < today {
                open.append(violation)
            } else {
                violation.waivedBy = exception
                waived.append(violation)
            }
        }
        for (index, exception) in exceptions.enumerated() {
            let label = "exception for \(exception.rule) (\(exception.source) → \(exception.target))"
            if let expires = exception.expires, expires < today, used.contains(index) {
                notes.append(
                    "\(label) expired on \(expires); its violation counts again: fix it or extend the exception")
            } else if !used.contains(index) {
                notes.append("\(label) matches no violation: remove it from the spec")
            }
        }
        return (open, waived, notes)
    }
}
