import ArchHistCLI
import Testing

/// The four sample apps, each with planted violations: the exact set is asserted,
/// so a rule that stops firing and a rule that starts firing both fail.
@Suite struct FixtureTests {
    private func findings(_ fixture: String, _ extra: String...) throws -> Set<Finding> {
        let output = CLIHarness(directory: Fixtures.path(fixture)).run(["analyze", "--format", "json"] + extra)
        #expect(output.stderr.hasPrefix("spec: archhist.json"))
        #expect(output.exitCode == .ok)
        return try Finding.all(inJSON: output.stdout)
    }

    @Test func harnessBooking_catchesTheReExportThatGamesTheServiceRepoWall() throws {
        let found = try findings("HarnessBooking")
        #expect(
            found == [
                Finding("harness-layers", "Sources/BookingConfig/Exports.swift", "BookingRepo"),
                Finding(
                    "service-repo-wall", "Sources/BookingService/BookingFeature.swift",
                    "Sources/BookingRepo/ListingRepository.swift"),
                Finding(
                    "service-repo-wall", "Sources/PaymentsService/CheckoutFeature.swift",
                    "Sources/BookingRepo/ListingRepository.swift"),
                Finding(
                    "cross-domain-imports-are-clean", "Sources/PaymentsService/CheckoutFeature.swift",
                    "BookingService"),
                Finding(
                    "cross-domain-imports-are-clean", "Sources/PaymentsService/CheckoutFeature.swift",
                    "Sources/BookingService/BookingFeature.swift"),
                Finding("domains-are-complete", "Sources", "UI"),
                Finding(
                    "service-forbidden-attributes", "Sources/BookingService/BookingCoordinator.swift", "@Published"),
                Finding("no-testable-import", "Sources/App/BookingApp.swift", "Utils"),
            ])
    }

    @Test func ledger_enforcesThePackageGraph() throws {
        let found = try findings("Ledger")
        #expect(
            found == [
                Finding("domain-is-pure-swift", "LedgerCore/Sources/LedgerCore/SendMoney.swift", "SwiftUI"),
                Finding("clean-layers", "LedgerFeatures/Sources/LedgerFeatures/FeedViewModel.swift", "LedgerData"),
                // The view model's use of the DTO is the confinement's finding, not repeated by the layers.
                Finding(
                    "dto-stays-in-data", "LedgerFeatures/Sources/LedgerFeatures/FeedViewModel.swift", "TransactionDTO"),
                Finding("packages", "LedgerFeatures/Package.swift", "LedgerData"),
                Finding("packages", "LedgerFeatures/Sources/LedgerFeatures/FeedViewModel.swift", "LedgerData"),
            ])
    }

    @Test func accounts_findsTheCommonMistakesOfCleanArchitecture() throws {
        let found = try findings("Accounts")
        let useCase = "Sources/Accounts/Domain/UseCases/FetchAccountsUseCase.swift"
        let viewModel = "Sources/Accounts/Presentation/Features/Accounts/ViewModel/AccountsViewModel.swift"
        #expect(
            found == [
                Finding("domain-is-pure-swift", useCase, "UIKit"),
                Finding("no-main-actor-in-domain-or-data", useCase, "@MainActor"),
                Finding("clean-layers", viewModel, "Sources/Accounts/Data/Repositories/RemoteAccountRepository.swift"),
                Finding("clean-layers", viewModel, "Sources/Accounts/Data/DataSources/APIClient.swift"),
                // The view's use of the DTO is the confinement's finding, not repeated by the layers.
                Finding(
                    "dto-stays-in-data", "Sources/Accounts/Presentation/Features/Transfers/View/TransferView.swift",
                    "AccountDTO"),
            ])
    }

    @Test func essentialFeed_keepsFeatureModulesFreeOfUIAndTests() throws {
        let found = try findings("EssentialFeed")
        #expect(
            found == [
                Finding(
                    "no-ui-frameworks-in-feature-modules", "EssentialFeed/Feed Presentation/FeedPresenter.swift",
                    "UIKit"),
                Finding("feature-foundation-only", "EssentialFeed/Feed Feature/FeedImage.swift", "CoreData"),
                Finding("modular-layers", "EssentialFeed/Feed Cache/LocalFeedLoader.swift", "EssentialFeediOS"),
                Finding(
                    "modular-layers", "EssentialFeed/Feed Cache/LocalFeedLoader.swift",
                    "EssentialFeediOS/Feed UI/FeedViewController.swift"),
                Finding("no-testable-import", "Tests/EssentialFeedTests/CacheFeedUseCaseTests.swift", "EssentialFeed"),
                Finding(
                    "single-implementation-protocol", "EssentialFeed/Feed Feature/FeedImageDataLoader.swift",
                    "FeedImageDataLoader"),
                Finding(
                    "module-cycles", "EssentialFeed/Feed Cache/LocalFeedLoader.swift",
                    "EssentialFeed → EssentialFeediOS → EssentialFeed"),
            ])
    }
}
