import ArchHistTestSupport
import Foundation

/// The CI recipes of the documentation (`CIRecipes.md` in the DocC catalog), read from
/// it, so that the tests run what a user pastes: the shell commands of each job, in order.
enum CIRecipe {
    /// The text of the fenced block that begins with `firstLine`.
    static func block(startingWith firstLine: String) throws -> [String] {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ArchHistCLI/ArchHist.docc/CIRecipes.md")
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: firstLine),
            let end = lines[start...].firstIndex(where: { $0.hasPrefix("```") })
        else { throw RecipeError(message: "CIRecipes.md has no block beginning with \(firstLine)") }
        return Array(lines[start..<end])
    }

    /// The `run:` steps of a GitHub Actions job, each a script (`run: |` blocks whole),
    /// with whether it runs after a failure (`if: always()`).
    static func githubSteps(
        job: String, workflow: String = "architecture.yml"
    ) throws -> [(script: String, always: Bool)] {
        let lines = try jobLines(job, in: try block(startingWith: "# .github/workflows/" + workflow), indent: 2)
        var steps: [(String, Bool)] = []
        var always = false
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- ") { always = false }
            let content = line.hasPrefix("- ") ? String(line.dropFirst(2)) : line
            if content == "if: always()" { always = true }
            if content == "run: |" {
                let indent = lines[index + 1].prefix { $0 == " " }.count
                var script: [String] = []
                index += 1
                while index < lines.count, lines[index].prefix(while: { $0 == " " }).count >= indent {
                    script.append(String(lines[index].dropFirst(indent)))
                    index += 1
                }
                steps.append((script.joined(separator: "\n"), always))
                continue
            }
            if content.hasPrefix("run: ") { steps.append((String(content.dropFirst(5)), always)) }
            index += 1
        }
        return steps
    }

    /// The `script:` of a GitLab CI job, one script.
    static func gitlabScript(job: String) throws -> String {
        let lines = try jobLines(job, in: try block(startingWith: "# .gitlab-ci.yml"), indent: 0)
        guard let start = lines.firstIndex(of: "  script:") else {
            throw RecipeError(message: "job \(job) has no script")
        }
        return lines[(start + 1)...].prefix { $0.hasPrefix("    - ") }.map { String($0.dropFirst(6)) }
            .joined(separator: "\n")
    }

    /// The Xcode Cloud and Bitrise script.
    static func shellScript() throws -> String {
        try block(startingWith: "#!/bin/sh").joined(separator: "\n") + "\n"
    }

    private static func jobLines(_ job: String, in block: [String], indent: Int) throws -> [String] {
        let header = String(repeating: " ", count: indent) + job + ":"
        guard let start = block.firstIndex(of: header) else {
            throw RecipeError(message: "CIRecipes.md's recipe has no job \(job)")
        }
        let rest = block[(start + 1)...]
        let end =
            rest.firstIndex { line in
                !line.isEmpty && line.prefix(while: { $0 == " " }).count <= indent
            } ?? block.endIndex
        return Array(block[(start + 1)..<end])
    }

    /// Runs `script` with bash (`-e -o pipefail`, as both CIs do) in `directory`, with
    /// archhist on the PATH; returns its exit status and what it printed.
    static func run(
        _ script: String, in runner: GitSandbox, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let log = runner.root + "/../recipe-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let process = try start(script, in: runner, environment: environment, log: log)
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
    }

    /// Starts `script` as `run` runs it, without waiting: what it prints goes to `log`.
    static func start(
        _ script: String, in runner: GitSandbox, environment: [String: String] = [:], log: String
    ) throws -> Process {
        var variables = runner.environment()
        let folder = URL(fileURLWithPath: ArchhistBinary.path).deletingLastPathComponent().path
        variables["PATH"] = folder + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
        variables.merge(environment) { _, given in given }
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-e", "-o", "pipefail", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: runner.root)
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        // One handle for both, so that what they print interleaves instead of overwriting.
        let output = FileHandle(forWritingAtPath: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }
}

struct RecipeError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
