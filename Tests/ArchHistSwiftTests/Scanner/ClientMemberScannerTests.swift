import ArchHistCore
import ArchHistSwift
import Testing

/// The verbs of a dependency client: its closure properties, with the nouns they carry.
@Suite struct ClientMemberScannerTests {
    static let client = """
        import Dependencies

        @DependencyClient
        public struct BookingClient: Sendable {
            public var fetch: @Sendable (BookingID) async throws -> Booking
            public var cancel: @Sendable (_ id: BookingID,
                                          _ reason: String) async throws -> Void
            var observe: @Sendable () -> AsyncStream<[Booking]> = { .finished }
            var name: String = "bookings"
            var count: Int { 0 }
            static let liveValue: @Sendable () -> Int = { 0 }
            struct Nested { var skipped: () -> Void }
        }

        struct Other { var notAsked: () -> Void }
        """

    @Test func closurePropertiesAreVerbsAndOtherMembersAreNot() {
        let members = ClientMemberScanner.members(of: ["BookingClient"], in: Array(Self.client.utf8))
        let found = members["BookingClient"] ?? []
        #expect(found.map(\.name) == ["fetch", "cancel", "observe"])
        #expect(found.map(\.line) == [5, 6, 8])
        #expect(members["Other"] == nil)
    }

    @Test func nounsAreTheDomainTypesOfASignatureWithoutTheStandardVocabulary() {
        let found = ClientMemberScanner.members(of: ["BookingClient"], in: Array(Self.client.utf8))["BookingClient"]
        #expect(found?.map(\.nouns) == [["BookingID", "Booking"], ["BookingID"], ["Booking"]])
    }

    @Test func aFileCutShortGivesWhatItHolds() {
        let text = "struct C {\n    var load: (ID) -> Item\n    var save: (Item"
        let found = ClientMemberScanner.members(of: ["C"], in: Array(text.utf8))["C"]
        #expect(found?.map(\.name) == ["load"])
    }
}
