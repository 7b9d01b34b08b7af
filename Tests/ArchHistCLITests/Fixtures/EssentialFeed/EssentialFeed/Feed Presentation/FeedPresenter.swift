import Foundation
import UIKit

/// Planted: UIKit in the platform-agnostic presentation layer.
public struct FeedViewModel: Equatable {
    public let feed: [FeedImage]
}

public final class FeedPresenter {
    public static var title: String { "My Feed" }

    public static func map(_ feed: [FeedImage]) -> FeedViewModel {
        FeedViewModel(feed: feed)
    }
}
