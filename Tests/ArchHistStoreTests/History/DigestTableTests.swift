import Testing

@testable import ArchHistStore

/// `DigestTable` stands in for a dictionary keyed by text: it must answer as one,
/// through growth, replaced payloads, and keys whose digests are equal.
@Suite struct DigestTableTests {
    /// Keys by payload; payloads are positions in `keys`.
    private struct Keys {
        var keys: [String] = []
        var table = DigestTable()
        /// A digest weak on purpose: many keys share one, so `matches` must tell them apart.
        let digest: (String) -> UInt64

        func payload(of key: String) -> Int64? {
            table.first(digest(key)) { keys[Int($0)] == key }
        }

        mutating func set(_ key: String) {
            let payload = Int64(keys.count)
            keys.append(key)
            let keys = keys
            table.set(payload, for: digest(key)) { keys[Int($0)] == key }
        }
    }

    @Test func answersAsADictionary() {
        for digest in [{ (key: String) in ExactText.digest(key) }, { (key: String) in UInt64(key.utf8.count % 3) }] {
            var table = Keys(digest: digest)
            var dictionary: [String: Int64] = [:]
            var generator = SystemRandomNumberGenerator()
            for step in 0..<3_000 {
                // A key seen before about a third of the time: its payload is replaced.
                let key = "key \(Int.random(in: 0..<2_000, using: &generator))"
                table.set(key)
                dictionary[key] = Int64(table.keys.count - 1)
                if step % 100 == 0 {
                    for probe in 0..<2_100 { #expect(table.payload(of: "key \(probe)") == dictionary["key \(probe)"]) }
                }
            }
            #expect(table.table.count == dictionary.count)
            for (key, payload) in dictionary { #expect(table.payload(of: key) == payload) }
            #expect(table.payload(of: "absent") == nil)
        }
    }

    @Test func anEmptyTableFindsNothing() {
        let table = DigestTable()
        #expect(table.first(0) { _ in true } == nil)
        #expect(table.count == 0)
    }
}
