import LedgerCore
import LedgerData

/// Planted: the feed decodes wire types instead of receiving domain ones.
@MainActor
public final class FeedViewModel {
    public private(set) var rows: [TransactionDTO] = []
}
