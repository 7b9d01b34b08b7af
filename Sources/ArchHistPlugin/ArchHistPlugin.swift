import Foundation
import PackagePlugin

/// `swift package archhist <command> [arguments…]`: runs the archhist built from this
/// package on the package that asks for it, in the package's folder, with the
/// arguments as given, so `check`, `record`, `report` and every other command work as
/// they do on the command line. archhist writes its history to `.archhist/` and
/// reports where `--out` says, hence the permission to write to the package folder.
@main
struct ArchHistPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ArchHistRun.run(
            try context.tool(named: "archhist").url, arguments: arguments, in: context.package.directoryURL)
    }
}
