import BookingConfig
import BookingRepo
import BookingService

extension BookingDataClient {
    public static func live(repository: ListingRepository) -> BookingDataClient {
        BookingDataClient(
            fetch: { id in try await repository.fetchBooking(id: id) },
            cancel: { _ in }
        )
    }
}

public struct BookingRuntime {
    public let feature = BookingFeature()
}
