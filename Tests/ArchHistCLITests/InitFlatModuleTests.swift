import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// `init` puts a small module of one folder in one layer: inside a module every file
/// sees the others, so a reference between two of its files is no layer violation.
@Suite struct InitFlatModuleTests {
    static let app: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Game", targets: [
            .target(name: "GameFeature", dependencies: ["AudioPlayerClient", "SharedModels"]),
            .target(name: "AudioPlayerClient"),
            .target(name: "SharedModels"),
        ])
        """,
        "Sources/GameFeature/Game.swift": """
        import ComposableArchitecture
        import AudioPlayerClient
        import SharedModels
        @Reducer public struct Game {
            public struct State { var score: Score }
            @Dependency(AudioPlayerClient.self) var audio
        }
        """,
        "Sources/GameFeature/GameView.swift": """
        import SwiftUI
        import ComposableArchitecture
        public struct GameView: View { let store: StoreOf<Game>; public var body: some View { Text("") } }
        """,
        "Sources/AudioPlayerClient/Client.swift": """
        import Dependencies
        import DependenciesMacros
        @DependencyClient public struct AudioPlayerClient {
            public var play: (Sound) async -> Void
            public struct Sound: Hashable { public let name: String }
        }
        """,
        // Values beside the client they belong to, as isowords' `Sounds.swift` is.
        "Sources/AudioPlayerClient/Sounds.swift": """
        import Foundation
        extension AudioPlayerClient.Sound {
            public static let all: [Self] = [.init(name: "bell"), .init(name: "drum")]
        }
        public enum SoundCategory: String { case music, effects }
        """,
        "Sources/AudioPlayerClient/LiveKey.swift": """
        import Dependencies
        extension AudioPlayerClient: DependencyKey { public static let liveValue = Self() }
        """,
        "Sources/SharedModels/Score.swift": "public struct Score: Equatable { public let value: Int }\n",
        "Sources/SharedModels/Player.swift": "public struct Player: Equatable { public let name: String }\n",
    ]

    @Test func aSmallModuleOfOneFolderIsOneLayer() throws {
        let fitted = try FittedTree(Self.app, preset: "harness")
        let files = fitted.analysis["files"]?.array ?? []
        let layers = Set(
            files.filter { $0["module"]?.text == "AudioPlayerClient" }.compactMap { $0["layer"]?.text })
        #expect(layers.count == 1, "\(layers)")
        let violations = fitted.violations
        #expect(!violations.contains { $0.contains(" Sources/AudioPlayerClient/") }, "\(violations)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("(AudioPlayerClient) are one layer each"), "\(description)")
    }
}
