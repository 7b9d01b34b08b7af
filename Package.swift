// swift-tools-version:6.0
// archhist: records the architecture of a Swift codebase, commit by commit.
// No package dependencies: the Swift scanner, the argument parser and the
// SQLite layer are ours; SQLite itself is the system library.
import PackageDescription

let package = Package(
    name: "archhist",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "archhist", targets: ["archhist"]),
        .library(name: "ArchHistCore", targets: ["ArchHistCore"]),
        .plugin(name: "ArchHistPlugin", targets: ["ArchHistPlugin"]),
    ],
    targets: [
        // What any module may use and no domain owns: JSON, SHA-1, globs, days, "did you
        // mean", locks, parallel work and the byte view parsers read. Knows nothing of the
        // other modules.
        .target(name: "ArchHistSupport"),
        // Entities and pure policy. Knows nothing of the other modules but the support.
        .target(name: "ArchHistCore", dependencies: ["ArchHistSupport"]),
        // Swift source scanner and Package.swift reader: bytes -> facts.
        .target(name: "ArchHistSwift", dependencies: ["ArchHistCore", "ArchHistSupport"]),
        // Xcode project and workspace reader: project.pbxproj bytes -> manifest.
        .target(name: "ArchHistXcode", dependencies: ["ArchHistCore", "ArchHistSupport"]),
        // Git and the file system: working trees now, commits and blobs later.
        .target(name: "ArchHistGit", dependencies: ["ArchHistCore", "ArchHistSupport"]),
        // SQLite from the system (libsqlite3-dev on Debian, the SDK on macOS).
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The SQLite layer and the history store.
        .target(
            name: "ArchHistStore", dependencies: ["ArchHistCore", "ArchHistSupport", "CSQLite"],
            // Migrations/ at the top (linked here) is the single source of truth for the schema.
            resources: [.embedInCode("Migrations")]
        ),
        // The recording engine: the record, backfill and rejudge pipelines, the caches they keep
        // between commits, and the one door to the history store. Knows the core and its ports,
        // never an adapter.
        .target(name: "ArchHistEngine", dependencies: ["ArchHistCore", "ArchHistSupport"]),
        // Renderers: analysis results -> text.
        .target(name: "ArchHistReport", dependencies: ["ArchHistCore", "ArchHistSupport"]),
        // The command line: argument parsing, commands, composition root.
        .target(
            name: "ArchHistCLI",
            dependencies: [
                "ArchHistSupport", "ArchHistCore", "ArchHistEngine", "ArchHistSwift", "ArchHistXcode", "ArchHistGit",
                "ArchHistStore", "ArchHistReport",
            ]
        ),
        .executableTarget(name: "archhist", dependencies: ["ArchHistCLI"]),
        // `swift package archhist check|record|report …`: runs archhist in the package's
        // folder; it writes .archhist/ and reports there, so it asks for that permission.
        .plugin(
            name: "ArchHistPlugin",
            capability: .command(
                intent: .custom(
                    verb: "archhist",
                    description: "Run archhist on this package: analyze, check, record, report, and every command"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "archhist keeps its history in .archhist/ and writes the reports you ask for")
                ]
            ),
            dependencies: ["archhist"],
            path: "Sources/ArchHistPlugin"
        ),
        // `swift run -c release archhist-bench`: throughput and memory figures.
        .executableTarget(
            name: "archhist-bench",
            dependencies: [
                "ArchHistSupport", "ArchHistCore", "ArchHistEngine", "ArchHistSwift", "ArchHistXcode", "ArchHistGit",
                "ArchHistStore", "ArchHistReport", "ArchHistCLI",
            ]
        ),

        // What several test targets share: temporary folders, git sandboxes, a seeded
        // random generator, an in-memory history store, a scripted commit reader, JSON reading,
        // Xcode project fixtures.
        .target(
            name: "ArchHistTestSupport", dependencies: ["ArchHistSupport", "ArchHistCore", "ArchHistXcode"],
            path: "Tests/ArchHistTestSupport"),
        .testTarget(name: "ArchHistSupportTests", dependencies: ["ArchHistSupport", "ArchHistTestSupport"]),
        // The Swift scanner turns the rule examples into facts; the core itself never sees it.
        .testTarget(
            name: "ArchHistCoreTests",
            dependencies: ["ArchHistSupport", "ArchHistCore", "ArchHistSwift", "ArchHistTestSupport"]),
        .testTarget(
            name: "ArchHistSwiftTests",
            dependencies: ["ArchHistSupport", "ArchHistSwift", "ArchHistCore", "ArchHistTestSupport"]),
        .testTarget(
            name: "ArchHistXcodeTests",
            dependencies: ["ArchHistSupport", "ArchHistXcode", "ArchHistCore", "ArchHistTestSupport"]),
        .testTarget(
            name: "ArchHistGitTests",
            dependencies: ["ArchHistSupport", "ArchHistGit", "ArchHistCore", "ArchHistTestSupport"]),
        // The store's tests make their runs with the recorder, as archhist does.
        .testTarget(
            name: "ArchHistStoreTests",
            dependencies: [
                "ArchHistSupport", "ArchHistStore", "ArchHistCore", "ArchHistEngine", "ArchHistTestSupport",
            ]),
        // The engine against both stores: the one in memory and SQLite.
        .testTarget(
            name: "ArchHistEngineTests",
            dependencies: [
                "ArchHistSupport", "ArchHistCore", "ArchHistEngine", "ArchHistStore", "ArchHistTestSupport",
            ]),
        .testTarget(
            name: "ArchHistReportTests",
            dependencies: ["ArchHistSupport", "ArchHistReport", "ArchHistCore", "ArchHistTestSupport"]),
        .testTarget(
            name: "ArchHistCLITests",
            dependencies: [
                "ArchHistSupport", "ArchHistCLI", "ArchHistCore", "ArchHistGit", "ArchHistStore", "ArchHistTestSupport",
            ],
            exclude: ["Fixtures"]
        ),
    ]
)
