/// The heap copy behind a copy-on-write value (`AnalyzedFile`, `Violation`): the
/// value's copies share it, so a copy is one reference count, until one of them
/// writes and takes a box of its own (`uniquelyOwned`).
// @unchecked: `value` is Sendable and written only on a box no other copy holds.
public final class SharedBox<Value: Sendable>: @unchecked Sendable {
    // Written only through `uniquelyOwned`, on a box no other copy holds.
    public var value: Value

    @inlinable public init(_ value: Value) { self.value = value }
}

/// The box, copied first when another value shares it: call before every write.
@inlinable public func uniquelyOwned<Value>(_ box: inout SharedBox<Value>) -> SharedBox<Value> {
    if !isKnownUniquelyReferenced(&box) { box = SharedBox(box.value) }
    return box
}
