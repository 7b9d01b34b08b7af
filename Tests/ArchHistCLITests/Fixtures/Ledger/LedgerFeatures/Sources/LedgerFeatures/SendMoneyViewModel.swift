import LedgerCore

@MainActor
public final class SendMoneyViewModel {
    let sendMoney: SendMoney
    public private(set) var message = ""

    public init(sendMoney: SendMoney) {
        self.sendMoney = sendMoney
    }
}
