import Testing

@testable import ArchHistCore

@Suite struct DomainOrderTests {
    @Test func aDomainWhosePathTakesInAnothersGoesAfterIt() {
        let paths = [
            ["App/**"],  // takes in both below
            ["App/Bookmark*"],
            ["Other/Login/**"],
            ["App/Settings/**", "Shared/Settings/**"],
        ]
        #expect(DomainOrder.narrowestFirst(paths) == [1, 2, 3, 0])
    }

    @Test func disjointDomainsKeepTheirOrder() {
        #expect(DomainOrder.narrowestFirst([["B/**"], ["A/Long/Path/**"], []]) == [0, 1, 2])
    }
}
