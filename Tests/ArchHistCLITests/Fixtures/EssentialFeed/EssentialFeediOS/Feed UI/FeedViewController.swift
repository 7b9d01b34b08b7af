import EssentialFeed
import UIKit

public final class FeedViewController: UITableViewController {
    public var onRefresh: (() -> Void)?
    private var model: FeedViewModel?

    public func display(_ viewModel: FeedViewModel) {
        model = viewModel
    }
}
