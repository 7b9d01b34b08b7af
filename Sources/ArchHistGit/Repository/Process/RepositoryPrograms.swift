import Foundation

/// The programs a repository's own configuration names for git to run, and the
/// overrides that stop git running them.
///
/// A repository handed over whole (a CI cache, a shared folder, a tarball) brings its
/// `.git/config`, and any clone brings `.gitattributes`, which picks the filter driver a
/// file goes through. `status` runs a driver's clean filter on a file whose stat data
/// changed; `fetch` and `push` run the credential helper, the ssh command, the askpass
/// and proxy programs the configuration names. archhist reads a repository, it must not
/// execute it: what the repository's own scope names is replaced by what the user's
/// global and system configuration (or environment) names, or by nothing.
///
/// Static overrides for the rest live in ``GitProcess/globalOptions``; the remote's
/// `uploadpack` and `receivepack` are overridden on the fetch and push command lines.
struct RepositoryPrograms: Equatable, Sendable {
    /// One configuration entry as `git config --show-scope` lists it.
    struct Entry: Equatable, Sendable {
        var scope: String
        var key: String
        var value: String?

        /// Set by the user or the machine rather than by the repository.
        var isUsers: Bool { ["global", "system", "command"].contains(scope) }
    }

    /// Configuration to add after everything else, in order (`GIT_CONFIG_COUNT`: any
    /// key, even one whose subsection holds `=`).
    var configuration: [(key: String, value: String)] = []
    /// Environment variables to set (they take precedence over the configuration).
    var environment: [String: String] = [:]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.configuration.map { [$0.key, $0.value] } == rhs.configuration.map { [$0.key, $0.value] }
            && lhs.environment == rhs.environment
    }

    /// The keys whose values are programs git runs (section and key in lower case, as
    /// git lists them).
    static let keyPattern =
        #"^(filter\..+\.(clean|smudge|process)|core\.(sshcommand|askpass|gitproxy|alternaterefscommand)"#
        + #"|credential\.(.+\.)?helper)$"#

    /// The overrides for `entries`, given the caller's `environment`.
    init(entries: [Entry], environment callers: [String: String]) {
        let repositorys = entries.filter { !$0.isUsers }
        func users(_ key: String) -> String? { entries.last { $0.isUsers && $0.key == key }?.value }
        func setsLocally(_ key: String) -> Bool { repositorys.contains { $0.key == key } }

        // An empty command and `process` (which disables `clean` and `smudge`) run nothing,
        // and a required filter without a command would make git fail.
        var drivers: [String] = []
        for entry in repositorys where entry.key.hasPrefix("filter.") {
            let driver = entry.key.dropFirst("filter.".count)
            guard let dot = driver.lastIndex(of: ".") else { continue }
            let name = String(driver[..<dot])
            if !drivers.contains(name) { drivers.append(name) }
        }
        for name in drivers {
            for (key, value) in [("clean", ""), ("smudge", ""), ("process", ""), ("required", "false")] {
                configuration.append((key: "filter.\(name).\(key)", value: value))
            }
        }

        // git asks the environment before the configuration for these.
        if setsLocally("core.sshcommand"), callers["GIT_SSH_COMMAND"] == nil {
            environment["GIT_SSH_COMMAND"] =
                users("core.sshcommand") ?? callers["GIT_SSH"].map(Self.shellQuoted) ?? "ssh"
        }
        if setsLocally("core.askpass"), callers["GIT_ASKPASS"] == nil {
            // Empty: no askpass program; GIT_TERMINAL_PROMPT=0 then fails the prompt.
            environment["GIT_ASKPASS"] = users("core.askpass") ?? callers["SSH_ASKPASS"] ?? ""
        }
        if setsLocally("core.gitproxy"), callers["GIT_PROXY_COMMAND"] == nil {
            environment["GIT_PROXY_COMMAND"] = ""
        }
        if setsLocally("core.alternaterefscommand") {
            configuration.append((key: "core.alternateRefsCommand", value: users("core.alternaterefscommand") ?? ""))
        }

        // An empty helper empties the list; the user's helpers are then named again, in
        // their order and under their own keys (so a helper for one URL stays for it).
        func isHelper(_ entry: Entry) -> Bool { entry.key.hasPrefix("credential.") && entry.key.hasSuffix(".helper") }
        if repositorys.contains(where: isHelper) {
            configuration.append((key: "credential.helper", value: ""))
            for entry in entries where entry.isUsers && isHelper(entry) {
                configuration.append((key: entry.key, value: entry.value ?? ""))
            }
        }
    }

    /// `callers` with the overrides added.
    func applied(to callers: [String: String]) -> [String: String] {
        var result = callers.merging(environment) { _, new in new }
        guard !configuration.isEmpty else { return result }
        // After the caller's own `GIT_CONFIG_COUNT` entries, which are the user's.
        var count = Int(callers["GIT_CONFIG_COUNT"] ?? "") ?? 0
        for (key, value) in configuration {
            result["GIT_CONFIG_KEY_\(count)"] = key
            result["GIT_CONFIG_VALUE_\(count)"] = value
            count += 1
        }
        result["GIT_CONFIG_COUNT"] = String(count)
        return result
    }

    /// Parses `git config --null --show-scope --get-regexp` output:
    /// `scope NUL key LF value NUL`, or `scope NUL key NUL` for a key without a value.
    static func entries(listed bytes: [UInt8]) -> [Entry] {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false)
        var entries: [Entry] = []
        var index = 0
        while index + 1 < fields.count {
            let scope = String(decoding: fields[index], as: UTF8.self)
            let pair = fields[index + 1]
            if let newline = pair.firstIndex(of: UInt8(ascii: "\n")) {
                entries.append(
                    Entry(
                        scope: scope, key: String(decoding: pair[pair.startIndex..<newline], as: UTF8.self),
                        value: String(decoding: pair[(newline + 1)...], as: UTF8.self)))
            } else {
                entries.append(Entry(scope: scope, key: String(decoding: pair, as: UTF8.self), value: nil))
            }
            index += 2
        }
        return entries
    }

    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
