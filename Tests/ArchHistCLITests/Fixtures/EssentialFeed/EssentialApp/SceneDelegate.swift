import EssentialFeed
import EssentialFeediOS
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    private lazy var client: HTTPClient = URLSessionHTTPClient(session: .shared)
    private lazy var store: FeedStore = InMemoryFeedStore()

    func makeRoot() -> FeedViewController {
        let remote = RemoteFeedLoader(url: URL(string: "https://example.invalid/feed")!, client: client)
        return FeedUIComposer.feedComposedWith(loader: remote)
    }
}
