import Foundation
import Utils

public struct BookingID: Hashable, Sendable {
    public let rawValue: String
}

public enum BookingStatus: Sendable { case pending, confirmed, cancelled }

public struct Booking: Sendable {
    public let id: BookingID
    public let status: BookingStatus
    public let dates: DateInterval
}
