import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Which preset `init` takes for an app built on reducers and dependency clients: harness,
/// unless the reducers sit on clean's layers (use cases over ports a data side implements).
@Suite struct InitPresetChoiceTests {
    /// Three features' reducers, each reaching its own dependency client.
    static func reducersAndClients(clientsBuild: (String) -> String) -> [String: String] {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "Shop")])
            """,
            "Sources/Shop/ShopApp.swift": """
            import SwiftUI
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Text("") } } }
            """,
        ]
        for feature in ["Cart", "Catalog", "Orders"] {
            files["Sources/Shop/Features/\(feature)/\(feature)Feature.swift"] = """
                import ComposableArchitecture
                @Reducer struct \(feature)Feature {
                    struct State: Equatable {}
                    enum Action { case load }
                    @Dependency(\\.\(feature.lowercased())Client) var client
                    var body: some ReducerOf<Self> { Reduce { _, _ in .run { _ in _ = try await client.load() } } }
                }
                """
            files["Sources/Shop/Clients/\(feature)Client.swift"] = """
                import Dependencies
                import DependenciesMacros
                @DependencyClient struct \(feature)Client { var load: () async throws -> [String] }
                extension \(feature)Client: DependencyKey {
                    static let liveValue = \(clientsBuild(feature))
                }
                extension DependencyValues {
                    var \(feature.lowercased())Client: \(feature)Client {
                        get { self[\(feature)Client.self] }
                        set { self[\(feature)Client.self] = newValue }
                    }
                }
                """
        }
        return files
    }

    @Test func reducersOverUseCasesArePresentationOfClean() throws {
        var files = Self.reducersAndClients { feature in
            let useCase = "Load\(feature)UseCase(repository: Default\(feature)Repository())"
            return "\(feature)Client(load: { try await \(useCase).run() })"
        }
        for feature in ["Cart", "Catalog", "Orders"] {
            files["Sources/Shop/Domain/UseCases/Load\(feature)UseCase.swift"] = """
                struct Load\(feature)UseCase {
                    let repository: \(feature)Repository
                    func run() async throws -> [String] { try await repository.all() }
                }
                """
            files["Sources/Shop/Domain/Repositories/\(feature)Repository.swift"] = """
                protocol \(feature)Repository { func all() async throws -> [String] }
                """
            files["Sources/Shop/Data/Repositories/Default\(feature)Repository.swift"] = """
                import Foundation
                struct Default\(feature)Repository: \(feature)Repository {
                    let session = URLSession.shared
                    func all() async throws -> [String] { [] }
                }
                """
        }
        let fitted = try FittedTree(files)
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Preset clean: the app declares 3 reducers and 3 dependency clients, but under"))
        #expect(fitted.layer("Sources/Shop/Domain/UseCases/LoadCartUseCase.swift") == "Domain")
        #expect(fitted.layer("Sources/Shop/Data/Repositories/DefaultCartRepository.swift") == "Data")
        #expect(fitted.layer("Sources/Shop/Features/Cart/CartFeature.swift") == "Presentation")
    }

    @Test func reducersOverClientsAloneAreHarness() throws {
        let fitted = try FittedTree(Self.reducersAndClients { feature in "\(feature)Client(load: { [] })" })
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Preset harness: the app declares 3 reducers"))
    }
}
