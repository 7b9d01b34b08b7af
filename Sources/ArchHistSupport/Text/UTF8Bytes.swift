extension String {
    /// Calls `body` with the string's UTF-8 bytes where they lie (or on the stack,
    /// for a small string). Unlike `withUTF8`, which is mutating, it needs no copy of
    /// the string: a copy is a reference count on its storage, and hashing or
    /// comparing strings that several threads share would pay one per call.
    @inlinable @inline(__always)
    public func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
