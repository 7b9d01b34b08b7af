import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A TCA app whose dependency clients are its layers: a store client owning the SwiftData
/// context, a mapper speaking in the stored entities, a repository over them. What each
/// client does with the store says its side, and the entities are the store's.
@Suite struct InitStoreClientTests {
    static let app: [String: String] = [
        "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n",
        "Project.swift": """
        import ProjectDescription
        let project = Project(name: "Days", targets: [
            .target(name: "Days", destinations: .iOS, product: .app, bundleId: "d.app", sources: ["Days/**"]),
            .target(name: "DaysTests", destinations: .iOS, product: .unitTests, bundleId: "d.tests",
                    sources: ["DaysTests/**", "Days/day/**"], dependencies: [.target(name: "Days")]),
        ])
        """,
        "Days/DaysApp.swift": """
        import ComposableArchitecture
        import SwiftUI
        @main struct DaysApp: App {
            var body: some Scene {
                WindowGroup { DaysView(store: Store(initialState: DaysFeature.State()) { DaysFeature() }) }
            }
        }
        """,
        "Days/feature/DaysFeature.swift": """
        import ComposableArchitecture
        @Reducer struct DaysFeature {
            @ObservableState struct State { var days: [DayItem] = [] }
            enum Action { case load, loaded([DayItem]) }
            @Dependency(\\.fetchDays) var fetchDays
            var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
        }
        """,
        "Days/feature/DaysView.swift": """
        import ComposableArchitecture
        import SwiftUI
        struct DaysView: View {
            let store: StoreOf<DaysFeature>
            var body: some View { List(store.days, id: \\.id) { Text($0.day) } }
        }
        """,
        "Days/day/DayItem.swift": "import Foundation\nstruct DayItem { let id: UUID; let day: String }\n",
        "Days/day/FetchDays.swift": """
        import Dependencies
        struct FetchDays { var fetchAll: () async -> [DayItem] }
        extension FetchDays: DependencyKey {
            static let liveValue = Self(fetchAll: {
                @Dependency(\\.dayRepository) var repository
                return await repository.fetchAll()
            })
        }
        extension DependencyValues {
            var fetchDays: FetchDays { get { self[FetchDays.self] } set { self[FetchDays.self] = newValue } }
        }
        """,
        "Days/day/DayRepository.swift": """
        import Dependencies
        import SwiftData
        struct DayRepository { var fetchAll: () async -> [DayItem] }
        extension DayRepository: DependencyKey {
            static let liveValue = Self(fetchAll: {
                @Dependency(\\.dayDatabase.context) var context
                @Dependency(\\.dayMapper) var mapper
                return mapper.toItems((try? context.fetch(FetchDescriptor<Day>())) ?? [])
            })
        }
        extension DependencyValues {
            var dayRepository: DayRepository {
                get { self[DayRepository.self] } set { self[DayRepository.self] = newValue }
            }
        }
        """,
        // Speaks in the stored entity: the store's side.
        "Days/day/DayMapper.swift": """
        import Dependencies
        struct DayMapper { var toItems: ([Day]) -> [DayItem] }
        extension DayMapper: DependencyKey {
            static let liveValue = Self(toItems: { $0.map { DayItem(id: $0.id, day: $0.date) } })
        }
        extension DependencyValues {
            var dayMapper: DayMapper { get { self[DayMapper.self] } set { self[DayMapper.self] = newValue } }
        }
        """,
        // Owns the context its live value opens: the client's live implementation.
        "Days/day/database/DayDatabase.swift": """
        import Dependencies
        import SwiftData
        struct DayDatabase { let context: ModelContext }
        extension DayDatabase: DependencyKey {
            static let liveValue = Self(context: ModelContext(DaysContainer.shared))
        }
        extension DependencyValues {
            var dayDatabase: DayDatabase { get { self[DayDatabase.self] } set { self[DayDatabase.self] = newValue } }
        }
        """,
        "Days/day/database/Day.swift": """
        import Foundation
        import SwiftData
        @Model final class Day {
            let id: UUID
            let date: String
            init(id: UUID, date: String) { self.id = id; self.date = date }
        }
        """,
        "Days/store/DaysContainer.swift": """
        import SwiftData
        struct DaysContainer { static var shared: ModelContainer = try! ModelContainer(for: Day.self) }
        """,
        "DaysTests/DaysTests.swift": "import XCTest\nfinal class DaysTests: XCTestCase {}\n",
    ]

    @Test func aStoredEntityAndTheClientsOfTheStoreAreTheDataSide() throws {
        let fitted = try FittedTree(Self.app, preset: "harness")
        #expect(fitted.layer("Days/day/database/Day.swift") == "Repo")
        #expect(fitted.layer("Days/day/database/DayDatabase.swift") == "Repo")
        #expect(fitted.layer("Days/day/DayMapper.swift") == "Repo")
        #expect(fitted.layer("Days/day/FetchDays.swift") == "Config")
        #expect(fitted.layer("Days/day/DayItem.swift") == "Types")
        #expect(fitted.violations.filter { $0.hasPrefix("harness-layers") } == [], "\(fitted.violations)")
    }

    /// The test target compiles `Days/day/**` and declares the app it tests: a use between
    /// two files the app compiles stays inside the app, not along that declared dependency.
    @Test func aTestTargetCompilingAppFilesHidesNoUseInsideTheApp() throws {
        var files = Self.app
        files["Days/day/values/DayRange.swift"] = """
            import Foundation
            struct DayRange { let first: DayItem; let source: DayRepository? }
            """
        let fitted = try FittedTree(files, preset: "harness")
        #expect(fitted.rule(kind: "layers")?["allowDeclared"] == true)
        let layers = fitted.violations.filter { $0.hasPrefix("harness-layers") }
        #expect(
            layers.map { $0.split(separator: ":")[0] } == ["harness-layers Days/day/values/DayRange.swift"],
            "\(fitted.violations)")
    }
}
