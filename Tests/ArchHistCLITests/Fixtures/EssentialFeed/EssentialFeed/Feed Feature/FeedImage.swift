import CoreData
import Foundation

/// Planted: a persistence framework in the feature module's domain model.
public struct FeedImage: Hashable, Sendable {
    public let id: UUID
    public let description: String?
    public let url: URL
}
