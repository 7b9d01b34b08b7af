import Observation

/// Planted: the view model builds a concrete repository itself.
@MainActor
@Observable
final class AccountsViewModel {
    private(set) var accounts: [Account] = []
    private let fetchAccounts: FetchAccountsUseCase

    init(fetchAccounts: FetchAccountsUseCase) {
        self.fetchAccounts = fetchAccounts
    }

    func reload(client: APIClient) async {
        let repository = RemoteAccountRepository(client: client)
        accounts = (try? await repository.accounts()) ?? []
    }
}
