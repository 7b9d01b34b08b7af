@testable import BookingService
import Testing

@Test func confirmLoadsTheBooking() {
    _ = BookingFeature()
}
