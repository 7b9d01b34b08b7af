/// Shaped exactly like the wire, optionals and all.
public struct TransactionDTO: Decodable, Sendable {
    public let id: String?
    public let amount: String?
    public let memo: String?
}
