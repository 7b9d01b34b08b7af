/// Chooses the preset that fits a tree best when the user gave none: the one whose
/// layers claim the largest share of the non-test files. Ties go to the preset
/// listed first. The scores are kept so the choice can be explained.
public struct PresetInference: Sendable {
    public struct Score: Sendable, Hashable {
        public var preset: String
        /// Non-test files some layer claims.
        public var classified: Int
        public var total: Int

        public var percent: Int { total == 0 ? 0 : (classified * 100 + total / 2) / total }
    }

    public let chosen: Preset
    public let spec: ArchitectureSpec
    /// Best first.
    public let scores: [Score]

    public static func infer(files: [SourceFile], manifests: [ManifestFile]) throws(SpecError) -> PresetInference {
        var candidates: [(Preset, ArchitectureSpec, Score)] = []
        for preset in Preset.all {
            let spec = try SpecDecoder.preset(preset)
            var moduleMap = ModuleMap(manifests: manifests)
            let classifier = Classifier(spec: spec)
            var score = Score(preset: preset.name, classified: 0, total: 0)
            for file in files where !classifier.isExcluded(file.path) {
                let name = moduleMap.moduleName(forFile: file.path)
                guard let module = moduleMap.module(named: name) else { continue }
                let placement = classifier.place(path: file.path, module: module)
                guard !placement.isTest else { continue }
                score.total += 1
                if placement.layer != nil { score.classified += 1 }
            }
            candidates.append((preset, spec, score))
        }
        let ranked = candidates.enumerated().sorted { lhs, rhs in
            if lhs.element.2.classified != rhs.element.2.classified {
                return lhs.element.2.classified > rhs.element.2.classified
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
        return PresetInference(chosen: ranked[0].0, spec: ranked[0].1, scores: ranked.map(\.2))
    }

    /// "preset clean, inferred: 84% of files matched its layers (harness 20%, modular 5%)"
    public var explanation: String {
        let best = scores[0]
        let others = scores.dropFirst().map { "\($0.preset) \($0.percent)%" }.joined(separator: ", ")
        return "preset \(chosen.name), inferred: \(best.percent)% of \(best.total) files matched its layers (\(others)); "
            + "write archhist.json or pass --preset to choose"
    }
}
