import Foundation

struct Account: Equatable, Identifiable, Sendable {
    let id: String
    let name: String
    let balanceCents: Int
}
