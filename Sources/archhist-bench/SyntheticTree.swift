import Foundation

/// Writes a synthetic Swift codebase shaped like the harness seed: domains sliced
/// into layers, files with imports, nested types, string interpolation, comments,
/// doc comments holding code, and references across files, so that the scanner and
/// the resolver meet realistic work. Deterministic for a given size.
struct SyntheticTree {
    let files: Int
    let linesPerFile: Int

    static let layers = ["Types", "Config", "Repo", "Service", "Runtime", "UI"]

    /// Writes the tree under `root` and returns the total bytes written.
    func write(to root: String) throws -> Int {
        let domains = max(1, files / (Self.layers.count * 20))
        var total = 0
        for index in 0..<files {
            let domain = index % domains
            let layer = Self.layers[(index / domains) % Self.layers.count]
            let folder = "\(root)/Sources/Domains/D\(domain)/\(layer)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let text = source(index: index, domain: domain, layer: layer, domains: domains)
            total += text.utf8.count
            try text.write(toFile: "\(folder)/\(layer)File\(index).swift", atomically: false, encoding: .utf8)
        }
        return total
    }

    func source(index: Int, domain: Int, layer: String, domains: Int) -> String {
        let name = "\(layer)Type\(index)"
        // References to earlier files in the same domain, one layer down, so edges resolve.
        let earlier =
            index - domains >= 0
            ? "\(SyntheticTree.layers[((index - domains) / domains) % 6])Type\(index - domains)" : "String"
        var lines: [String] = [
            "// Generated for the archhist benchmark: file \(index) of domain D\(domain).",
            "import Foundation",
            index % 7 == 0 ? "@testable import XCTest" : "import os.log",
            layer == "UI" ? "import SwiftUI" : "import Combine",
            "",
            "/// A \(layer.lowercased()) type. Example:",
            "///     let value = \(name)(id: 1)",
            "///     struct NotADeclaration {}",
            index % 3 == 0 ? "@MainActor" : "@available(iOS 16, *)",
            "public struct \(name): Equatable, Sendable {",
        ]
        var body = 0
        while lines.count < linesPerFile - 12 {
            body += 1
            switch body % 8 {
            case 0:
                lines.append("    public struct Nested\(body): Hashable { let value: Int; let label: String }")
            case 1:
                lines.append("    public var field\(body): [\(earlier)] = []")
            case 2:
                lines.append(
                    "    let message\(body) = \"value \\(\(body) + 1) of \\(\"nested \\(\(body))\")\" // interpolated")
            case 3:
                lines.append("    /* a block comment with struct Fake\(body) {} /* nested */ inside */")
            case 4:
                lines.append(
                    "    func compute\(body)(_ input: \(earlier)?) -> Result<Int, Error> { .success(\(body)) }")
            case 5:
                lines.append("    static let raw\(body) = #\"raw \"quoted\" \\(not interpolated) text\"#")
            case 6:
                lines.append("    enum Kind\(body): String, CaseIterable { case first, second, third }")
            default:
                lines.append("    let formatter\(body) = DateFormatter() // \(earlier).self")
            }
        }
        lines.append(contentsOf: [
            "    let multiline = \"\"\"",
            "        struct InAString {}",
            "        \\(\(index))",
            "        \"\"\"",
            "}",
            "",
            "extension \(name) {",
            "    class func make() -> \(name) { \(name)() }",
            "}",
            "",
            "#if DEBUG",
            "extension \(name): CustomDebugStringConvertible { public var debugDescription: String { \"\\(self)\" } }",
            "#endif",
        ])
        return lines.joined(separator: "\n") + "\n"
    }
}
