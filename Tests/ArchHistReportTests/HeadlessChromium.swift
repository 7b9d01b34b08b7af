import Foundation

/// Debian's `chromium`, headless, for the tests that look at what the report draws,
/// and `python3` with Pillow to read the screenshot (`bash .ci/run` installs both).
enum HeadlessChromium {
    /// A screenshot of `page` at `width` × `height` CSS pixels, written to `png`.
    static func screenshot(page: String, png: String, width: Int, height: Int) throws -> Int32 {
        try run([
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--window-size=\(width),\(height)", "--screenshot=\(png)",
            "file://\(page)",
        ]).status
    }

    /// What `python3 -c script arguments…` prints.
    static func python(_ script: String, _ arguments: [String]) throws -> String {
        try run(["python3", "-c", script] + arguments).output
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
