import ArchHistSupport

/// Whether an app has the clean architecture's shape: a domain layer and a data layer of its
/// own, named so (folders of entities and use cases, or use cases by name; folders of
/// repositories and data sources), with the dependency between them inverted. Views, models
/// and a network client every app has, so they say nothing here.
struct CleanShape {
    /// Files on each side before the shape is more than a stray folder.
    static let minimumFiles = 3
    /// The share of the app's production files (percent) the two sides hold together before
    /// they are its layers: an app built to clean keeps much of its code in them (22% to 56%
    /// in the clean apps archhist was tried on), while a large app of another design has a
    /// few such folders in a corner (a VIP app of 1,752 files: 118, 7%).
    static let minimumPercent = 10
    static let dataPaths = [
        "**/Data/**", "**/DataLayer/**", "**/DataSources/**", "**/Repositories/**", "**/Repository/**",
    ]

    let domainFiles: Int
    let dataFiles: Int
    /// Domain files using the data side, and data files using the domain.
    let inward: Int
    let outward: Int
    /// Files of use cases: named `*UseCase`, or in a `UseCases` or `Interactors` folder.
    let useCases: Int
    let domainPatterns: [String]
    let productionFiles: Int

    init(_ analysis: Analysis) throws(SpecError) {
        let domainPaths =
            try SpecDecoder.preset(Preset.named("clean")!).layers.first { $0.name == "Domain" }?.match.paths ?? []
        let useCasePaths = ["**/UseCases/**", "**/Interactors/**"].map(Glob.init)
        let production = analysis.files.indices.filter { !analysis.files[$0].isTest }
        var domainSide: Set<Int> = []
        var useCases = 0
        for index in production {
            let path = analysis.files[index].path
            let namedUseCase = RoleGuess.fileStem(path).hasSuffix("UseCase")
            if namedUseCase || useCasePaths.contains(where: { $0.matches(path) }) { useCases += 1 }
            if namedUseCase || domainPaths.contains(where: { $0.matches(path) }) { domainSide.insert(index) }
        }
        let dataGlobs = Self.dataPaths.map(Glob.init)
        let dataSide = Set(
            production.filter { index in
                let path = analysis.files[index].path
                let stem = RoleGuess.fileStem(path)
                return !domainSide.contains(index)
                    && (dataGlobs.contains { $0.matches(path) } || stem.hasSuffix("Repository")
                        || stem.hasSuffix("RepositoryImpl") || stem.hasSuffix("DataSource"))
            })
        domainFiles = domainSide.count
        dataFiles = dataSide.count
        inward = SpecFitter.filesUsing(dataSide, from: domainSide, in: analysis.graph)
        outward = SpecFitter.filesUsing(domainSide, from: dataSide, in: analysis.graph)
        self.useCases = useCases
        domainPatterns = domainPaths.map(\.pattern)
        productionFiles = production.count
    }

    private var sidesAreAShare: Bool { (domainFiles + dataFiles) * 100 >= productionFiles * Self.minimumPercent }

    /// Both sides, and data depending on the domain rather than the other way round. An app
    /// whose use cases call its repositories' own types is layered the other way round, by
    /// design; fitting clean to it would report that design in every use case.
    var fits: Bool {
        domainFiles >= Self.minimumFiles && dataFiles >= Self.minimumFiles && sidesAreAShare && inward <= outward
    }

    var reason: String {
        let domain = Plural.counted(domainFiles, "file")
        let data = Plural.counted(dataFiles, "file")
        let counts =
            "\(domain) in clean's domain folders (\(domainPatterns.joined(separator: ", "))) or named *UseCase, "
            + "and \(data) in its data folders (\(Self.dataPaths.joined(separator: ", "))) "
            + "or named *Repository, *RepositoryImpl, *DataSource"
        guard domainFiles >= Self.minimumFiles, dataFiles >= Self.minimumFiles else {
            return counts + " (clean needs three of each)"
        }
        guard sidesAreAShare else {
            return counts + " (clean needs three of each, together one in \(100 / Self.minimumPercent) of the app's "
                + "\(productionFiles) files)"
        }
        guard inward <= outward else {
            let users = Plural.counted(inward, "domain file")
            let used = Plural.counted(outward, "data file")
            return counts + " (clean needs three of each), but \(users) use the data side and \(used) the domain: "
                + "the domain depends on its data, where clean has data depend on the domain"
        }
        return counts
    }
}
