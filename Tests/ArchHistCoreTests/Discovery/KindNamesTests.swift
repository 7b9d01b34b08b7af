import Testing

@testable import ArchHistCore

/// Folders named only for kinds of code are no business domain; a feature named with a
/// role's ending is one.
@Suite struct KindNamesTests {
    @Test(arguments: ["UseCaseImplementations", "RepositoryProtocols", "DataMapping", "DomainUseCases", "DTOs"])
    func aNameOfKindWordsOnlyNamesARole(_ name: String) {
        #expect(DomainMapBuilder.namesARole(name))
    }

    @Test(arguments: ["StorageFeature", "CategoryService", "Profile", "ChatRoomViewModels", "Mapping"])
    func aNameWithABusinessNounNamesNoRole(_ name: String) {
        #expect(!DomainMapBuilder.namesOnlyKinds(name))
    }
}
