import AnalyticsProvider
import BookingRuntime
import BookingUI
@testable import Utils

@main
struct BookingApp {
    static func main() {
        let runtime = BookingRuntime()
        _ = runtime
        AnalyticsProvider().track("launch")
    }
}
