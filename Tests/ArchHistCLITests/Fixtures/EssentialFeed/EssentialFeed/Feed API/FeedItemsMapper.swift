import Foundation

enum FeedItemsMapper {
    private struct Root: Decodable {
        let items: [RemoteFeedItem]
    }

    private struct RemoteFeedItem: Decodable {
        let id: UUID
        let description: String?
        let image: URL
    }

    static func map(_ data: Data, from response: HTTPURLResponse) throws -> [FeedImage] {
        let root = try JSONDecoder().decode(Root.self, from: data)
        return root.items.map { FeedImage(id: $0.id, description: $0.description, url: $0.image) }
    }
}
