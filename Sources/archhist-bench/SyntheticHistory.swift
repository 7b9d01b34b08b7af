import Foundation

/// Writes a git repository with a long first-parent history through one
/// `git fast-import` stream (thousands of commits in seconds): a synthetic tree,
/// then commits that each change 1–10 files, some moving a file to another layer
/// and some adding a use that breaks a rule. Deterministic for given sizes.
struct SyntheticHistory {
    let files: Int
    let commits: Int
    let linesPerFile: Int

    /// Creates the repository at `root`; returns the paths of the files at HEAD.
    func write(to root: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"], in: root)
        let tree = SyntheticTree(files: files, linesPerFile: linesPerFile)
        let domains = max(1, files / (SyntheticTree.layers.count * 20))
        var paths: [Int: String] = [:]
        var contents: [Int: String] = [:]
        var stream = Data()
        var mark = 0
        var time: Int64 = 1_700_000_000

        func path(_ index: Int, layer: String) -> String {
            "Sources/Domains/D\(index % domains)/\(layer)/\(layer)File\(index).swift"
        }
        func blob(_ text: String) -> Int {
            mark += 1
            stream.append(Data("blob\nmark :\(mark)\ndata \(text.utf8.count)\n".utf8))
            stream.append(Data(text.utf8))
            stream.append(Data("\n".utf8))
            return mark
        }
        func commit(_ message: String, _ operations: [String], parent: Int?) -> Int {
            mark += 1
            time += 600
            var header =
                "commit refs/heads/main\nmark :\(mark)\ncommitter Bench <bench@archhist.invalid> \(time) +0000\n"
            header += "data \(message.utf8.count)\n\(message)\n"
            if let parent { header += "from :\(parent)\n" }
            stream.append(Data(header.utf8))
            stream.append(Data((operations.joined(separator: "\n") + "\n\n").utf8))
            return mark
        }

        var operations: [String] = []
        for index in 0..<files {
            let layer = SyntheticTree.layers[(index / domains) % SyntheticTree.layers.count]
            let text = tree.source(index: index, domain: index % domains, layer: layer, domains: domains)
            paths[index] = path(index, layer: layer)
            contents[index] = text
            operations.append("M 100644 :\(blob(text)) \(paths[index]!)")
        }
        var head = commit("initial tree", operations, parent: nil)

        var generator = SplitMix64(seed: 0xA4C4_1157)
        for number in 1..<max(1, commits) {
            operations = []
            let changes = 1 + Int(generator.next() % 10)
            for _ in 0..<changes {
                let index = Int(generator.next() % UInt64(files))
                var text = contents[index]! + "// revision \(number)\n"
                let roll = generator.next() % 20
                if roll == 0 {
                    // Move the file to another layer of its domain.
                    let layer = SyntheticTree.layers[Int(generator.next() % 6)]
                    operations.append("D \(paths[index]!)")
                    paths[index] = path(index, layer: layer)
                } else if roll == 1 {
                    // A new use that crosses a boundary: any type of another file.
                    let other = Int(generator.next() % UInt64(files))
                    let otherLayer = paths[other]!.split(separator: "/")[3]
                    text += "let crossing\(number): \(otherLayer)Type\(other)? = nil\n"
                }
                contents[index] = text
                operations.append("M 100644 :\(blob(text)) \(paths[index]!)")
            }
            head = commit("change \(number): \(changes) files", operations, parent: head)
        }
        let importer = Process()
        importer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        importer.arguments = ["git", "fast-import", "--quiet"]
        importer.currentDirectoryURL = URL(fileURLWithPath: root)
        let input = Pipe()
        importer.standardInput = input
        try importer.run()
        input.fileHandleForWriting.write(stream)
        try input.fileHandleForWriting.close()
        importer.waitUntilExit()
        guard importer.terminationStatus == 0 else { throw BenchError("git fast-import failed") }
        try git(["reset", "-q", "--hard", "main"], in: root)
    }

    private func git(_ arguments: [String], in root: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("git \(arguments.joined(separator: " ")) failed") }
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A small deterministic generator, so every run builds the same history.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
