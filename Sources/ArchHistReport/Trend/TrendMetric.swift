import ArchHistCore

extension TrendReport {
    /// A count `trend` can show per run, named on the command line by its raw value.
    public enum Metric: String, CaseIterable, Sendable {
        case files, lines, violations, errors, warnings, infos, modules, domains, uncovered, waived

        public func value(_ run: RunSummary) -> Int {
            switch self {
            case .files: return run.files
            case .lines: return run.lines
            case .violations: return run.openCount.errorsAndWarnings
            case .errors: return run.errors
            case .warnings: return run.warnings
            case .infos: return run.infos
            case .modules: return run.modules
            case .domains: return run.domains
            case .uncovered: return run.uncoveredFiles
            case .waived: return run.waived
            }
        }
    }
}
