/// A function of Tuist's `ProjectDescriptionHelpers` as far as its targets go: the
/// targets it makes (`.target(name: "\(name)Kit", sources: ["Targets/\(name)Kit/Sources/**"])`)
/// and the other helpers it calls. Projects call such functions (`Project.app(name: "Home")`)
/// instead of listing targets; their folder convention is what lets archhist name the
/// targets without running Tuist.
///
/// The function's parameters appear in names and globs as `$(label)`, the label a
/// caller writes (`#0` for the first unlabeled argument): what a call gives is put in
/// their place, and what it does not is captured from the folders on disk.
public struct TuistHelper: Sendable, Hashable {
    /// The function's name, without its type: `app` of `Project.app(…)`.
    public var function: String
    /// The targets its body makes: names and `sources` globs with placeholders.
    public var targets: [ManifestTarget]
    /// The helpers it calls, which may make targets of their own.
    public var calls: [TuistHelperCall]
    /// 1-based line of the function's declaration.
    public var line: Int

    public init(function: String, targets: [ManifestTarget], calls: [TuistHelperCall], line: Int) {
        self.function = function
        self.targets = targets
        self.calls = calls
        self.line = line
    }
}

/// A call of a helper function: by a project (`Project.app(name: "Home")`, `.feature(.home)`
/// in its targets) or by another helper. A project may also read a helper's property
/// instead (`let project = Feature.home.project`): a call without parentheses.
public struct TuistHelperCall: Sendable, Hashable {
    /// The function called, without its type: `app`; or the property read: `project`.
    public var function: String
    /// How the call is written, for notes: `Project.app`, `Feature.home.project`.
    public var spelling: String
    /// The string arguments archhist could read, by label (`#0` for the first unlabeled
    /// one). In a helper they may hold the caller's own placeholders. An enum case given
    /// (`.home`) is kept under `label.case`, and the case a member is read from
    /// (`Feature.home.project`) under `self.case`: its raw value is the helpers' to say.
    public var arguments: [String: String]
    /// 1-based line of the call.
    public var line: Int
    /// A property read rather than a function called.
    public var isProperty: Bool

    public init(function: String, spelling: String, arguments: [String: String], line: Int, isProperty: Bool = false) {
        self.function = function
        self.spelling = spelling
        self.arguments = arguments
        self.line = line
        self.isProperty = isProperty
    }

    /// As a note shows it: `Project.app(…)`, or `Feature.home.project` for a property.
    public var written: String { isProperty ? spelling : spelling + "(…)" }

    /// The label under which the enum case given as argument `label` is kept.
    public static func caseLabel(_ label: String) -> String { label + ".case" }

    /// `$(label)`: where a helper's parameter stands in a name or a glob.
    public static func placeholder(_ label: String) -> String { "$(" + label + ")" }
}
