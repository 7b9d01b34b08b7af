/// Modules that come with the toolchain or Apple's SDKs, and the libraries an
/// architecture is built with (the Composable Architecture and its companions,
/// dependency injection, reactive frameworks): importing them wraps no third-party
/// SDK, so they make no provider.
enum SystemModules {
    static func contains(_ module: String) -> Bool {
        names.contains(module) || frameworks.contains(module) || module.hasPrefix("_") || module.hasPrefix("Core")
            || module.hasPrefix("UI")
    }

    private static let frameworks: Set<String> = [
        "ComposableArchitecture", "Dependencies", "DependenciesMacros", "DependenciesTestSupport", "CasePaths",
        "CustomDump", "IdentifiedCollections", "IssueReporting", "ConcurrencyExtras", "Perception", "SwiftNavigation",
        "SwiftUINavigation", "UIKitNavigation", "Sharing", "Tagged", "Clocks", "CombineSchedulers", "Overture",
        "InlineSnapshotTesting", "SnapshotTesting", "RxSwift", "RxCocoa", "RxRelay", "Swinject", "Factory",
        "Resolver", "NeedleFoundation", "OrderedCollections", "Collections", "Algorithms", "AsyncAlgorithms",
    ]

    private static let names: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Darwin", "Glibc", "os",
        "ObjectiveC", "XCTest", "Testing", "Combine", "SwiftUI", "UIKit", "AppKit", "WatchKit", "WidgetKit",
        "ActivityKit", "AppIntents", "Intents", "IntentsUI", "SwiftData", "Observation", "MapKit", "StoreKit",
        "AVFoundation", "AVKit", "Accelerate", "Accessibility", "AdSupport", "AppTrackingTransparency",
        "AudioToolbox", "AuthenticationServices", "BackgroundTasks", "CallKit", "CarPlay", "CloudKit", "Contacts",
        "ContactsUI", "CryptoKit", "DeviceCheck", "EventKit", "EventKitUI", "ExternalAccessory", "FileProvider",
        "GameKit", "GameplayKit", "HealthKit", "HomeKit", "ImageIO", "JavaScriptCore", "LinkPresentation",
        "LocalAuthentication", "MessageUI", "Messages", "MetalKit", "Metal", "MobileCoreServices",
        "MultipeerConnectivity", "NaturalLanguage", "Network", "NetworkExtension", "NotificationCenter",
        "PassKit", "PDFKit", "PhotosUI", "Photos", "PushKit", "QuartzCore", "QuickLook", "RealityKit", "SafariServices",
        "SceneKit", "Security", "Social", "Speech", "SpriteKit", "StoreKitTest", "SystemConfiguration",
        "UserNotifications",
        "Vision", "VisionKit", "WatchConnectivity", "WebKit", "ARKit", "AVRouting", "ClockKit", "Charts",
        "CryptoTokenKit", "DeveloperToolsSupport", "GLKit", "GameController", "IOKit", "ManagedSettings",
        "MediaPlayer", "ModelIO", "OSLog", "PencilKit", "QuickLookThumbnailing", "ReplayKit", "ScreenTime",
        "SensorKit", "ShazamKit", "SoundAnalysis", "SwiftUICore", "TipKit", "Translation", "UniformTypeIdentifiers",
        "VideoToolbox", "WeatherKit", "XCUIAutomation", "Cocoa", "Carbon", "ServiceManagement", "EndpointSecurity",
        "Distributed", "RegexBuilder", "Synchronization", "Cxx", "CxxStdlib", "SQLite3", "zlib", "libkern",
        "simd", "CryptoKitPrivate", "ApplicationServices", "AssetsLibrary", "AddressBook", "Twitter", "iAd",
        "CarKey", "HomeKitUI", "SharedWithYou", "GroupActivities", "FamilyControls", "DeviceActivity",
        "MusicKit", "PackageDescription", "ProjectDescription", "ProjectDescriptionHelpers", "XCTestDynamicOverlay",
        // Newer SDK frameworks: on-device models, accessories, capture and the like.
        "FoundationModels", "ImagePlayground", "AccessorySetupKit", "AdAttributionKit", "AdServices", "AppleArchive",
        "BackgroundAssets", "BrowserEngineKit", "CreateML", "ExtensionKit", "IdentityLookup", "JournalingSuggestions",
        "LiveCommunicationKit", "LockedCameraCapture", "Matter", "MatterSupport", "MetalPerformanceShaders",
        "MetricKit", "NearbyInteraction", "ProximityReader", "PushToTalk", "RoomPlan", "SafetyKit",
        "ScreenCaptureKit", "SharedWithYouCore", "Spatial", "Symbols", "TabularData", "ThreadNetwork", "WorkoutKit",
    ]
}
