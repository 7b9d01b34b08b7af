// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Booking",
    targets: [
        .target(name: "Utils"),
        .target(name: "BookingTypes", dependencies: ["Utils"]),
        .target(name: "BookingConfig", dependencies: ["BookingTypes", "BookingRepo"]),
        .target(name: "BookingRepo", dependencies: ["BookingTypes"]),
        .target(name: "BookingService", dependencies: ["BookingConfig", "BookingTypes"]),
        .target(name: "BookingRuntime", dependencies: ["BookingService", "BookingRepo", "BookingConfig"]),
        .target(name: "BookingUI", dependencies: ["BookingRuntime", "BookingService"]),
        .target(name: "PaymentsTypes"),
        .target(name: "PaymentsConfig", dependencies: ["PaymentsTypes"]),
        .target(name: "PaymentsService", dependencies: ["PaymentsConfig", "BookingTypes", "BookingService"]),
        .target(name: "AnalyticsProvider", dependencies: ["Utils"]),
        .executableTarget(name: "App", dependencies: ["BookingUI", "BookingRuntime", "AnalyticsProvider", "Utils"]),
        .testTarget(name: "BookingServiceTests", dependencies: ["BookingService"]),
    ]
)
