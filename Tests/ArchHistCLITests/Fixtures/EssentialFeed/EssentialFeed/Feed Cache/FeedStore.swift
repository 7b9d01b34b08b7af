import Foundation

public protocol FeedStore {
    func retrieve() throws -> [FeedImage]?
    func insert(_ feed: [FeedImage], timestamp: Date) throws
}

public final class InMemoryFeedStore: FeedStore {
    private var feed: [FeedImage]?
    public init() {}
    public func retrieve() throws -> [FeedImage]? { feed }
    public func insert(_ feed: [FeedImage], timestamp: Date) throws { self.feed = feed }
}

public final class CoreDataFeedStore: FeedStore {
    public init() {}
    public func retrieve() throws -> [FeedImage]? { nil }
    public func insert(_ feed: [FeedImage], timestamp: Date) throws {}
}
