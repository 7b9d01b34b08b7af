/// A closure property of a dependency client: one verb the client offers
/// (`var fetch: @Sendable (BookingID) async throws -> Booking`), with the nouns its
/// signature carries (`BookingID`, `Booking`).
public struct ClientMember: Sendable, Hashable {
    public var name: String
    /// Capitalised type names in the signature, in order, without the standard
    /// library's and Foundation's vocabulary (`String`, `Void`, `Date`…).
    public var nouns: [String]
    public var line: Int

    public init(name: String, nouns: [String], line: Int) {
        self.name = name
        self.nouns = nouns
        self.line = line
    }
}

/// Reads the closure properties of the named types in one file: the discovery asks
/// it for the files that declare dependency clients. The Swift scanner implements it.
public typealias ClientMemberReader = @Sendable (_ path: String, _ types: Set<String>) -> [String: [ClientMember]]
