import ArchHistCore
import Testing

/// Which paths of a tree archhist never reads: anything inside a build, package
/// manager or VCS folder, at any depth, and nothing else.
@Suite struct TreeFilterTests {
    static let skipped = [
        ".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages", ".archhist",
    ]

    @Test func everySkippedFolderIsSkippedAtAnyDepth() {
        for folder in Self.skipped {
            for path in ["\(folder)/A.swift", "App/\(folder)/A.swift", "App/Sub/\(folder)/Deep/A.swift"] {
                #expect(TreeFilter.isSkipped(path), "\(path)")
            }
        }
    }

    @Test func foldersThatOnlyLookAlikeAndFilesAreRead() {
        // Same first byte or same length as a skipped folder, a file of that name,
        // or a skipped name inside a folder's name.
        for path in [
            "Podz/A.swift", ".gits/A.swift", ".bui/A.swift", "Carthages/A.swift", "DerivedDatum/A.swift",
            "node_module/A.swift", "SourcePackage/A.swift", "App/Pods", "App/.git", "MyPods/A.swift", "Pods.swift",
            "Sources/App/A.swift", "日本/Pods語/A.swift", "",
        ] {
            #expect(!TreeFilter.isSkipped(path), "\(path)")
        }
    }
}
