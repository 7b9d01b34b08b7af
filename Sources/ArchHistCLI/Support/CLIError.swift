import ArchHistCore

/// How archhist ends, as the shell sees it.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// The check found what it was asked to fail on.
    case findings = 1
    /// Usage, spec or input error: the user can fix the command or the file.
    case usage = 2
    /// Environment error: git, the database, the file system.
    case environment = 3
    /// The git remote of `push` or `pull` could not be reached, refused the
    /// credentials, or refused the push.
    case remote = 4
}

/// An error that ends a command, with the message the user sees and the exit code.
/// Messages name the problem and the fix.
public struct CLIError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var exitCode: ExitCode
    /// Print the command's usage line after the message.
    public var showsUsage: Bool

    public init(_ message: String, exitCode: ExitCode, showsUsage: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.showsUsage = showsUsage
    }

    public var description: String { message }

    static func usage(_ message: String) -> CLIError { CLIError(message, exitCode: .usage, showsUsage: true) }
    static func input(_ message: String) -> CLIError { CLIError(message, exitCode: .usage) }
    static func environment(_ message: String) -> CLIError { CLIError(message, exitCode: .environment) }
}
