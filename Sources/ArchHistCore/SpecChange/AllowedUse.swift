/// A use of the code that the baseline's spec reports and the candidate's spec lets
/// pass: the violation it was, and the edit of the spec that allows it.
public struct AllowedUse: Sendable, Hashable {
    /// The violation as the baseline's spec judges the candidate.
    public var violation: Violation
    /// The edit that allows it.
    public var edit: SpecEdit
    /// New in this change: the baseline, judged by its own spec, did not have it.
    public var isNew: Bool
    /// Its severity under the candidate's spec when that spec only lowered it; nil when
    /// the candidate's spec reports nothing.
    public var severityNow: Severity?

    public init(violation: Violation, edit: SpecEdit, isNew: Bool, severityNow: Severity? = nil) {
        self.violation = violation
        self.edit = edit
        self.isNew = isNew
        self.severityNow = severityNow
    }

    /// The uses grouped by the edit that allows them, in the order the edits were met.
    public static func byEdit(_ uses: [AllowedUse]) -> [(edit: SpecEdit, uses: [AllowedUse])] {
        var order: [SpecEdit] = []
        var groups: [SpecEdit: [AllowedUse]] = [:]
        for use in uses {
            if groups[use.edit] == nil { order.append(use.edit) }
            groups[use.edit, default: []].append(use)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
