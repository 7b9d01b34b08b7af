final class RemoteAccountRepository: AccountRepository {
    let client: APIClient

    init(client: APIClient) { self.client = client }

    func accounts() async throws -> [Account] {
        try await client.send(Endpoint<[AccountDTO]>(path: "/accounts"))
            .map { Account(id: $0.id, name: $0.name, balanceCents: $0.balance_cents) }
    }
}
