import ArchHistSwift
import Testing

/// Every fact of a realistic file at once: nothing missing, nothing extra.
@Suite("Whole file")
struct WholeFileTests {
    @Test func sampleFile() {
        check(
            ScanCase(
                name: "SwiftSample",
                source: SwiftSample.text,
                imports: [
                    "@testable import struct Foundation.Data L3",
                    "@_spi(Internal) public import Combine L4",
                    "import os.log L5",
                    "import UIKit L7 #if canImport(UIKit)",
                    "import AppKit L9 #if !(canImport(UIKit)) && os(macOS)",
                    "import Foundation L11 #if !(canImport(UIKit)) && !(os(macOS))",
                ],
                declarations: [
                    "class Store L20 : NSObject, Sendable @MainActor @Observable",
                    "enum Store.Action L33 : Equatable",
                    "struct Store.Row L38 : Identifiable, Hashable",
                    "struct Store.LocalType L51",
                    "enum Store.Helper L54",
                    "extension Store.Row L62 : CustomStringConvertible",
                    "extension [Int] L66",
                    "extension String? L67",
                    "actor Worker L69 : DistributedActor",
                    "typealias Worker.ActorSystem L70",
                    "protocol Service L73 : AnyObject",
                    "typealias Service.Callback L75",
                    "macro stringify L79 @freestanding",
                ],
                references: [
                    // Custom attributes name types or macros: `@MainActor`, `@Published`…
                    "MainActor@18", "Observable@19",
                    // `State` is the generic parameter, used again in the `where` clause.
                    "Equatable@20", "NSObject@20", "Sendable@20", "State@20", "Codable@20", "Published@22", "Item@22",
                    "Item.ID@23", "Dependency@24", "Store@25", "Identifiable@38", "Hashable@38", "UUID@39",
                    "String@40", "Kind@40", "Interpolated@41", "Value@43", "Action@48", "Effect@48", "Worker@49",
                    "Store.Row@62", "CustomStringConvertible@62", "Int@66", "DistributedActor@69",
                    // The `#Preview` body's ContentView is canvas scaffolding: no use.
                    "LocalTestingDistributedActorSystem@70", "AnyObject@73", "Output@75", "Void@75", "T@79",
                ],
                attributes: ["Published@22", "State@23", "Dependency@24"],
                lineCount: 83,
                warnings: []))
    }

    @Test func crlfGivesTheSameFactsAsLF() {
        let lf = SwiftScanner.scan(Array(SwiftSample.text.utf8))
        let crlf = SwiftScanner.scan(SwiftSample.text.utf8.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] })
        #expect(crlf == lf)
    }

    @Test func bomGivesTheSameFacts() {
        let plain = SwiftScanner.scan(Array("import A\nstruct B: C {}\n".utf8))
        let bom = SwiftScanner.scan([0xEF, 0xBB, 0xBF] + Array("import A\nstruct B: C {}\n".utf8))
        #expect(bom == plain)
    }
}
