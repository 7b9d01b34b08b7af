import BookingTypes

/// Planted: UI state in Service.
public final class BookingCoordinator {
    @Published var step = 0
    var lastStatus: BookingStatus?
}
