@testable import EssentialFeed
import Testing

@Test func loadDeliversNoImagesOnEmptyCache() async throws {
    let sut = LocalFeedLoader(store: InMemoryFeedStore())
    #expect(try await sut.load().isEmpty)
}
