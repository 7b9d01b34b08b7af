/// A realistic Swift file with most tricky constructs, used by the property tests and the
/// whole-file test.
enum SwiftSample {
    static let text = ##"""
        #!/usr/bin/swift
        // Copyright header with struct NotADeclaration {}
        @testable import struct Foundation.Data
        @_spi(Internal) public import Combine
        import os.log
        #if canImport(UIKit)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #else
        import Foundation
        #endif

        /// A store. Example:
        /// ```swift
        /// struct Example: View {}
        /// ```
        @MainActor
        @Observable
        public final class Store<State: Equatable>: NSObject, @unchecked Sendable where State: Codable {
            /* nested /* comment */ class Hidden {} */
            @Published var items: [Item] = []
            @State private var selection: Item.ID?
            @Dependency(\.apiClient) var apiClient
            class func make() -> Store { Store() }
            class var shared: Store { fatalError() }
            static let regex = /ab+c/
            static let extended = #/
                (?<year>\d{4}) # year
                /#
            let ratio = 1 / 2

            enum Action: Equatable {
                case tapped(Item.ID), loaded([Item])
                case `default`
            }

            struct Row: Identifiable, Hashable {
                let id: UUID
                var title = "Row \(String(describing: Kind.self)) \("nested (paren")"
                var raw = #"C:\path\(notInterpolated) \#(Interpolated.value)"#
                var multi = """
                    "quoted" and ""double"" \(Value(1))
                    struct NotADeclaration {}
                    """
            }

            func reduce(_ action: Action) async throws -> Effect<Action> {
                let actor = Worker()
                actor.run()
                struct LocalType {}
                switch action {
                case .tapped(let id):
                    enum Helper { case one }
                    return .run { send in await send(.loaded([Item(id: id)])) }
                case .loaded, .default:
                    return .none
                }
            }
        }

        extension Store.Row: CustomStringConvertible where State: Hashable {
            var description: String { "\(title)" }
        }

        extension [Int] {}
        extension String? {}

        distributed actor Worker: DistributedActor {
            typealias ActorSystem = LocalTestingDistributedActorSystem
        }

        protocol Service<Output>: AnyObject {
            associatedtype Output
            typealias Callback = (Output) -> Void
        }

        @freestanding(expression)
        public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")

        #Preview {
            ContentView()
        }
        """##
}
