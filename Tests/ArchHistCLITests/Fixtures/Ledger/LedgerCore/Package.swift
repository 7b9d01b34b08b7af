// swift-tools-version:5.9
import PackageDescription

// The whole point is what isn't here.
let package = Package(
    name: "LedgerCore",
    products: [.library(name: "LedgerCore", targets: ["LedgerCore"])],
    targets: [
        .target(name: "LedgerCore", dependencies: []),
        .testTarget(name: "LedgerCoreTests", dependencies: ["LedgerCore"]),
    ]
)
