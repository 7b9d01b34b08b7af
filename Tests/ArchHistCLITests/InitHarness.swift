import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// `init` on a tree, then `analyze` under the spec it wrote: what the fitting tests read.
struct FittedTree {
    let tree: TemporaryTree
    let spec: JSONValue
    let analysis: JSONValue

    /// `preset`: the one to fit, for tests of how a preset's layers are fitted to an app
    /// that would otherwise get a structural spec.
    init(_ files: [String: String], preset: String? = nil) throws {
        tree = try TemporaryTree(files)
        let written = CLIHarness(directory: tree.path).run(["init"] + (preset.map { ["--preset", $0] } ?? []))
        #expect(written.exitCode == .ok, "\(written.stderr)")
        spec = try JSONParser.parse(String(decoding: try tree.bytes("archhist.json"), as: UTF8.self))
        analysis = try JSONParser.parse(CLIHarness(directory: tree.path).run("analyze", "--format", "json").stdout)
    }

    /// The analysed file at `path`, with its layer, domain and module.
    func file(_ path: String) -> JSONValue? {
        (analysis["files"]?.array ?? []).first { $0["path"]?.text == path }
    }

    func layer(_ path: String) -> String? { Self.layer(path, in: analysis) }

    var violations: [String] { Self.violations(analysis) }

    static func layer(_ path: String, in analysis: JSONValue) -> String? {
        (analysis["files"]?.array ?? []).first { $0["path"]?.text == path }?["layer"]?.text
    }

    /// `rule file: message`, one per violation.
    static func violations(_ analysis: JSONValue) -> [String] {
        (analysis["violations"]?.array ?? []).map {
            "\($0["rule"]?.text ?? "") \($0["file"]?.text ?? ""): \($0["message"]?.text ?? "")"
        }
    }

    /// The spec's rule of `kind`.
    func rule(kind: String) -> JSONValue? {
        (spec["rules"]?.array ?? []).first { $0["kind"]?.text == kind }
    }
}

extension FittedTree {
    /// `files` and 40 screens more in `folder`: past 40 files a target is read folder by
    /// folder, as a large app's target is, not as one unit.
    static func withScreens(in folder: String, _ files: [String: String]) -> [String: String] {
        var padded = files
        for number in 1...40 {
            padded["\(folder)/Filler\(number)View.swift"] =
                "import SwiftUI\nstruct Filler\(number)View: View { var body: some View { Text(\"\") } }\n"
        }
        return padded
    }
}
