import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A repository protocol kept in the data folder beside its implementation, which the
/// use cases hold, is the domain's port: the use case depending on it is the direction
/// dependency inversion asks for, not "Domain depends on Data".
@Suite struct InitInnerPortsTests {
    static let app: [String: String] = [
        "App/Domain/Model/Runner.swift": "struct Runner { let name: String }\n",
        "App/Domain/UseCase/LoadRunnersUseCase.swift": """
        protocol LoadRunnersUseCase { func load() -> [Runner] }
        final class DefaultLoadRunnersUseCase: LoadRunnersUseCase {
            private let repository: RunnerRepository
            init(repository: RunnerRepository) { self.repository = repository }
            func load() -> [Runner] { repository.fetch() }
        }
        """,
        "App/Domain/UseCase/SaveRunnerUseCase.swift": """
        final class SaveRunnerUseCase {
            private let repository: RunnerRepository
            private let profiles: ProfileRepository
            init(repository: RunnerRepository, profiles: ProfileRepository) {
                self.repository = repository
                self.profiles = profiles
            }
            func save(_ runner: Runner) { repository.store(runner) }
        }
        """,
        "App/Data/Repository/Protocol/RunnerRepository.swift": """
        protocol RunnerRepository {
            func fetch() -> [Runner]
            func store(_ runner: Runner)
        }
        """,
        "App/Data/Repository/Protocol/ProfileRepository.swift": """
        protocol ProfileRepository { func name() -> String }
        """,
        // Speaks in the data layer's own type: the data layer's interface, no port.
        "App/Data/Network/Protocol/NetworkService.swift": """
        protocol NetworkService { func get(_ endpoint: Endpoint) -> RunnerDTO }
        """,
        "App/Data/Network/Endpoint.swift": "struct Endpoint { let path: String }\n",
        "App/Data/Network/RunnerDTO.swift": "struct RunnerDTO: Decodable { let name: String }\n",
        "App/Data/Network/DefaultNetworkService.swift": """
        import Foundation
        final class DefaultNetworkService: NetworkService {
            let session = URLSession.shared
            func get(_ endpoint: Endpoint) -> RunnerDTO { RunnerDTO(name: endpoint.path) }
        }
        """,
        "App/Data/Repository/DefaultRunnerRepository.swift": """
        final class DefaultRunnerRepository: RunnerRepository {
            let network: NetworkService = DefaultNetworkService()
            func fetch() -> [Runner] { [Runner(name: network.get(Endpoint(path: "/")).name)] }
            func store(_ runner: Runner) {}
        }
        """,
        "App/Data/Repository/DefaultProfileRepository.swift": """
        final class DefaultProfileRepository: ProfileRepository { func name() -> String { "" } }
        """,
        "App/Presentation/RunnersViewController.swift": """
        import UIKit
        final class RunnersViewController: UIViewController {
            let useCase: LoadRunnersUseCase
            init(useCase: LoadRunnersUseCase) { self.useCase = useCase; super.init(nibName: nil, bundle: nil) }
        }
        """,
    ]

    @Test func aProtocolTheDomainHoldsAndOnlyDataImplementsIsTheDomains() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("App/Data/Repository/Protocol/RunnerRepository.swift") == "Domain")
        #expect(fitted.layer("App/Data/Repository/Protocol/ProfileRepository.swift") == "Domain")
        #expect(fitted.layer("App/Data/Repository/DefaultRunnerRepository.swift") == "Data")
        // The network's protocol names a DTO: the data layer's own, where its folder keeps it.
        #expect(fitted.layer("App/Data/Network/Protocol/NetworkService.swift") == "Data")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
        guard case .string(let description)? = fitted.spec["description"] else {
            Issue.record("no description")
            return
        }
        #expect(description.contains("are Domain's ports"))
    }
}
