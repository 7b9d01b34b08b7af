import ArchHistSupport

/// Chooses the preset that fits a tree best when the user gave none: the one whose
/// layers claim the largest share of the non-test files by path, file name, or the
/// name of a module that holds less than half of the files. A module holding most
/// of the tree is weak evidence (one app target named `*UI` would hand the whole app
/// to one layer), so such claims only break ties; then the preset listed first wins.
/// The scores are kept so the choice can be explained.
public struct PresetInference: Sendable {
    public struct Score: Sendable, Hashable {
        public var preset: String
        /// Non-test files some layer claims.
        public var classified: Int
        /// Of those, the files claimed by strong evidence: a path, a file-name suffix,
        /// or a module that holds less than half of the files.
        public var byPathOrName: Int
        public var total: Int

        public var percent: Int { total == 0 ? 0 : (byPathOrName * 100 + total / 2) / total }
    }

    public let chosen: Preset
    public let spec: ArchitectureSpec
    /// Best first.
    public let scores: [Score]

    /// `workers`: cores to place the files on, each preset's in turn.
    public static func infer(files: [SourceFile], manifests: [ManifestFile], workers: Int = 1) throws(SpecError)
        -> PresetInference
    {
        // Which module holds a file depends on the manifests alone: located once for every preset.
        let paths = files.map(\.path)
        let modules = Analyzer.locate(paths, manifests: manifests).modules
        let names = modules.map(\.name)
        var filesPerModule: [String: Int] = [:]
        for name in names { filesPerModule[name, default: 0] += 1 }
        var candidates: [(Preset, ArchitectureSpec, Score)] = []
        for preset in Preset.all {
            let spec = try SpecDecoder.preset(preset)
            let classifier = Classifier(spec: spec)
            let placements = Array(paths.indices).parallelMap(workers: workers) { index -> Placement? in
                classifier.isExcluded(paths[index]) ? nil : classifier.place(path: paths[index], module: modules[index])
            }
            var score = Score(preset: preset.name, classified: 0, byPathOrName: 0, total: 0)
            for (index, placement) in placements.enumerated() {
                guard let placement, !placement.isTest else { continue }
                score.total += 1
                if placement.layer != nil { score.classified += 1 }
                switch placement.layerReason {
                case .path?, .suffix?: score.byPathOrName += 1
                case .module?: if (filesPerModule[names[index]] ?? 0) * 2 < files.count { score.byPathOrName += 1 }
                case nil: break
                }
            }
            candidates.append((preset, spec, score))
        }
        let ranked = candidates.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.2, rhs.element.2)
            if left.byPathOrName != right.byPathOrName { return left.byPathOrName > right.byPathOrName }
            if left.classified != right.classified { return left.classified > right.classified }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return PresetInference(chosen: ranked[0].0, spec: ranked[0].1, scores: ranked.map(\.2))
    }

    /// What every explanation ends with; a note that names `archhist init` replaces it.
    public static let advice = "; write archhist.json or pass --preset to choose"

    /// Whether `text` is an explanation of this shape: a run records it as its spec's
    /// source, and reading it back must tell an inferred preset from a named one.
    public static func isExplanation(_ text: String) -> Bool {
        text.hasPrefix("preset ") && text.contains(", inferred: ") && text.hasSuffix(advice)
    }

    /// "preset clean, inferred: 84% of files matched its layers (harness 20%, modular 5%)"
    public var explanation: String {
        let best = scores[0]
        let others = scores.dropFirst().map { "\($0.preset) \($0.percent)%" }.joined(separator: ", ")
        let tied = scores.dropFirst().filter {
            ($0.byPathOrName, $0.classified) == (best.byPathOrName, best.classified)
        }
        .map(\.preset)
        let tie = tied.isEmpty ? "" : "; a tie with \(tied.joined(separator: ", ")), broken by the order of the presets"
        return
            "preset \(chosen.name), inferred: \(best.percent)% of \(Plural.counted(best.total, "file")) "
            + "matched its layers (\(others))\(tie)" + Self.advice
    }
}
