import ArchHistCore

/// How a blob's facts are stored: compact binary, decoded once into typed values.
/// The version byte changes whenever the layout does; a blob written by another
/// layout is re-read from git rather than misread.
enum FactsCodec {
    /// 2: key paths given to wrappers, and the instance properties of extensions. A
    /// key path's form is one byte: 0 initializer, 1 attribute, and since scanner-9
    /// (whose rows no older scanner reads) 2 member, 3 closure.
    /// 3: a reference's line is written doubled, plus one when every use is inside `#if`.
    static let swiftVersion: UInt8 = 3
    /// 2: the manifest's kind, and a target's module name, product and source rules (Xcode, Tuist).
    /// 3: the projects a workspace opens.
    /// 4: the helper functions a Tuist project calls, and those a helpers file declares.
    /// 5: helper properties a project reads, enum cases given to helpers, and enums' raw values.
    static let manifestVersion: UInt8 = 5
    /// Stored by index. `allCases` builds a new array at every call: kept once here.
    private static let declarationKinds = DeclarationKind.allCases

    static func encode(_ facts: FileFacts) -> [UInt8] {
        var out = ByteWriter()
        out.varint(facts.lineCount)
        out.varint(facts.imports.count)
        for fact in facts.imports {
            out.string(fact.module)
            out.strings(fact.path)
            out.optionalString(fact.kind)
            out.strings(fact.attributes)
            out.optionalString(fact.access)
            out.varint(fact.line)
            out.optionalString(fact.condition)
        }
        out.varint(facts.declarations.count)
        for declaration in facts.declarations {
            out.byte(UInt8(declarationKinds.firstIndex(of: declaration.kind)!))
            out.string(declaration.name)
            out.varint(declaration.line)
            out.strings(declaration.inherits)
            out.strings(declaration.attributes)
            out.optionalString(declaration.condition)
        }
        out.varint(facts.memberAttributes.count)
        for use in facts.memberAttributes {
            out.string(use.name)
            out.varint(use.line)
        }
        out.varint(facts.references.count)
        for reference in facts.references {
            out.string(reference.name)
            out.varint(reference.line << 1 | (reference.conditional ? 1 : 0))
        }
        out.varint(facts.warnings.count)
        for warning in facts.warnings {
            out.varint(warning.line)
            out.string(warning.message)
        }
        out.varint(facts.keyPathUses.count)
        for use in facts.keyPathUses {
            out.string(use.wrapper)
            out.optionalString(use.root)
            out.string(use.key)
            out.varint(use.line)
            out.byte(use.form.rawValue)
        }
        out.varint(facts.extensionProperties.count)
        for property in facts.extensionProperties {
            out.string(property.extended)
            out.string(property.name)
            out.optionalString(property.type)
            out.varint(property.line)
        }
        return out.finished(version: swiftVersion)
    }

    static func decodeFacts(_ bytes: [UInt8], strings: Interner.Values? = nil) throws(ByteReader.Damaged) -> FileFacts {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ByteReader.Damaged) in
            try decodeFacts(buffer, strings: strings)
        }
    }

    /// Decodes the facts in place (from SQLite's row, without copying the column).
    /// Every array is sized up front from its count; strings come from the blob's
    /// table, decoded or looked up in `strings` once each.
    static func decodeFacts(
        _ bytes: UnsafeBufferPointer<UInt8>, strings: Interner.Values?
    ) throws(ByteReader.Damaged) -> FileFacts {
        var input = try ByteReader(bytes, version: swiftVersion, strings: strings)
        let lineCount = try input.varint()
        let imports = try array(try input.count()) { () throws(ByteReader.Damaged) in
            let module = try input.string()
            let path = try input.strings()
            let kind = try input.optionalString()
            let attributes = try input.strings()
            let access = try input.optionalString()
            let line = try input.varint()
            return ImportFact(
                module: module, path: path, kind: kind, attributes: attributes, access: access, line: line,
                condition: try input.optionalString())
        }
        let declarations = try array(try input.count()) { () throws(ByteReader.Damaged) in
            let kind = Int(try input.byte())
            guard kind < declarationKinds.count else { throw ByteReader.Damaged() }
            let name = try input.string()
            let line = try input.varint()
            let inherits = try input.strings()
            let attributes = try input.strings()
            return Declaration(
                kind: declarationKinds[kind], name: name, line: line, inherits: inherits, attributes: attributes,
                condition: try input.optionalString())
        }
        let memberAttributes = try array(try input.count()) { () throws(ByteReader.Damaged) in
            let name = try input.string()
            return AttributeUse(name: name, line: try input.varint())
        }
        let references = try array(try input.count()) { () throws(ByteReader.Damaged) in
            let name = try input.string()
            let line = try input.varint()
            return TypeReference(name: name, line: line >> 1, conditional: line & 1 == 1)
        }
        let warnings = try array(try input.count()) { () throws(ByteReader.Damaged) in
            let line = try input.varint()
            return ScanWarning(line: line, message: try input.string())
        }
        let keyPathUses = try array(try input.count()) { () throws(ByteReader.Damaged) in
            let wrapper = try input.string()
            let root = try input.optionalString()
            let key = try input.string()
            let line = try input.varint()
            guard let form = KeyPathUse.Form(rawValue: try input.byte()) else { throw ByteReader.Damaged() }
            return KeyPathUse(wrapper: wrapper, root: root, key: key, line: line, form: form)
        }
        let extensionProperties = try array(try input.count()) { () throws(ByteReader.Damaged) in
            let extended = try input.string()
            let name = try input.string()
            let type = try input.optionalString()
            return ExtensionProperty(extended: extended, name: name, type: type, line: try input.varint())
        }
        guard input.isAtEnd else { throw ByteReader.Damaged() }
        return FileFacts(
            imports: imports, declarations: declarations, memberAttributes: memberAttributes, references: references,
            keyPathUses: keyPathUses, extensionProperties: extensionProperties, lineCount: lineCount,
            warnings: warnings)
    }

    /// `count` elements read one after the other by `element`, each built where it
    /// lies in the array: appending would copy every one in.
    private static func array<Element>(
        _ count: Int, _ element: () throws(ByteReader.Damaged) -> Element
    ) throws(ByteReader.Damaged) -> [Element] {
        guard count > 0 else { return [] }
        return try [Element](unsafeUninitializedCapacity: count) { (buffer, initialized) throws(ByteReader.Damaged) in
            for index in 0..<count {
                (buffer.baseAddress! + index).initialize(to: try element())
                initialized += 1
            }
        }
    }

    private static let targetKinds: [ManifestTarget.Kind] = [
        .regular, .executable, .test, .macro, .plugin, .system, .binary,
    ]
    /// Stored by position: a new kind goes at the end.
    private static let dependencyKinds: [ManifestDependency.Kind] = [
        .byName, .target, .product, .project, .external, .unreadable,
    ]
    private static let manifestKinds = PackageManifest.Kind.allCases
    private static let productTypes = ProductType.allCases

    static func encode(_ manifest: PackageManifest) -> [UInt8] {
        var out = ByteWriter()
        out.byte(UInt8(manifestKinds.firstIndex(of: manifest.kind)!))
        out.optionalString(manifest.name)
        out.varint(manifest.targets.count)
        for target in manifest.targets { encode(target, into: &out) }
        out.varint(manifest.warnings.count)
        for warning in manifest.warnings {
            out.varint(warning.line)
            out.string(warning.message)
        }
        out.strings(manifest.projects)
        out.varint(manifest.helperCalls.count)
        for call in manifest.helperCalls { encode(call, into: &out) }
        out.varint(manifest.helpers.count)
        for helper in manifest.helpers {
            out.string(helper.function)
            out.varint(helper.line)
            out.varint(helper.targets.count)
            for target in helper.targets { encode(target, into: &out) }
            out.varint(helper.calls.count)
            for call in helper.calls { encode(call, into: &out) }
        }
        let cases = manifest.caseRawValues.keys.sorted()
        out.strings(cases)
        out.strings(cases.map { manifest.caseRawValues[$0]! })
        return out.finished(version: manifestVersion)
    }

    private static func encode(_ target: ManifestTarget, into out: inout ByteWriter) {
        out.string(target.name)
        out.optionalString(target.moduleName)
        out.byte(UInt8(targetKinds.firstIndex(of: target.kind)!))
        out.optionalString(target.path)
        out.strings(target.exclude)
        out.varint(target.line)
        // 0: no product (a SwiftPM target); else the product's index plus one.
        out.byte(target.product.map { UInt8(productTypes.firstIndex(of: $0)! + 1) } ?? 0)
        encode(target.sources, into: &out)
        out.varint(target.dependencies.count)
        for dependency in target.dependencies {
            out.byte(UInt8(dependencyKinds.firstIndex(of: dependency.kind)!))
            out.string(dependency.name)
            out.optionalString(dependency.package)
        }
    }

    /// Arguments in label order: the same call is stored as the same bytes.
    private static func encode(_ call: TuistHelperCall, into out: inout ByteWriter) {
        out.string(call.function)
        out.string(call.spelling)
        out.varint(call.line)
        out.byte(call.isProperty ? 1 : 0)
        let labels = call.arguments.keys.sorted()
        out.strings(labels)
        out.strings(labels.map { call.arguments[$0]! })
    }

    static func decodeManifest(
        _ bytes: [UInt8], strings: Interner.Values? = nil
    ) throws(ByteReader.Damaged) -> PackageManifest {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ByteReader.Damaged) in
            try decodeManifest(buffer, strings: strings)
        }
    }

    static func decodeManifest(
        _ bytes: UnsafeBufferPointer<UInt8>, strings: Interner.Values?
    ) throws(ByteReader.Damaged) -> PackageManifest {
        var input = try ByteReader(bytes, version: manifestVersion, strings: strings)
        let manifestKind = Int(try input.byte())
        guard manifestKind < manifestKinds.count else { throw ByteReader.Damaged() }
        let name = try input.optionalString()
        var targets: [ManifestTarget] = []
        for _ in 0..<(try input.count()) { targets.append(try decodeTarget(&input)) }
        var warnings: [ScanWarning] = []
        for _ in 0..<(try input.count()) {
            warnings.append(ScanWarning(line: try input.varint(), message: try input.string()))
        }
        let projects = try input.strings()
        var helperCalls: [TuistHelperCall] = []
        for _ in 0..<(try input.count()) { helperCalls.append(try decodeCall(&input)) }
        var helpers: [TuistHelper] = []
        for _ in 0..<(try input.count()) {
            let function = try input.string()
            let line = try input.varint()
            var helperTargets: [ManifestTarget] = []
            for _ in 0..<(try input.count()) { helperTargets.append(try decodeTarget(&input)) }
            var calls: [TuistHelperCall] = []
            for _ in 0..<(try input.count()) { calls.append(try decodeCall(&input)) }
            helpers.append(TuistHelper(function: function, targets: helperTargets, calls: calls, line: line))
        }
        let cases = try input.strings()
        let rawValues = try input.strings()
        guard cases.count == rawValues.count, input.isAtEnd else { throw ByteReader.Damaged() }
        return PackageManifest(
            kind: manifestKinds[manifestKind], name: name, targets: targets, warnings: warnings, projects: projects,
            helperCalls: helperCalls, helpers: helpers,
            caseRawValues: Dictionary(zip(cases, rawValues), uniquingKeysWith: { first, _ in first }))
    }

    private static func decodeTarget(_ input: inout ByteReader) throws(ByteReader.Damaged) -> ManifestTarget {
        let targetName = try input.string()
        let moduleName = try input.optionalString()
        let kind = Int(try input.byte())
        guard kind < targetKinds.count else { throw ByteReader.Damaged() }
        var target = ManifestTarget(
            name: targetName, moduleName: moduleName, kind: targetKinds[kind], path: try input.optionalString(),
            exclude: try input.strings(), line: try input.varint())
        let product = Int(try input.byte())
        guard product <= productTypes.count else { throw ByteReader.Damaged() }
        target.product = product == 0 ? nil : productTypes[product - 1]
        target.sources = try decodeSources(&input)
        for _ in 0..<(try input.count()) {
            let dependencyKind = Int(try input.byte())
            guard dependencyKind < dependencyKinds.count else { throw ByteReader.Damaged() }
            target.dependencies.append(
                ManifestDependency(
                    kind: dependencyKinds[dependencyKind], name: try input.string(),
                    package: try input.optionalString()))
        }
        return target
    }

    private static func decodeCall(_ input: inout ByteReader) throws(ByteReader.Damaged) -> TuistHelperCall {
        let function = try input.string()
        let spelling = try input.string()
        let line = try input.varint()
        let isProperty = try input.byte() == 1
        let labels = try input.strings()
        let values = try input.strings()
        guard labels.count == values.count else { throw ByteReader.Damaged() }
        return TuistHelperCall(
            function: function, spelling: spelling,
            arguments: Dictionary(zip(labels, values), uniquingKeysWith: { first, _ in first }), line: line,
            isProperty: isProperty)
    }

    /// Source rules: a presence byte, then each rule as a tag (file, folder, glob),
    /// its path and, for folders and globs, the paths they leave out. A path is written
    /// as the length of the start it shares with the rule before and the rest: an
    /// Xcode target lists hundreds of files of a few folders, and a project file
    /// changes often, so each version stores its paths a few times smaller.
    private static func encode(_ sources: [SourceRule]?, into out: inout ByteWriter) {
        guard let sources else { return out.byte(0) }
        out.byte(1)
        out.varint(sources.count)
        var previous = ""
        func path(_ path: String) {
            let shared = sharedStart(of: previous, and: path)
            out.varint(shared)
            out.string(String(decoding: path.utf8.dropFirst(shared), as: UTF8.self))
            previous = path
        }
        for rule in sources {
            switch rule {
            case .file(let file):
                out.byte(0)
                path(file)
            case .folder(let folder, let except):
                out.byte(1)
                path(folder)
                out.varint(except.count)
                except.forEach(path)
            case .glob(let pattern, let except):
                out.byte(2)
                path(pattern)
                out.varint(except.count)
                except.forEach(path)
            }
        }
    }

    /// The length in bytes of the start two paths share, ending where a character does.
    private static func sharedStart(of a: String, and b: String) -> Int {
        var length = 0
        for (x, y) in zip(a.utf8, b.utf8) {
            guard x == y else { break }
            length += 1
        }
        // Never inside a character: back off over UTF-8 continuation bytes.
        let bytes = Array(b.utf8)
        while length > 0, length < bytes.count, bytes[length] & 0xC0 == 0x80 { length -= 1 }
        return length
    }

    private static func decodeSources(_ input: inout ByteReader) throws(ByteReader.Damaged) -> [SourceRule]? {
        switch try input.byte() {
        case 0: return nil
        case 1: break
        default: throw ByteReader.Damaged()
        }
        var rules: [SourceRule] = []
        var previous: [UInt8] = []
        func path() throws(ByteReader.Damaged) -> String {
            let shared = try input.varint()
            guard shared <= previous.count else { throw ByteReader.Damaged() }
            previous = Array(previous.prefix(shared)) + Array(try input.string().utf8)
            return String(decoding: previous, as: UTF8.self)
        }
        func paths() throws(ByteReader.Damaged) -> [String] {
            var list: [String] = []
            for _ in 0..<(try input.count()) { list.append(try path()) }
            return list
        }
        for _ in 0..<(try input.count()) {
            switch try input.byte() {
            case 0: rules.append(.file(try path()))
            case 1: rules.append(.folder(try path(), except: try paths()))
            case 2: rules.append(.glob(try path(), except: try paths()))
            default: throw ByteReader.Damaged()
            }
        }
        return rules
    }
}
