import PaymentsTypes

@DependencyClient
public struct PaymentsClient: Sendable {
    public var charge: @Sendable (Payment) async throws -> Void
}
