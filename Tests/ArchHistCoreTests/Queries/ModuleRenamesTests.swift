import ArchHistCore
import Testing

/// Modules renamed with their files, and the names they had along a line.
@Suite struct ModuleRenamesTests {
    @Test func mostFilesMovedIntoOneNewModuleIsARename_aSplitIsNot() {
        let old = ["N/A.swift": "Network", "N/B.swift": "Network", "N/C.swift": "Network", "M/D.swift": "Models"]
        let moves = ["N/A.swift": "NC/A.swift", "N/B.swift": "NC/B.swift", "N/C.swift": "NC/C.swift"]
        let renamed = ["NC/A.swift": "NetworkClient", "NC/B.swift": "NetworkClient", "NC/C.swift": "NetworkClient"]
        #expect(
            ModuleRenames.detect(
                old: old, new: renamed.merging(["M/D.swift": "Models"]) { a, _ in a }, fileRenames: moves)
                == ["Network": "NetworkClient"])
        let split = ["NC/A.swift": "Http", "NC/B.swift": "Socket", "NC/C.swift": "Cache", "M/D.swift": "Models"]
        #expect(ModuleRenames.detect(old: old, new: split, fileRenames: moves).isEmpty)
        // Into a module the old tree had already: a merge, not a rename.
        let merged = ["NC/A.swift": "Models", "NC/B.swift": "Models", "NC/C.swift": "Models", "M/D.swift": "Models"]
        #expect(ModuleRenames.detect(old: old, new: merged, fileRenames: moves).isEmpty)
    }

    @Test func aLineageNamesEveryRunsModulesAsTheEndOfTheLineDoes() {
        // Runs 0..3: Network becomes NetworkClient at 1, then Client at 3.
        let lineage = ModuleLineage(renamesBetweenRuns: [
            [:], ["Network": "NetworkClient"], [:], ["NetworkClient": "Client"],
        ])
        #expect(lineage.newestName(of: "Network", inRun: 0) == "Client")
        #expect(lineage.newestName(of: "NetworkClient", inRun: 2) == "Client")
        #expect(lineage.newestName(of: "Client", inRun: 3) == "Client")
        #expect(lineage.newestName(of: "Network") == "Client")
        #expect(lineage.newestName(of: "Models") == "Models")
        let edges = lineage.boundaries(
            [
                Boundary(level: .module, from: "App", to: "Network"): 2,
                Boundary(level: .layer, from: "Network", to: "X"): 1,
            ],
            inRun: 0)
        #expect(
            edges == [
                Boundary(level: .module, from: "App", to: "Client"): 2,
                Boundary(level: .layer, from: "Network", to: "X"): 1,
            ])
    }
}
