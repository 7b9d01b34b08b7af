// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "LedgerFeatures",
    dependencies: [.package(path: "../LedgerCore"), .package(path: "../LedgerData")],
    targets: [
        .target(
            name: "LedgerFeatures",
            dependencies: [
                .product(name: "LedgerCore", package: "LedgerCore"),
                // Planted: the screens reach past the core into the data layer.
                .product(name: "LedgerData", package: "LedgerData"),
            ]
        ),
    ]
)
