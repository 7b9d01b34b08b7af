/// A port: the core's own words for what it needs from outside.
public protocol AccountReading: Sendable {
    func balance() async throws -> Int
    func sentToday() async throws -> Int
    func record(_ payment: Payment) async throws
}
