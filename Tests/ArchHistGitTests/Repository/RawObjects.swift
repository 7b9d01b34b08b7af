import ArchHistTestSupport
import Foundation

/// Objects written byte for byte, for what `git add` and `git commit` never
/// make: names that are not UTF-8, old modes, damaged trees, verbatim
/// messages, unusual headers.
extension GitSandbox {
    /// Stores `bytes` as an object of `type` (`blob`, `tree`, `commit`) and
    /// returns its id. `literally` skips git's format checks.
    func hashObject(_ type: String, _ bytes: [UInt8], literally: Bool = false) throws -> String {
        let file = try scratchFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try run(["hash-object", "-t", type, "-w"] + (literally ? ["--literally"] : []) + [file])
    }

    /// A blob of `text`.
    func blob(_ text: String) throws -> String {
        try hashObject("blob", Array(text.utf8))
    }

    /// A tree object of `entries` as given (git sorts names; keep them sorted
    /// unless the test is about disorder).
    func tree(_ entries: [(mode: String, name: [UInt8], id: String)], literally: Bool = false) throws -> String {
        var bytes: [UInt8] = []
        for entry in entries {
            bytes += Array(entry.mode.utf8) + [UInt8(ascii: " ")] + entry.name + [0] + Self.rawID(entry.id)
        }
        return try hashObject("tree", bytes, literally: literally)
    }

    /// A commit of `tree` with `message` exactly as given (`git commit-tree`
    /// stores it verbatim), one minute after the last.
    func commitTree(_ tree: String, parents: [String] = [], message: [UInt8], options: [String] = []) throws -> String {
        let file = try scratchFile(message)
        defer { try? FileManager.default.removeItem(atPath: file) }
        clock += 60
        return try run(options + ["commit-tree", tree] + parents.flatMap { ["-p", $0] } + ["-F", file])
    }

    /// A file inside the git directory, where `git add -A` does not see it.
    private func scratchFile(_ bytes: [UInt8]) throws -> String {
        let gitDirectory = try git("rev-parse", "--absolute-git-dir")
        let file = gitDirectory + "/scratch-" + UUID().uuidString
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    static func rawID(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { index in
            UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16)!
        }
    }
}
