import BookingTypes

/// What can be asked for, without saying how.
@DependencyClient
public struct BookingDataClient: Sendable {
    public var fetch: @Sendable (BookingID) async throws -> Booking
    public var cancel: @Sendable (BookingID) async throws -> Void
}
