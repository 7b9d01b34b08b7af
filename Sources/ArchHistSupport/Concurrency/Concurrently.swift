/// Runs `background` on another thread while `foreground` runs on this one, and
/// returns both results once both are done. Whatever `foreground` throws, the
/// background work has finished before the error leaves: nothing outlives the call.
public func concurrently<Background: Sendable, Foreground>(
    _ background: @escaping @Sendable () -> Background, _ foreground: () throws -> Foreground
) rethrows -> (Background, Foreground) {
    let running = BackgroundValue(background)
    defer { _ = running.wait() }
    let result = try foreground()
    return (running.wait(), result)
}
