// Xcode offers the same command on an Xcode project (an app with no Package.swift)
// that adds archhist as a package dependency: right-click the project in the
// navigator, then archhist. XcodeProjectPlugin exists only where Xcode does; elsewhere
// (Linux, a plain `swift package`) this file compiles to nothing.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

extension ArchHistPlugin: XcodeCommandPlugin {
    /// Runs archhist in the folder holding the `.xcodeproj`; archhist finds the
    /// `archhist.json` there or above it, as it does from any folder of the repository.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try ArchHistRun.run(
            try context.tool(named: "archhist").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif
