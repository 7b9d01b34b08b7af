import Foundation
import LedgerCore

public final class LiveBank: AccountReading, @unchecked Sendable {
    public init() {}
    public func balance() async throws -> Int { 0 }
    public func sentToday() async throws -> Int { 0 }
    public func record(_ payment: Payment) async throws {}

    func mapped(_ dto: TransactionDTO) -> Payment? {
        guard let amount = dto.amount, let minor = Int(amount) else { return nil }
        return try? Payment(amountMinorUnits: minor, memo: dto.memo ?? "")
    }
}
