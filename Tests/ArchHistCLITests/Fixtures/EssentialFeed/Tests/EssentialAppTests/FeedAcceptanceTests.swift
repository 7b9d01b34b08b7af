@testable import EssentialApp
import EssentialFeed
import Testing

final class HTTPClientStub: HTTPClient, @unchecked Sendable {
    func get(from url: URL) async throws -> (Data, HTTPURLResponse) { fatalError() }
}

@Test func launchShowsTheFeed() {}
