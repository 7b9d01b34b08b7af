import Foundation

struct Endpoint<Response: Decodable> {
    let path: String
}

protocol APIClient: Sendable {
    func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response
}
