import EssentialFeediOS
import Foundation

/// Planted: the cache knows the screen that shows the feed.
public final class LocalFeedLoader: FeedLoader {
    private let store: FeedStore
    weak var screen: FeedViewController?

    public init(store: FeedStore) { self.store = store }

    public func load() async throws -> [FeedImage] {
        try store.retrieve() ?? []
    }
}
