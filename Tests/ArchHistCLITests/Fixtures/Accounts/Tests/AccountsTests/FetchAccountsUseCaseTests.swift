@testable import Accounts
import Testing

struct StubRepository: AccountRepository {
    let stored: [Account]
    func accounts() async throws -> [Account] { stored }
}

@Test func sortsByBalance() async throws {
    let useCase = await FetchAccountsUseCase(repository: StubRepository(stored: []))
    #expect(try await useCase.execute().isEmpty)
}
