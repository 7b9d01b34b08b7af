import Foundation

public struct Payment: Equatable, Sendable {
    public let amountMinorUnits: Int
    public let memo: String

    public init(amountMinorUnits: Int, memo: String) throws {
        guard amountMinorUnits > 0 else { throw PaymentError.notPositive }
        guard memo.count <= 140 else { throw PaymentError.memoTooLong }
        self.amountMinorUnits = amountMinorUnits
        self.memo = memo
    }
}

public enum PaymentError: Error { case notPositive, memoTooLong }
