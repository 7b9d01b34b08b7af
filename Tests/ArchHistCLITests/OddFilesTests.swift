import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `analyze` says about the odd entries of a tree it skips.
@Suite struct OddFilesTests {
    @Test func analyzeNotesWhatItSkipped() throws {
        let tree = try TemporaryTree(["Sources/App/A.swift": "struct A {}\n"])
        #expect(mkfifo(tree.file("Sources/App/Pipe.swift"), 0o600) == 0)
        let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
        #expect(output.exitCode == .ok)
        let notes = try JSONParser.parse(output.stdout)["notes"]?.array.compactMap(\.text) ?? []
        #expect(notes.contains("Sources/App/Pipe.swift: skipped: a FIFO, not a file"), "\(notes)")
    }

    /// `explain` of a skipped entry says why it was skipped, and never opens it (a FIFO
    /// would wait for a writer forever).
    @Test func explainSaysWhyAnEntryWasSkipped() throws {
        let tree = try TemporaryTree(["Sources/App/A.swift": "struct A {}\n"])
        #expect(mkfifo(tree.file("Sources/App/Pipe.swift"), 0o600) == 0)
        let output = CLIHarness(directory: tree.path).run("explain", "Sources/App/Pipe.swift")
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains("cannot explain Sources/App/Pipe.swift: it is a FIFO, not a file"))
    }

    /// `--db` naming a FIFO or a folder: an environment error, and nothing written
    /// beside it (SQLite would leave a `-journal` there).
    @Test func recordRefusesADatabasePathThatIsNoFile() throws {
        let repo = try GitSandbox()
        try repo.commit("one", files: ["A.swift": "struct A {}\n"])
        let folder = try TemporaryTree()
        #expect(mkfifo(folder.file("fifo.db"), 0o600) == 0)
        try FileManager.default.createDirectory(atPath: folder.file("folder.db"), withIntermediateDirectories: false)
        let cli = CLIHarness(directory: repo.root)
        for (name, kind) in [("fifo.db", "a FIFO"), ("folder.db", "a folder")] {
            let output = cli.run("record", "--db", folder.file(name))
            #expect(output.exitCode == .environment, "\(name): \(output.stderr)")
            #expect(
                output.stderr.contains("\(folder.file(name)) is \(kind), not a file: pass --db"), "\(output.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fifo.db", "folder.db"])
    }

    /// Two imported modules declare `Widget`: `Widget` alone is ambiguous, `Kit::Widget`
    /// (SE-0491) is Kit's.
    @Test func aModuleSelectorPicksTheModulesType() throws {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Kit"), .target(name: "Other"),
                .target(name: "App", dependencies: ["Kit", "Other"]),
            ])
            """
        func references(_ use: String) throws -> (resolved: Int?, ambiguous: Int?) {
            let tree = try TemporaryTree([
                "Package.swift": manifest, "Sources/Kit/Widget.swift": "public struct Widget {}\n",
                "Sources/Other/Widget.swift": "public struct Widget {}\n",
                "Sources/App/Use.swift": "import Kit\nimport Other\nlet w = \(use)()\n",
            ])
            let output = CLIHarness(directory: tree.path).run("analyze", "--format", "json")
            let counts = try JSONParser.parse(output.stdout)["summary"]?["references"]
            func count(_ key: String) -> Int? {
                guard case .number(let number)? = counts?[key] else { return nil }
                return number.intValue
            }
            return (count("resolved"), count("ambiguous"))
        }
        #expect(try references("Widget") == (0, 1))
        #expect(try references("Kit::Widget") == (1, 0))
    }
}
