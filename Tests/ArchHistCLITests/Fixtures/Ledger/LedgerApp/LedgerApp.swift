import LedgerCore
import LedgerData
import LedgerFeatures
import SwiftUI

@main
struct LedgerApp: App {
    private let bank = LiveBank()

    var body: some Scene {
        WindowGroup {
            Text("Ledger")
        }
    }

    @MainActor func makeSendMoney() -> SendMoneyViewModel {
        SendMoneyViewModel(sendMoney: SendMoney(account: bank))
    }
}
