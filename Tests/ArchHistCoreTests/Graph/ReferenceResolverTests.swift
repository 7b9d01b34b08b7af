import Testing

@testable import ArchHistCore

/// Which file each reference resolves to, on facts written as the scanner gives them:
/// an extension is a declaration of kind `extension` whose target is also a reference
/// of the file, and `DBModel.Country` is referenced along with `DBModel`.
@Suite struct ReferenceResolverTests {
    private struct File {
        var path: String
        var module = "App"
        var imports: [String] = []
        /// Modules imported with `@_exported`.
        var exports: [String] = []
        /// `kind name`: `struct ApiClient`, `extension DBModel`.
        var declares: [String] = []
        var references: [String] = []
    }

    /// `from -> to (symbol)` for every file dependency, and the counts.
    private static func resolve(_ files: [File]) -> (edges: Set<String>, stats: ResolutionStats) {
        let analyzed = files.map { file in
            let declarations = file.declares.map { text in
                let parts = text.split(separator: " ").map(String.init)
                return Declaration(kind: DeclarationKind(rawValue: parts[0])!, name: parts[1], line: 1)
            }
            let references = file.references.enumerated().map { TypeReference(name: $0.element, line: $0.offset + 2) }
            let facts = FileFacts(
                imports: file.imports.map { ImportFact(module: $0, line: 1) }
                    + file.exports.map { ImportFact(module: $0, attributes: ["_exported"], line: 1) },
                declarations: declarations,
                references: references, lineCount: 10)
            return AnalyzedFile(path: file.path, module: file.module, placement: Placement(isTest: false), facts: facts)
        }
        let tree = ReferenceResolver(files: analyzed, workers: 1).resolve(files: analyzed, workers: 1)
        let edges = tree.dependencies.map { "\(files[$0.from].path) -> \(files[$0.to].path) (\($0.symbol))" }
        return (Set(edges), tree.stats)
    }

    /// An `@_exported import` in one file of a module imports that module into
    /// every file of it, and its importers see it too, by name or qualified by
    /// the module that re-exports it.
    @Test func aModuleReexportedByOneFileIsSeenByEveryFileOfTheModule() {
        let (edges, _) = Self.resolve([
            File(path: "HAModels/Server.swift", module: "HAModels", declares: ["struct Server"]),
            File(path: "Shared/Exports.swift", module: "Shared", exports: ["HAModels"]),
            File(path: "Shared/API.swift", module: "Shared", references: ["Server"]),
            File(path: "App/Widget.swift", module: "App", imports: ["Shared"], references: ["Shared.Server"]),
        ])
        #expect(
            edges == [
                "Shared/API.swift -> HAModels/Server.swift (Server)",
                "App/Widget.swift -> HAModels/Server.swift (Shared.Server)",
            ])
    }

    /// `SharedModels.SharedGame` written inside `SharedModels` to step past a
    /// nested type of the same name.
    @Test func aNameQualifiedByTheFilesOwnModuleIsFoundThere() {
        let (edges, _) = Self.resolve([
            File(path: "Models/SharedGame.swift", module: "SharedModels", declares: ["struct SharedGame"]),
            File(
                path: "Models/Route.swift", module: "SharedModels",
                declares: ["enum Route", "struct Route.SharedGame"],
                references: ["SharedModels.SharedGame"]),
        ])
        #expect(edges == ["Models/Route.swift -> Models/SharedGame.swift (SharedModels.SharedGame)"])
    }

    @Test func anExtensionUsesTheFileDeclaringTheTypeItExtends() {
        let (edges, stats) = Self.resolve([
            File(path: "ApiClient.swift", declares: ["struct ApiClient"]),
            File(
                path: "TestKey.swift", declares: ["extension ApiClient"],
                references: ["ApiClient", "TestDependencyKey"]),
        ])
        #expect(edges == ["TestKey.swift -> ApiClient.swift (ApiClient)"])
        #expect(stats.resolved == 1 && stats.local == 0 && stats.unresolved == 1)
    }

    @Test func anExtensionInAnotherModuleUsesTheDeclaringFile() {
        let (edges, _) = Self.resolve([
            File(path: "Booking/BookingClient.swift", module: "Booking", declares: ["struct BookingClient"]),
            File(
                path: "Repo/LiveKey.swift", module: "Repo", imports: ["Booking", "Dependencies"],
                declares: ["extension BookingClient"], references: ["BookingClient", "DependencyKey"]),
        ])
        #expect(edges == ["Repo/LiveKey.swift -> Booking/BookingClient.swift (BookingClient)"])
    }

    @Test func aFileThatDeclaresTheTypeItExtendsKeepsItLocal() {
        let (edges, stats) = Self.resolve([
            File(path: "Other.swift", declares: ["extension Item"], references: ["Item"]),
            File(path: "Item.swift", declares: ["struct Item", "extension Item"], references: ["Item", "Equatable"]),
        ])
        #expect(edges == ["Other.swift -> Item.swift (Item)"])
        #expect(stats.local == 1)
    }

    /// Extensions never declare: two files extending a type declared by none are not
    /// one another's targets, and do not make the declaring file's name ambiguous.
    @Test func extensionsNeverCountAsDeclarations() {
        let (edges, stats) = Self.resolve([
            File(path: "A.swift", declares: ["extension String"], references: ["String"]),
            File(path: "B.swift", declares: ["extension String"], references: ["String"]),
            File(path: "Theme.swift", declares: ["enum Theme"]),
            File(path: "Theme+Dark.swift", declares: ["extension Theme"], references: ["Theme"]),
            File(path: "Screen.swift", references: ["Theme"]),
        ])
        #expect(edges == ["Theme+Dark.swift -> Theme.swift (Theme)", "Screen.swift -> Theme.swift (Theme)"])
        #expect(stats.ambiguous == 0 && stats.unresolved == 2 && stats.local == 0)
    }

    private static let country = File(
        path: "Country.swift", declares: ["extension DBModel", "struct DBModel.Country"], references: ["DBModel"])

    /// `extension DBModel { struct Country {} }` in one file, `enum DBModel {}` in
    /// another: `DBModel.Country` uses both.
    @Test func aQualifiedNameDeclaredInAnExtensionOfAnotherFile() {
        let (edges, _) = Self.resolve([
            File(path: "AppSchema.swift", declares: ["enum DBModel"]),
            Self.country,
            File(path: "CountryView.swift", references: ["DBModel", "DBModel.Country"]),
        ])
        #expect(
            edges == [
                "Country.swift -> AppSchema.swift (DBModel)",
                "CountryView.swift -> AppSchema.swift (DBModel)",
                "CountryView.swift -> Country.swift (DBModel.Country)",
            ])
    }

    /// Inside an extension of its parent, in a third file, a nested name is used unqualified.
    @Test func aNestedNameUsedUnqualifiedInAnExtensionOfItsParent() {
        let (edges, _) = Self.resolve([
            File(path: "AppSchema.swift", declares: ["enum DBModel"]),
            Self.country,
            File(
                path: "Details.swift", declares: ["extension DBModel", "struct DBModel.Details"],
                references: ["DBModel", "Country"]),
        ])
        #expect(
            edges.isSuperset(of: [
                "Details.swift -> AppSchema.swift (DBModel)", "Details.swift -> Country.swift (Country)",
            ]))
    }

    /// `extension Outer.Inner` uses the file declaring `Outer` and the one declaring `Inner`.
    @Test func anExtensionOfANestedTypeUsesEveryDeclaringFile() {
        let (edges, _) = Self.resolve([
            File(path: "Outer.swift", declares: ["enum Outer"]),
            File(path: "Inner.swift", declares: ["extension Outer", "struct Outer.Inner"], references: ["Outer"]),
            File(path: "Inner+Mock.swift", declares: ["extension Outer.Inner"], references: ["Outer", "Outer.Inner"]),
        ])
        #expect(
            edges.isSuperset(of: [
                "Inner+Mock.swift -> Outer.swift (Outer)", "Inner+Mock.swift -> Inner.swift (Outer.Inner)",
            ]))
    }

    @Test func aTypealiasIsUsedWhereItIsDeclared() {
        let (edges, _) = Self.resolve([
            File(path: "Web.swift", declares: ["typealias HTTPCode", "enum API", "typealias API.Headers"]),
            File(path: "Client.swift", references: ["HTTPCode", "API", "API.Headers"]),
            File(path: "Core/Store.swift", module: "Core", declares: ["typealias Store"]),
            File(path: "Feature.swift", imports: ["Core"], references: ["Store"]),
        ])
        #expect(
            edges == [
                "Client.swift -> Web.swift (HTTPCode)", "Client.swift -> Web.swift (API)",
                "Client.swift -> Web.swift (API.Headers)", "Feature.swift -> Core/Store.swift (Store)",
            ])
    }
}
