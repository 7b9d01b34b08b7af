import ArchHistCore

/// Every milestone's burndown and the plan they belong to.
public struct BurndownReport: Sendable {
    public var burndowns: [Burndown]
    public var plan: MigrationPlan

    public init(burndowns: [Burndown], plan: MigrationPlan) {
        self.burndowns = burndowns
        self.plan = plan
    }
}
