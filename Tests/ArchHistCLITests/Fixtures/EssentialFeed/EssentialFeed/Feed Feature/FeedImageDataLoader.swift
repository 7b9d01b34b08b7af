import Foundation

/// Planted (advice): a boundary with a single strategy.
public protocol FeedImageDataLoader {
    func loadImageData(from url: URL) async throws -> Data
}
