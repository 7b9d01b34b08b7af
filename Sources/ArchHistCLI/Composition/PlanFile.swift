import ArchHistCore
import Foundation

/// A migration plan named on the command line, read and decoded once.
enum PlanFile {
    static func load(_ argument: String, context: CommandContext) throws(CLIError) -> MigrationPlan {
        guard let data = FileManager.default.contents(atPath: context.resolve(argument)) else {
            throw .input("cannot read the plan \(argument): check the path")
        }
        do { return try MigrationPlanDecoder.decode([UInt8](data), file: argument) } catch {
            throw .input(error.description)
        }
    }
}
