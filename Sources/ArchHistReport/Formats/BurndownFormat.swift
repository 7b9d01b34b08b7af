import ArchHistCore

/// The formats of `burndown`.
public enum BurndownFormat: String, ReportFormat {
    case text, json, markdown

    public func render(_ report: BurndownReport) -> String {
        switch self {
        case .text: BurndownFormatter.text(report.burndowns, plan: report.plan)
        case .json: BurndownFormatter.json(report.burndowns, plan: report.plan)
        case .markdown: BurndownFormatter.markdown(report.burndowns, plan: report.plan)
        }
    }
}

/// Every milestone's burndown and the plan they belong to.
public struct BurndownReport: Sendable {
    public var burndowns: [Burndown]
    public var plan: MigrationPlan

    public init(burndowns: [Burndown], plan: MigrationPlan) {
        self.burndowns = burndowns
        self.plan = plan
    }
}
