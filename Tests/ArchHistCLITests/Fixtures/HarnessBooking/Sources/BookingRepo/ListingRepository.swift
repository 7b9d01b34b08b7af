import BookingTypes
import Foundation

public actor ListingRepository {
    public init() {}

    public func fetchBooking(id: BookingID) async throws -> Booking {
        Booking(id: id, status: .pending, dates: DateInterval())
    }
}
