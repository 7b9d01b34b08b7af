import LedgerCore
import Testing

final class FakeBank: AccountReading, @unchecked Sendable {
    var sent = 42_000
    var recorded: [Payment] = []
    func balance() async throws -> Int { 100_000 }
    func sentToday() async throws -> Int { sent }
    func record(_ payment: Payment) async throws { recorded.append(payment) }
}

@Test func exactlyTheLimitIsAllowed() async throws {
    let bank = FakeBank()
    try await SendMoney(account: bank)(Payment(amountMinorUnits: 8_000, memo: "Coffee card"))
    #expect(bank.recorded.count == 1)
}
