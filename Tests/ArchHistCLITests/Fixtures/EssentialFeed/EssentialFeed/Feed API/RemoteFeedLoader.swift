import Foundation

public final class RemoteFeedLoader: FeedLoader {
    private let url: URL
    private let client: HTTPClient

    public init(url: URL, client: HTTPClient) {
        self.url = url
        self.client = client
    }

    public func load() async throws -> [FeedImage] {
        let (data, response) = try await client.get(from: url)
        return try FeedItemsMapper.map(data, from: response)
    }
}

public final class RemoteFeedImageDataLoader: FeedImageDataLoader {
    private let client: HTTPClient

    public init(client: HTTPClient) { self.client = client }

    public func loadImageData(from url: URL) async throws -> Data {
        try await client.get(from: url).0
    }
}
