import Foundation

public struct Payment: Sendable {
    public let amountMinorUnits: Int
}
