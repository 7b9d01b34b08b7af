import BookingRuntime
import BookingService
import SwiftUI

struct BookingView: View {
    let store: StoreOf<BookingFeature>
    let runtime: BookingRuntime

    var body: some View {
        Text("Booking")
    }
}
