struct AccountDTO: Decodable {
    let id: String
    let name: String
    let balance_cents: Int
}
