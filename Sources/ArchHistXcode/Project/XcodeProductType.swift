import ArchHistCore

extension ProductType {
    /// The product of a `PBXNativeTarget.productType`; `.other` for kinds no module rule
    /// tells apart (kernel and system extensions, instruments packages…).
    init(xcodeProductType: String) {
        let prefix = "com.apple.product-type."
        guard xcodeProductType.hasPrefix(prefix) else {
            self = .other
            return
        }
        switch xcodeProductType.dropFirst(prefix.count) {
        case "application": self = .app
        case "framework": self = .framework
        case "framework.static": self = .staticFramework
        case "library.static": self = .staticLibrary
        case "library.dynamic": self = .dynamicLibrary
        case "bundle": self = .bundle
        // iMessage and tvOS extensions compile like any app extension.
        case "app-extension", "app-extension.messages", "tv-app-extension": self = .appExtension
        case "extensionkit-extension": self = .extensionKitExtension
        case "application.watchapp", "application.watchapp2", "application.watchapp2-container": self = .watchApp
        case "watchkit-extension", "watchkit2-extension": self = .watchExtension
        case "application.on-demand-install-capable": self = .appClip
        case "bundle.unit-test": self = .unitTest
        case "bundle.ui-testing": self = .uiTest
        case "tool": self = .commandLineTool
        case "xpc-service": self = .xpcService
        case "macro": self = .macro
        default: self = .other
        }
    }
}
