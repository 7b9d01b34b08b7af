// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "EssentialFeed",
    targets: [
        .target(name: "EssentialFeed", path: "EssentialFeed"),
        .target(name: "EssentialFeediOS", dependencies: ["EssentialFeed"], path: "EssentialFeediOS"),
        .executableTarget(name: "EssentialApp", dependencies: ["EssentialFeed", "EssentialFeediOS"], path: "EssentialApp"),
        .testTarget(name: "EssentialFeedTests", dependencies: ["EssentialFeed"], path: "Tests/EssentialFeedTests"),
        .testTarget(name: "EssentialAppTests", dependencies: ["EssentialApp"], path: "Tests/EssentialAppTests"),
    ]
)
