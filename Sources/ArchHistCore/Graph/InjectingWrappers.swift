/// Property wrappers whose value is supplied from outside the declaring type: SwiftUI's
/// environment (`@Environment(Session.self)`, `@EnvironmentObject`), the parent
/// (`@ObservedObject`, `@Bindable`), a dependency container (`@Dependency(\.apiClient)`,
/// Factory's and Resolver's `@Injected`). A type named under one is injected through it,
/// and the graph says so (`Use.injectedThrough`), as it does for a key path's key.
enum InjectingWrappers {
    static let names: Set<String> = [
        "Environment", "EnvironmentObject", "ObservedObject", "Bindable", "Dependency", "Injected",
        "InjectedObject", "LazyInjected", "WeakLazyInjected", "OptionalInjected", "Inject",
    ]

    /// The injecting wrappers of a file: by the line they sit on, and those alone on their
    /// line (naming no type but themselves), which wrap the declaration on the next one.
    struct Lines {
        var on: [Int: String] = [:]
        var alone: [Int: String] = [:]

        /// The wrapper a reference at `line` sits under: a reference's line is its first in
        /// the file, and the wrapper sits on that line (`@Environment(Session.self) var s`)
        /// or alone on the line above (`@EnvironmentObject` over `var session: Session`).
        func wrapper(at line: Int) -> String? { on[line] ?? alone[line - 1] }
    }

    /// Empty for most files.
    static func lines(_ facts: FileFacts) -> Lines {
        var lines = Lines()
        for attribute in facts.memberAttributes where names.contains(attribute.name) {
            lines.on[attribute.line] = "@" + attribute.name
        }
        guard !lines.on.isEmpty else { return lines }
        var naming: Set<Int> = []
        for reference in facts.references where lines.on[reference.line] != nil && !names.contains(reference.name) {
            naming.insert(reference.line)
        }
        lines.alone = lines.on.filter { !naming.contains($0.key) }
        return lines
    }
}
