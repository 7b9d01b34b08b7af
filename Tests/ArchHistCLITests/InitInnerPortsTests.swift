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

    /// The screens keep the use cases' protocols they hold (`Presentation/Interface/`) and
    /// the domain implements them: the implementations could not depend on them there.
    static let consumerOwned: [String: String] = [
        "App/Domain/Entity/Mate.swift": "struct Mate { let name: String }\n",
        "App/Domain/UseCase/DefaultLoadMatesUseCase.swift": """
        final class DefaultLoadMatesUseCase: LoadMatesUseCase {
            func load() -> [Mate] { [] }
        }
        """,
        "App/Domain/UseCase/DefaultBlockMateUseCase.swift": """
        final class DefaultBlockMateUseCase: BlockMateUseCase {
            func block(_ mate: Mate) {}
        }
        """,
        "App/Presentation/Interface/LoadMatesUseCase.swift": """
        protocol LoadMatesUseCase { func load() -> [Mate] }
        """,
        "App/Presentation/Interface/BlockMateUseCase.swift": """
        protocol BlockMateUseCase { func block(_ mate: Mate) }
        """,
        // Implemented by a screen: the screens' own protocol, where its folder keeps it.
        "App/Presentation/Interface/MatesDisplaying.swift": """
        protocol MatesDisplaying: AnyObject { func show(_ mates: [Mate]) }
        """,
        "App/Presentation/Mates/MatesViewModel.swift": """
        final class MatesViewModel {
            let load: LoadMatesUseCase
            let block: BlockMateUseCase
            weak var display: MatesDisplaying?
            init(load: LoadMatesUseCase, block: BlockMateUseCase) { self.load = load; self.block = block }
            func refresh() { display?.show(load.load()) }
        }
        """,
        "App/Presentation/Mates/MatesViewController.swift": """
        import UIKit
        final class MatesViewController: UIViewController, MatesDisplaying {
            let viewModel: MatesViewModel
            init(viewModel: MatesViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            func show(_ mates: [Mate]) {}
        }
        """,
    ]

    /// A repository protocol the use cases hold that returns a DTO is still the domain's port: the
    /// DTO in its signature is the leak, reported once, by the DTO's confinement.
    static let leakingPort: [String: String] = [
        "App/Domain/UseCase/LoadUserUseCase.swift": """
        final class LoadUserUseCase {
            private let repository: UserRepository
            init(repository: UserRepository) { self.repository = repository }
            func name() -> String { repository.user().name }
        }
        """,
        "App/Domain/UseCase/SaveRoomUseCase.swift": """
        final class SaveRoomUseCase {
            private let rooms: RoomRepository
            init(rooms: RoomRepository) { self.rooms = rooms }
            func save(_ name: String) { rooms.save(name) }
        }
        """,
        "App/Data/Repository/Protocol/UserRepository.swift": "protocol UserRepository { func user() -> UserDTO }\n",
        "App/Data/Repository/Protocol/RoomRepository.swift": "protocol RoomRepository { func save(_ name: String) }\n",
        "App/Data/Network/UserDTO.swift": "struct UserDTO: Decodable { let name: String }\n",
        "App/Data/Repository/DefaultUserRepository.swift": """
        import Foundation
        final class DefaultUserRepository: UserRepository {
            let session = URLSession.shared
            func user() -> UserDTO { UserDTO(name: "") }
        }
        """,
        "App/Data/Repository/DefaultRoomRepository.swift": """
        final class DefaultRoomRepository: RoomRepository { func save(_ name: String) {} }
        """,
    ]

    @Test func aPortTheDomainHoldsIsItsEvenWhereItLeaksADTO() throws {
        let fitted = try FittedTree(Self.leakingPort, preset: "clean")
        #expect(fitted.layer("App/Data/Repository/Protocol/UserRepository.swift") == "Domain")
        #expect(fitted.layer("App/Data/Repository/Protocol/RoomRepository.swift") == "Domain")
        #expect(
            fitted.violations == [
                "dto-stays-in-data App/Data/Repository/Protocol/UserRepository.swift: UserDTO is used in Domain. "
                    + "UserDTO belongs in Data: map it to a domain type at the border and pass that on"
            ])
    }

    @Test func aProtocolTheScreensHoldAndOnlyTheDomainImplementsIsTheDomains() throws {
        let fitted = try FittedTree(Self.consumerOwned, preset: "clean")
        #expect(fitted.layer("App/Presentation/Interface/LoadMatesUseCase.swift") == "Domain")
        #expect(fitted.layer("App/Presentation/Interface/BlockMateUseCase.swift") == "Domain")
        #expect(fitted.layer("App/Presentation/Interface/MatesDisplaying.swift") == "Presentation")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
