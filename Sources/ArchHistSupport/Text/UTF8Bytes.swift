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

extension String {
    /// Whether `needle` occurs in the string byte for byte: `contains(_:)` for ASCII
    /// needles, without its generic, Unicode-aware search, which costs as much as
    /// placing a file when a path test runs on every file of every commit.
    @inlinable
    public func containsBytes(_ needle: String) -> Bool {
        withUTF8Bytes { haystack in
            needle.withUTF8Bytes { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                var start = 0
                while start <= haystack.count - needle.count {
                    if haystack[start] == first {
                        var matched = 1
                        while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
