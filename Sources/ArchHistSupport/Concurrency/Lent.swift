/// A value lent to another thread (the recorder, to write a run; the store, to
/// prepare a write): it is not `Sendable`, and the lender does not touch it until
/// that thread is joined.
// @unchecked: safe only by the lender's promise above; the compiler cannot check it.
public struct Lent<Value>: @unchecked Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
}
