import Testing

@testable import ArchHistCore

@Suite struct UnitLevelsTests {
    typealias Use = UnitLevels.Use

    @Test func aUnitSitsOneLevelAboveTheHighestItUses() {
        let levels = UnitLevels(
            units: ["App", "Feature", "Models", "Network"],
            weights: [
                Use(from: "Network", to: "Models"): 4, Use(from: "Feature", to: "Network"): 2,
                Use(from: "Feature", to: "Models"): 5, Use(from: "App", to: "Feature"): 1,
            ])
        #expect(levels.levels == [["Models"], ["Network"], ["Feature"], ["App"]])
        #expect(levels.against.isEmpty)
    }

    @Test func aFarLighterWayBackIsAgainstTheLevels() {
        let levels = UnitLevels(
            units: ["Models", "Screens"],
            weights: [Use(from: "Screens", to: "Models"): 9, Use(from: "Models", to: "Screens"): 3])
        #expect(levels.levels == [["Models"], ["Screens"]])
        #expect(levels.against == [Use(from: "Models", to: "Screens")])
    }

    @Test func unitsUsingEachOtherAboutAsMuchShareALevel() {
        let levels = UnitLevels(
            units: ["Classes", "Controllers", "Models"],
            weights: [
                Use(from: "Classes", to: "Controllers"): 5, Use(from: "Controllers", to: "Classes"): 4,
                Use(from: "Classes", to: "Models"): 3, Use(from: "Controllers", to: "Models"): 2,
            ])
        #expect(levels.levels == [["Models"], ["Classes", "Controllers"]])
        #expect(levels.against.isEmpty)
    }

    @Test func theFoldersOfOneFeatureShareALevel() {
        let folders = [
            "App/Modules/Lesson", "App/Modules/LessonPanModals", "App/Modules/Profile", "App/Legacy/Lesson",
            "App/Modules/UI", "App/Modules/UIKitBits", "App/Modules/Lessons",
        ]
        // Siblings only, at a word's boundary, and not from a name too short to say a feature.
        #expect(UnitLevels.featureFamilies(folders) == [["App/Modules/Lesson", "App/Modules/LessonPanModals"]])
        let levels = UnitLevels(
            units: ["Lesson", "LessonPanModals", "Models"],
            weights: [
                Use(from: "Lesson", to: "LessonPanModals"): 1, Use(from: "LessonPanModals", to: "Lesson"): 6,
                Use(from: "Lesson", to: "Models"): 2,
            ],
            features: [["Lesson", "LessonPanModals"]])
        #expect(levels.levels == [["Models"], ["Lesson", "LessonPanModals"]])
        #expect(levels.against.isEmpty)
    }

    @Test func aLongCycleIsCutAtItsClearlyLightestUse() {
        // A → B → C → A, the last far lighter than the path back.
        let levels = UnitLevels(
            units: ["A", "B", "C"],
            weights: [Use(from: "A", to: "B"): 6, Use(from: "B", to: "C"): 9, Use(from: "C", to: "A"): 1])
        #expect(levels.levels == [["C"], ["B"], ["A"]])
        #expect(levels.against == [Use(from: "C", to: "A")])
    }

    @Test func aLongCycleWithNoClearlyLightestUseIsOneLevel() {
        let levels = UnitLevels(
            units: ["A", "B", "C", "D"],
            weights: [
                Use(from: "A", to: "B"): 3, Use(from: "B", to: "C"): 2, Use(from: "C", to: "A"): 2,
                Use(from: "A", to: "D"): 1,
            ])
        #expect(levels.levels == [["D"], ["A", "B", "C"]])
        #expect(levels.against.isEmpty)
    }
}
