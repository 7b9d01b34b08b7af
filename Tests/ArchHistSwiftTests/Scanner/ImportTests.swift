import Testing

@Suite("Imports")
struct ImportTests {
    static let cases: [ScanCase] = [
        ScanCase(name: "plain", source: "import Foundation\n", imports: ["import Foundation L1"]),
        ScanCase(name: "submodule", source: "import os.log\n", imports: ["import os.log L1"]),
        ScanCase(name: "deep submodule", source: "import Darwin.C.stdio", imports: ["import Darwin.C.stdio L1"]),
        ScanCase(
            name: "scoped import kinds",
            source: """
                import struct Foundation.Data
                import class UIKit.UIView
                import enum Foo.Bar
                import protocol Foo.P
                import typealias Foo.T
                import func Darwin.C.fopen
                import var Darwin.errno
                import let Foo.constant
                """,
            imports: [
                "import struct Foundation.Data L1", "import class UIKit.UIView L2", "import enum Foo.Bar L3",
                "import protocol Foo.P L4", "import typealias Foo.T L5", "import func Darwin.C.fopen L6",
                "import var Darwin.errno L7", "import let Foo.constant L8",
            ],
            declarations: [], references: []),
        ScanCase(
            name: "attributes",
            source: """
                @testable import App
                @_exported import Core
                @_implementationOnly import Secret
                @preconcurrency import Legacy
                @_spi(Internal) import Kit
                @_spi( Two ) @testable import Both
                @_weakLinked import Maybe
                """,
            imports: [
                "@testable import App L1", "@_exported import Core L2", "@_implementationOnly import Secret L3",
                "@preconcurrency import Legacy L4", "@_spi(Internal) import Kit L5",
                "@_spi(Two) @testable import Both L6", "@_weakLinked import Maybe L7",
            ],
            references: [], attributes: []),
        ScanCase(
            name: "access modifiers",
            source: """
                public import A
                package import B
                internal import C
                fileprivate import D
                private import E
                @_spi(S) public import struct F.G
                """,
            imports: [
                "public import A L1", "package import B L2", "internal import C L3", "fileprivate import D L4",
                "private import E L5", "@_spi(S) public import struct F.G L6",
            ]),
        ScanCase(
            name: "semicolons and comments",
            source: "import A; import B /* import C */ // import D\nimport/* x */E",
            imports: ["import A L1", "import B L1", "import E L2"]),
        ScanCase(
            name: "not imports",
            source: """
                /// import Foo
                /** import Bar */
                /* /* import Nested */ import StillComment */
                let s = "import Quoted"
                let m = \"""
                    import Multi
                    \"""
                foo.import(x)
                """,
            imports: []),
        ScanCase(
            name: "backtick module",
            source: "import `Foundation`\nimport Foo.`Type`",
            imports: ["import Foundation L1", "import Foo.Type L2"]),
        ScanCase(
            name: "conditions",
            source: """
                #if canImport(UIKit)
                import UIKit
                #elseif canImport(AppKit)
                import AppKit
                #else
                import Fallback
                #endif
                import Always
                """,
            imports: [
                "import UIKit L2 #if canImport(UIKit)",
                "import AppKit L4 #if !(canImport(UIKit)) && canImport(AppKit)",
                "import Fallback L6 #if !(canImport(UIKit)) && !(canImport(AppKit))",
                "import Always L8",
            ],
            references: []),
        ScanCase(
            name: "nested conditions",
            source: """
                #if os(iOS)
                  #if DEBUG
                import A
                  #else
                import B
                  #endif
                #elseif os(macOS) || os(Linux)
                  #if   compiler(>=5.9)  &&   DEBUG // spaces collapsed
                import C
                  #endif
                #endif
                """,
            imports: [
                "import A L3 #if os(iOS) && DEBUG",
                "import B L5 #if os(iOS) && !(DEBUG)",
                "import C L9 #if !(os(iOS)) && (os(macOS) || os(Linux)) && compiler(>=5.9) && DEBUG",
            ]),
        ScanCase(
            name: "multi-line condition",
            source: "#if os(iOS) ||\n    os(tvOS)\nimport UIKit\n#endif\n",
            imports: ["import UIKit L3 #if os(iOS) || os(tvOS)"]),
        ScanCase(
            name: "CRLF",
            source: "import A\r\nimport B.c\r\n\r\nimport C\r\n",
            imports: ["import A L1", "import B.c L2", "import C L4"], lineCount: 4),
        ScanCase(
            name: "BOM and shebang",
            source: "\u{FEFF}#!/usr/bin/swift\nimport Foundation\n",
            imports: ["import Foundation L2"], warnings: []),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }
}
