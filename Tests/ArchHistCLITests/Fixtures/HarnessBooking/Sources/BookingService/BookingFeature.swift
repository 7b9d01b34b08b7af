import BookingConfig
import BookingTypes

@Reducer
public struct BookingFeature {
    @ObservableState
    public struct State: Equatable {
        var booking: Booking?
    }

    public enum Action {
        case confirmTapped(BookingID)
        case loaded(Booking)
    }

    @Dependency(BookingDataClient.self) var bookingClient

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .confirmTapped(let id):
                return .run { send in
                    let booking = try await bookingClient.fetch(id)
                    await send(.loaded(booking))
                }
            case .loaded(let booking):
                state.booking = booking
                return .none
            }
        }
    }
}
