import Foundation
import UIKit

/// Planted twice: a UI framework in Domain, and @MainActor on a use case.
@MainActor
struct FetchAccountsUseCase {
    let repository: AccountRepository

    func execute() async throws -> [Account] {
        try await repository.accounts().sorted { $0.balanceCents > $1.balanceCents }
    }
}
