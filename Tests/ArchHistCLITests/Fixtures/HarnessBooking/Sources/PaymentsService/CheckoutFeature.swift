import BookingService
import BookingTypes
import PaymentsConfig
import PaymentsTypes

/// Planted: Payments reaches into Booking's Service instead of its Types or Config.
@Reducer
public struct CheckoutFeature {
    public struct State: Equatable {
        var booking: BookingID?
        var child: BookingFeature.State?
    }
}
