import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Layers belong to units: a folder or module that does I/O, draws nothing, and that the
/// domain does not use is clean's adapter as a whole, its protocols and values with it.
@Suite struct InitAdapterUnitTests {
    /// A clean app in one target, its layers as folders, with an `Infrastructure/` folder
    /// holding the network client, the protocol it is reached through and its values.
    static let weather: [String: String] = [
        "Weather/App/WeatherApp.swift": """
        import SwiftUI
        @main struct WeatherApp: App {
            let client = APIClient(session: .shared)
            var body: some Scene {
                WindowGroup {
                    WeatherView(viewModel: WeatherViewModel(useCase: FetchWeatherUseCase(
                        repository: WeatherRepositoryImpl(client: client))))
                }
            }
        }
        """,
        "Weather/Presentation/WeatherView.swift": """
        import SwiftUI
        struct WeatherView: View {
            let viewModel: WeatherViewModel
            var body: some View { Text(viewModel.city) }
        }
        """,
        "Weather/Presentation/WeatherViewModel.swift": """
        import Foundation
        @MainActor final class WeatherViewModel {
            let useCase: FetchWeatherUseCase
            var city = ""
            init(useCase: FetchWeatherUseCase) { self.useCase = useCase }
        }
        """,
        "Weather/Domain/Entities/Forecast.swift": "struct Forecast { let city: String; let degrees: Double }\n",
        "Weather/Domain/Entities/City.swift": "struct City { let name: String }\n",
        "Weather/Domain/Interfaces/WeatherRepository.swift": """
        protocol WeatherRepository { func forecast(for city: City) async throws -> Forecast }
        """,
        "Weather/Domain/UseCases/FetchWeatherUseCase.swift": """
        struct FetchWeatherUseCase {
            let repository: WeatherRepository
            func run(_ city: City) async throws -> Forecast { try await repository.forecast(for: city) }
        }
        """,
        "Weather/Data/WeatherRepositoryImpl.swift": """
        struct WeatherRepositoryImpl: WeatherRepository {
            let client: APIClientProtocol
            func forecast(for city: City) async throws -> Forecast {
                Forecast(city: city.name, degrees: try await client.get(path: city.name, method: .get))
            }
        }
        """,
        "Weather/Data/ForecastDTO.swift": "struct ForecastDTO: Decodable { let temp: Double }\n",
        "Weather/Data/CityDTO.swift": "struct CityDTO: Decodable { let name: String }\n",
        // The adapter's own port, values and errors: Data's, though each alone reads as Domain.
        "Weather/Infrastructure/APIClientProtocol.swift": """
        protocol APIClientProtocol { func get(path: String, method: HTTPMethod) async throws -> Double }
        """,
        "Weather/Infrastructure/HTTPMethod.swift": "enum HTTPMethod: String { case get, post }\n",
        "Weather/Infrastructure/NetworkError.swift": "enum NetworkError: Error { case badStatus(Int) }\n",
        "Weather/Infrastructure/APIClient.swift": """
        import Foundation
        final class APIClient: APIClientProtocol {
            let session: URLSession
            init(session: URLSession) { self.session = session }
            func get(path: String, method: HTTPMethod) async throws -> Double {
                throw NetworkError.badStatus(500)
            }
        }
        """,
        // Values the domain uses, beside a cache on disk: the domain's own, no adapter.
        "Weather/Core/Units.swift": "enum TemperatureUnit { case celsius, fahrenheit }\n",
        "Weather/Core/Degrees.swift": "struct Degrees { let value: Double; let unit: TemperatureUnit }\n",
        "Weather/Core/DiskCache.swift": """
        import Foundation
        final class DiskCache { let files = FileManager.default }
        """,
        "Weather/Domain/UseCases/ConvertUseCase.swift": """
        struct ConvertUseCase { func run(_ degrees: Degrees) -> Degrees { degrees } }
        """,
    ]

    @Test func aFolderThatDoesIOAndDrawsNothingIsDataWhole() throws {
        let fitted = try FittedTree(Self.weather, preset: "clean")
        for name in ["APIClientProtocol", "HTTPMethod", "NetworkError", "APIClient"] {
            #expect(fitted.layer("Weather/Infrastructure/\(name).swift") == "Data", "\(name)")
        }
        let data = (fitted.spec["layers"]?.array ?? []).first { $0["name"]?.text == "Data" }
        let paths = (data?["paths"]?.array ?? []).compactMap(\.text)
        #expect(paths.contains("Weather/Infrastructure/**"), "\(paths)")
        #expect(!paths.contains { $0.hasPrefix("Weather/Infrastructure/") && $0.hasSuffix(".swift") }, "\(paths)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Data: 1 unit (folder Weather/Infrastructure) does I/O"), "\(description)")
        // The port stays in Domain: its folder is the app's own word for it.
        #expect(fitted.layer("Weather/Domain/Interfaces/WeatherRepository.swift") == "Domain")
        #expect(!fitted.violations.contains { $0.contains("Infrastructure") }, "\(fitted.violations)")
    }

    @Test func aFolderTheDomainUsesIsNoAdapterWhateverItStores() throws {
        let fitted = try FittedTree(Self.weather, preset: "clean")
        #expect(fitted.layer("Weather/Core/Units.swift") == "Domain")
        #expect(fitted.layer("Weather/Core/Degrees.swift") == "Domain")
        #expect(fitted.spec["description"]?.text?.contains("folder Weather/Core") == false)
    }

    @Test func theHarnessChainKeepsAClientsInterfaceApartFromItsImplementation() throws {
        let fitted = try FittedTree(Self.weather, preset: "harness")
        #expect(fitted.spec["description"]?.text?.contains("do I/O, draw nothing") == false)
        #expect(fitted.spec["description"]?.text?.contains("does I/O, draws nothing") == false)
    }
}
