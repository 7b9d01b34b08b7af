// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Accounts",
    targets: [
        .target(name: "Accounts"),
        .testTarget(name: "AccountsTests", dependencies: ["Accounts"]),
    ]
)
