import Foundation
import SwiftUI

/// Planted: "somebody needs a date formatted and SwiftUI is right there".
public struct SendMoney: Sendable {
    public static let dailyLimitMinorUnits = 50_000
    let account: any AccountReading

    public init(account: any AccountReading) {
        self.account = account
    }

    public func callAsFunction(_ payment: Payment) async throws {
        let sent = try await account.sentToday()
        guard sent + payment.amountMinorUnits <= SendMoney.dailyLimitMinorUnits else {
            throw SendMoneyError.overDailyLimit
        }
        try await account.record(payment)
    }
}

public enum SendMoneyError: Error { case overDailyLimit }
