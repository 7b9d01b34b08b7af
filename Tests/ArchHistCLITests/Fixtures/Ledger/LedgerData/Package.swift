// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "LedgerData",
    dependencies: [.package(path: "../LedgerCore")],
    targets: [
        .target(name: "LedgerData", dependencies: [.product(name: "LedgerCore", package: "LedgerCore")]),
    ]
)
