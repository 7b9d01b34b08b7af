import Testing

@testable import ArchHistCore

/// The layer names of a structural spec: one per unit, and no two a reader cannot tell
/// apart, not even by case alone (`shared`, `Shared`).
@Suite struct StructuralLayerNamesTests {
    private func folder(_ path: String) -> DomainUnit { DomainUnit(kind: .folder, name: path) }
    private func module(_ name: String) -> DomainUnit { DomainUnit(kind: .module, name: name) }

    private func names(_ units: [DomainUnit]) -> [String] {
        let named = StructuralSpec.layerNames(units.sorted())
        return units.map { named[$0]! }
    }

    @Test func aFolderIsNamedByItsLastComponentWhenThatTellsItApart() {
        #expect(names([folder("App/Screens"), folder("App/Models")]) == ["Screens", "Models"])
        #expect(names([folder("App/A/Views"), folder("App/B/Views")]) == ["A/Views", "B/Views"])
    }

    @Test func namesAlikeButForCaseTakeAsManyComponentsAsTellThemApart() {
        #expect(
            names([folder("App/Screens/Shared"), folder("App/Services/shared")])
                == ["Screens/Shared", "Services/shared"])
    }

    @Test func aFolderAlikeButForCaseToAModuleSaysItIsAFolder() {
        #expect(names([module("Shared"), folder("shared")]) == ["Shared", "shared (folder)"])
        #expect(names([module("Shared"), folder("App/shared")]) == ["Shared", "App/shared"])
    }

    @Test func wholePathsAlikeButForCaseAreToldApartByNumber() {
        let named = names([folder("App/Shared"), folder("App/shared")])
        #expect(named == ["App/Shared", "App/shared (2)"])
        #expect(Set(named.map { $0.lowercased() }).count == 2)
    }
}
