import EssentialFeed
import EssentialFeediOS
import Foundation

@MainActor
public enum FeedUIComposer {
    public static func feedComposedWith(loader: FeedLoader) -> FeedViewController {
        let controller = FeedViewController()
        controller.onRefresh = {
            Task { controller.display(FeedPresenter.map(try await loader.load())) }
        }
        return controller
    }
}
