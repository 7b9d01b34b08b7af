import ArchHistCore

/// Reads the module a CocoaPods `.podspec` builds, without Ruby.
///
/// An app split into development pods (`pod 'Domain', :path => 'Domain/'` in its Podfile)
/// builds each pod as a framework of the pod's name, compiling the files its
/// `source_files` globs name, the subspecs' included; its `test_spec`s build test
/// targets. The pod's own `.xcodeproj`, where one is kept beside it, often lists files
/// that have since moved: what the podspec names is what the app compiles.
///
/// A podspec is Ruby: only the plain forms are read (`s.name = 'X'`, `s.source_files =
/// 'A/**/*.swift', 'B'`, `%w[…]`, `s.dependency 'Y'`, `s.subspec 'Core' do |ss|`).
/// What only running it could say (an interpolated or computed value) becomes a warning.
public enum PodspecReader {
    /// Never fails: what cannot be read becomes a warning.
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        var log = WarningLog()
        var pod = Pod()
        for statement in RubyStatements.split(String(decoding: bytes, as: UTF8.self)) {
            pod.read(statement, log: &log)
        }
        guard let name = pod.name else {
            log.warn(line: 1, "no `name = '…'` that archhist can read: the pod's module is unknown")
            return PackageManifest(kind: .podspec, name: nil, targets: [], warnings: log.warnings)
        }
        var targets = [
            ManifestTarget(
                name: name, moduleName: pod.moduleName, kind: .regular, product: .framework,
                sources: pod.libraryRules(), dependencies: pod.dependencies(of: name), line: pod.line)
        ]
        for test in pod.tests {
            targets.append(
                ManifestTarget(
                    name: "\(name)-Unit-\(test.name)", kind: .test, product: .unitTest, sources: test.files.rules(),
                    dependencies: [ManifestDependency(kind: .byName, name: name)], line: test.line))
        }
        return PackageManifest(kind: .podspec, name: name, targets: targets, warnings: log.warnings)
    }
}

/// What one podspec says, gathered statement by statement.
private struct Pod {
    /// The files of one target: `source_files` and `exclude_files` patterns.
    struct Files {
        var include: [String] = []
        var exclude: [String] = []

        /// The patterns as the globs archhist matches: one per brace alternative, a folder
        /// named alone standing for the Swift files directly in it (as CocoaPods reads it),
        /// and only those that can name a Swift file.
        func rules() -> [SourceRule] {
            let excluded = exclude.flatMap(PodGlob.expand)
            return include.flatMap(PodGlob.expand).map { SourceRule.glob($0, except: excluded) }
        }
    }

    struct TestSpec {
        var name: String
        var line: Int
        var files = Files()
    }

    var name: String?
    var moduleName: String?
    var line = 1
    /// The root spec's files, whose exclusions every subspec inherits, and each subspec's.
    var library = Files()
    var subspecs: [Files] = []
    var tests: [TestSpec] = []
    private var dependencyNames: [String] = []
    /// The block variables: the root spec's, a subspec's (its files are the pod's), or
    /// the index of a test spec. An app spec's is none of them: an app host is no module.
    private var rootVariables: Set<String> = []
    private var subspecVariables: [String: Int] = [:]
    private var testVariables: [String: Int] = [:]
    private var appVariables: Set<String> = []

    mutating func read(_ statement: RubyStatement, log: inout WarningLog) {
        let text = statement.text
        if let block = RubyStatements.block(text) {
            let variable = block.variable
            subspecVariables[variable] = nil
            testVariables[variable] = nil
            appVariables.remove(variable)
            switch block.call {
            case "Pod::Spec.new":
                rootVariables.insert(variable)
                line = statement.line
            case "subspec":
                subspecs.append(Files())
                subspecVariables[variable] = subspecs.count - 1
            case "test_spec":
                tests.append(TestSpec(name: block.argument ?? "Tests", line: statement.line))
                testVariables[variable] = tests.count - 1
            case "app_spec": appVariables.insert(variable)
            default: break
            }
            return
        }
        guard let call = RubyStatements.attribute(text) else { return }
        let owner: Owner
        if rootVariables.contains(call.receiver) {
            owner = .root
        } else if let subspec = subspecVariables[call.receiver] {
            owner = .subspec(subspec)
        } else if let test = testVariables[call.receiver] {
            owner = .test(test)
        } else {
            return
        }
        let read: Set<String> = ["name", "module_name", "source_files", "exclude_files", "dependency"]
        guard read.contains(call.attribute) else { return }
        let values = RubyStatements.strings(call.value)
        if values.unreadable {
            log.warn(line: statement.line, "`\(call.attribute)` is computed: only running the podspec could say it")
        }
        switch (call.attribute, owner) {
        case ("name", .root): name = values.items.first
        case ("module_name", .root): moduleName = values.items.first
        case ("source_files", .test(let index)): tests[index].files.include += values.items
        case ("exclude_files", .test(let index)): tests[index].files.exclude += values.items
        case ("source_files", .subspec(let index)): subspecs[index].include += values.items
        case ("exclude_files", .subspec(let index)): subspecs[index].exclude += values.items
        case ("source_files", .root): library.include += values.items
        case ("exclude_files", .root): library.exclude += values.items
        case ("dependency", .root), ("dependency", .subspec):
            if let first = values.items.first { dependencyNames.append(first) }
        default: break
        }
    }

    /// The pods this one depends on, each once: `Other/Core` is the pod `Other`, and a
    /// subspec depending on a sibling (`Self/Core`) is no dependency.
    func dependencies(of name: String) -> [ManifestDependency] {
        var seen: Set<String> = [name]
        var result: [ManifestDependency] = []
        for dependency in dependencyNames {
            let pod = String(dependency.prefix { $0 != "/" })
            guard !pod.isEmpty, seen.insert(pod).inserted else { continue }
            result.append(ManifestDependency(kind: .byName, name: pod))
        }
        return result
    }

    /// The pod's module compiles the root's files and every subspec's, each subspec
    /// leaving out what it and the root exclude.
    func libraryRules() -> [SourceRule] {
        library.rules()
            + subspecs.flatMap { Files(include: $0.include, exclude: library.exclude + $0.exclude).rules() }
    }

    private enum Owner {
        case root
        case subspec(Int)
        case test(Int)
    }
}
