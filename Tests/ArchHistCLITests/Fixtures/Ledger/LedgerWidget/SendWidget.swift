import LedgerCore
import LedgerData

/// The widget links the core and the data layer only, never the screens.
struct SendWidget {
    let bank = LiveBank()
    let payment: Payment
}
