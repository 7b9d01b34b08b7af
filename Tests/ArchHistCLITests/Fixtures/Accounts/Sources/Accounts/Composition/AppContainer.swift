enum AppContainer {
    @MainActor static func makeAccountsViewModel(client: APIClient) -> AccountsViewModel {
        let repository = RemoteAccountRepository(client: client)
        return AccountsViewModel(fetchAccounts: FetchAccountsUseCase(repository: repository))
    }
}
