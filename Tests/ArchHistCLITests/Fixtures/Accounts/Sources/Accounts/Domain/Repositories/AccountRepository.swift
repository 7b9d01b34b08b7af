protocol AccountRepository: Sendable {
    func accounts() async throws -> [Account]
}
