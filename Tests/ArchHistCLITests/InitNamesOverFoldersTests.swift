import ArchHistSupport
import ArchHistTestSupport
import Testing

/// Where a folder and the app's own naming disagree: a use case left among one feature's
/// screens is a use case, as the app names its use cases everywhere else, and a folder named
/// for a layer inside another layer's folder (`Domain/Models/Presentation/`, the slides of a
/// talk) is a topic of the outer layer: layers do not nest.
@Suite struct InitNamesOverFoldersTests {
    static let app: [String: String] = {
        var files: [String: String] = [
            "Talks/Domain/Repositories/TalkRepository.swift": """
            protocol TalkRepository { func all() -> [Talk] }
            """,
            "Talks/Domain/Models/Talk.swift": "struct Talk { let title: String; let slides: [Slide] }\n",
            "Talks/Domain/Models/Presentation/Slide.swift": "struct Slide { let page: Int }\n",
            "Talks/Domain/Models/Presentation/SlideDeck.swift": "struct SlideDeck { let slides: [Slide] }\n",
            "Talks/Data/DefaultTalkRepository.swift": """
            import Foundation
            final class DefaultTalkRepository: TalkRepository {
                let session = URLSession.shared
                func all() -> [Talk] { [] }
            }
            """,
            // Left beside the screens that use it, named as the app names every use case.
            "Talks/Presentation/Speaker/RemoveTalkUseCase.swift": """
            protocol RemoveTalkUseCase { func remove(_ talk: Talk) }
            final class DefaultRemoveTalkUseCase: RemoveTalkUseCase {
                let repository: TalkRepository
                init(repository: TalkRepository) { self.repository = repository }
                func remove(_ talk: Talk) { _ = repository.all() }
            }
            """,
            "Talks/Presentation/Speaker/SpeakerViewModel.swift": """
            final class SpeakerViewModel {
                let remove: RemoveTalkUseCase
                init(remove: RemoveTalkUseCase) { self.remove = remove }
            }
            """,
            "Talks/Presentation/Speaker/SpeakerViewController.swift": """
            import UIKit
            final class SpeakerViewController: UIViewController {
                let viewModel: SpeakerViewModel
                init(viewModel: SpeakerViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """,
        ]
        for name in ["FetchTalks", "FetchSlides", "StarTalk", "ShareTalk", "RateTalk"] {
            files["Talks/Domain/UseCases/\(name)UseCase.swift"] = """
                protocol \(name)UseCase { func run() -> [Talk] }
                final class Default\(name)UseCase: \(name)UseCase {
                    let repository: TalkRepository
                    init(repository: TalkRepository) { self.repository = repository }
                    func run() -> [Talk] { repository.all() }
                }
                """
        }
        files["Talks/Domain/UseCases/FetchSlidesUseCase.swift"] = """
            protocol FetchSlidesUseCase { func run() -> SlideDeck }
            """
        return files
    }()

    @Test func theAppsNamingBeatsTheFolderALooseFileWasLeftIn() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Talks/Presentation/Speaker/RemoveTalkUseCase.swift") == "Domain")
        #expect(fitted.layer("Talks/Presentation/Speaker/SpeakerViewModel.swift") == "Presentation")
        #expect(fitted.layer("Talks/Domain/Models/Presentation/Slide.swift") == "Domain")
        #expect(fitted.layer("Talks/Domain/Models/Presentation/SlideDeck.swift") == "Domain")
        let layers = fitted.violations.filter { $0.hasPrefix("clean-layers") }
        #expect(layers.isEmpty, "\(layers)")
    }
}
