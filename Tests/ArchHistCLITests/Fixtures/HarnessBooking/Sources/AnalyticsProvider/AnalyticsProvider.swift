import Utils

public struct AnalyticsProvider {
    public func track(_ event: String) {}
}
