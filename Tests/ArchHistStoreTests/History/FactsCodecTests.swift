import ArchHistCore
import Testing

@testable import ArchHistStore

@Suite struct FactsCodecTests {
    /// Facts that use every field, strings shared between fields, text of every
    /// width, and lines that take several varint bytes.
    private static let rich = FileFacts(
        imports: [
            ImportFact(module: "Foundation", line: 1),
            ImportFact(
                module: "os", path: ["log"], kind: "struct", attributes: ["testable", "_spi(Internal)"],
                access: "public",
                line: 2, condition: "canImport(os) && !DEBUG"),
        ],
        declarations: DeclarationKind.allCases.enumerated().map { index, kind in
            Declaration(
                kind: kind, name: "Outer.Typé\(index)", line: 10 + index * 300,
                inherits: index % 2 == 0 ? ["Equatable", "Sendable"] : [],
                attributes: index == 3 ? ["MainActor", "Observable"] : [], condition: index == 5 ? "os(Linux)" : nil)
        },
        memberAttributes: [AttributeUse(name: "Published", line: 128), AttributeUse(name: "State", line: 16_384)],
        references: [TypeReference(name: "Sendable", line: 5), TypeReference(name: "データ型", line: 1 << 40)],
        keyPathUses: [
            KeyPathUse(wrapper: "Dependency", key: "apiClient", line: 9),
            KeyPathUse(wrapper: "Injected", root: "Container", key: "analytics", line: 1 << 20, isAttribute: false),
            KeyPathUse(wrapper: "environment", key: "theme", line: 12, form: .member),
            KeyPathUse(wrapper: "withDependencies", key: "apiClient", line: 13, form: .closure),
        ],
        extensionProperties: [
            ExtensionProperty(extended: "DependencyValues", name: "apiClient", type: "Sendable", line: 3),
            ExtensionProperty(extended: "EnvironmentValues", name: "théme", type: nil, line: 70_000),
        ],
        lineCount: 2_000_000,
        warnings: [ScanWarning(line: 7, message: "an unterminated string literal, which runs to the end of the file")])

    private static let manifest = PackageManifest(
        name: "archhist",
        targets: [
            ManifestTarget(name: "Core", kind: .regular, line: 12),
            ManifestTarget(
                name: "App", kind: .executable, path: "Sources/App", exclude: ["Resources", "README.md"],
                dependencies: [
                    ManifestDependency(kind: .byName, name: "Core"),
                    ManifestDependency(kind: .product, name: "Parser", package: "swift-parser"),
                ], line: 20),
            ManifestTarget(name: "Tool", kind: .binary, line: 30),
        ],
        warnings: [ScanWarning(line: 3, message: "a dynamic target list")])

    /// An Xcode project's targets: listed files whose paths share their start (also
    /// inside a multi-byte character), a synchronized folder, Tuist globs.
    private static let project = PackageManifest(
        kind: .xcodeProject, name: nil,
        targets: [
            ManifestTarget(
                name: "App", kind: .executable, product: .app,
                sources: [
                    .file("App/Views/HomeView.swift"), .file("App/Views/HomeViewModel.swift"), .file("App/Model.swift"),
                    .file("App/Écran/Vue.swift"), .file("App/Éditeur/Vue.swift"), .file("../Shared/日本語.swift"),
                    .file("../Shared/日本.swift"), .file("App/é.swift"), .file("App/è.swift"),
                    .folder("Widget", except: ["Preview.swift", "Info.plist"]),
                    .file(""), .glob("Sources/**", except: ["Sources/Generated/**"]),
                ],
                dependencies: [
                    ManifestDependency(kind: .project, name: "Kit", package: "../Kit/Kit.xcodeproj"),
                    ManifestDependency(kind: .external, name: "Alamofire"),
                ], line: 40),
            ManifestTarget(name: "AppTests", kind: .test, product: .unitTest, sources: [], line: 90),
        ])

    /// A Tuist project made by a helper, and the helper's file: calls with arguments,
    /// a property read, target templates with placeholders, enums' raw values.
    private static let helped = PackageManifest(
        kind: .tuistProject, name: "Home", targets: [], warnings: [ScanWarning(line: 3, message: "by a helper")],
        helperCalls: [
            TuistHelperCall(function: "app", spelling: "Project.app", arguments: ["name": "Home", "#1": "x"], line: 3),
            TuistHelperCall(
                function: "project", spelling: "Feature.home.project",
                arguments: ["self": "home", "self.case": "home"],
                line: 4, isProperty: true),
        ])
    private static let helpers = PackageManifest(
        kind: .tuistHelpers, name: nil, targets: [],
        helpers: [
            TuistHelper(
                function: "app",
                targets: [
                    ManifestTarget(
                        name: "$(name)Kit", kind: .regular, product: .framework,
                        sources: [.glob("Targets/$(name)Kit/Sources/**", except: [])], line: 9)
                ],
                calls: [
                    TuistHelperCall(
                        function: "tests", spelling: "tests", arguments: ["named": "$(name)Tests"], line: 12)
                ], line: 4)
        ],
        caseRawValues: ["home": "Home", "search": "search"])

    @Test func facts_roundTrip() throws {
        for facts in [Self.rich, FileFacts(), FileFacts(lineCount: 1)] {
            #expect(try FactsCodec.decodeFacts(FactsCodec.encode(facts)) == facts)
        }
    }

    @Test func manifest_roundTrip() throws {
        let workspace = PackageManifest(
            kind: .xcodeWorkspace, name: nil, targets: [], projects: ["App.xcodeproj", "../Kit/Kit.xcodeproj"])
        for manifest in [
            Self.manifest, Self.project, workspace, Self.helped, Self.helpers, PackageManifest(name: nil, targets: []),
        ] {
            #expect(try FactsCodec.decodeManifest(FactsCodec.encode(manifest)) == manifest)
        }
    }

    /// The stored layout (version 3) is a contract with every existing database:
    /// version, string table, then the body. Versions 1 (before key paths) and 2
    /// (before conditional references) are other layouts: their rows are read from
    /// git again, never misread.
    @Test func facts_storedBytesStayVersion3() throws {
        let facts = FileFacts(
            imports: [ImportFact(module: "Foundation", line: 1)],
            references: [TypeReference(name: "Foundation", line: 2, conditional: true)], lineCount: 3)
        let body: [UInt8] = [3, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 5, 0, 0, 0]
        let stored: [UInt8] = [3, 1, 10] + Array("Foundation".utf8) + body
        #expect(FactsCodec.encode(facts) == stored)
        #expect(try FactsCodec.decodeFacts(stored) == facts)
        let version2: [UInt8] = [2, 1, 10] + Array("Foundation".utf8) + [3, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
        #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts(version2) }
    }

    @Test func facts_everyTruncationThrows() {
        let bytes = FactsCodec.encode(Self.rich)
        for length in 0..<bytes.count {
            #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts(Array(bytes[..<length])) }
        }
    }

    @Test func manifest_everyTruncationThrows() {
        for manifest in [Self.manifest, Self.project, Self.helped, Self.helpers] {
            let bytes = FactsCodec.encode(manifest)
            for length in 0..<bytes.count {
                #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeManifest(Array(bytes[..<length])) }
            }
        }
    }

    @Test func facts_trailingBytesAnotherVersionAndBadIndexesThrow() {
        let bytes = FactsCodec.encode(FileFacts(imports: [ImportFact(module: "Foundation", line: 1)], lineCount: 3))
        #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts(bytes + [0]) }
        #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts([2] + bytes.dropFirst()) }
        // The import's module points past the one-string table.
        var badIndex = bytes
        badIndex[15] = 1
        #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts(badIndex) }
        // A count larger than the bytes left, and a varint longer than 63 bits.
        #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts([3, 0, 3, 0xff, 0xff, 0xff, 0x7f]) }
        #expect(throws: ByteReader.Damaged.self) {
            try FactsCodec.decodeFacts([3, 0] + Array(repeating: 0xff, count: 10) + [1])
        }
        // A declaration kind past the last one.
        #expect(throws: ByteReader.Damaged.self) {
            try FactsCodec.decodeFacts([3, 1, 1, 65, 3, 0, 1, 200, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0])
        }
        // A key path use of no form: past closure (3).
        #expect(throws: ByteReader.Damaged.self) {
            try FactsCodec.decodeFacts([3, 1, 1, 65, 3, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 4, 0])
        }
    }

    /// Damaged rows are errors, never crashes: every byte of a valid encoding set to
    /// a few other values, and deterministic noise, either decode or throw.
    @Test func damagedBytes_neverCrash() {
        for valid in [FactsCodec.encode(Self.rich), FactsCodec.encode(Self.manifest)] {
            for index in valid.indices {
                for value: UInt8 in [0, 1, 0x7f, 0x80, 0xff, valid[index] ^ 0x01] {
                    var damaged = valid
                    damaged[index] = value
                    _ = try? FactsCodec.decodeFacts(damaged)
                    _ = try? FactsCodec.decodeManifest(damaged)
                }
            }
        }
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        for _ in 0..<2_000 {
            var noise: [UInt8] = [2]
            for _ in 0..<Int(state % 64) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                noise.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            _ = try? FactsCodec.decodeFacts(noise)
            _ = try? FactsCodec.decodeManifest(noise)
        }
    }
}
