import Testing

@testable import ArchHistCore

/// The filter in front of the declaration index may let a name through that it
/// does not hold, never turn away one that it does: an index built through it must
/// hold every declaration an index of everything holds for the referenced names.
@Suite struct NameFilterTests {
    @Test func everyNameItHoldsIsLetThroughAsTheLastComponentOfAnyName() {
        let filter = NameFilter(["Row", "Inner", "Ünïcode", "TypesType7980"] as [Substring])
        for name in [
            "Row", "Table.Row", "A.B.Inner", "Inner", "Ünïcode", "Ü.Ünïcode", "TypesType7980", "Outer.TypesType7980",
        ] {
            #expect(filter.mayContainLastComponent(of: name), "\(name)")
        }
    }

    @Test func namesItDoesNotHoldAreTurnedAway() {
        let filter = NameFilter(["Row", "Inner"] as [Substring])
        for name in ["Rows", "Row.Cell", "Inner.Row2", "Innr", "", "Table", "Row."] {
            #expect(!filter.mayContainLastComponent(of: name), "\(name)")
        }
    }

    @Test func aLargeSetLetsFewOthersThrough() {
        let held = (0..<5_000).map { Substring("Type\($0)") }
        let filter = NameFilter(held)
        #expect(held.allSatisfy { filter.mayContainLastComponent(of: "Outer." + $0) })
        let through = (5_000..<25_000).count { filter.mayContainLastComponent(of: "Type\($0)") }
        // About 1.4% with sixteen bits per name and two probes.
        #expect(through < 20_000 / 20, "\(through) of 20000 let through")
    }

    /// Declarations of many names, nested and not, in a few modules; an index of the
    /// names some references end in finds what an index of everything finds.
    @Test func anIndexOfReferencedNamesFindsWhatAnIndexOfEverythingFinds() {
        let simple = (0..<300).map { "Name\($0)" }
        var files: [(id: Int, module: String, facts: FileFacts)] = []
        for id in 0..<200 {
            var facts = FileFacts()
            for offset in 0..<8 {
                let name = simple[(id * 7 + offset * 13) % simple.count]
                let declared = offset % 3 == 0 ? simple[(id + offset) % simple.count] + "." + name : name
                facts.declarations.append(
                    Declaration(kind: offset == 5 ? .extension : .struct, name: declared, line: offset + 1))
            }
            files.append((id, ["Core", "Feature", "UI"][id % 3], facts))
        }
        let referenced = Set(simple.enumerated().filter { $0.offset % 4 != 1 }.map { Substring($0.element) })
        let everything = DeclarationIndex(files: files, referenced: nil, workers: 2)
        let filtered = DeclarationIndex(files: files, referenced: referenced, workers: 2)
        for (module, table) in everything.tables {
            for (name, ids) in table where referenced.contains(name.lastNameComponent) {
                #expect(filtered.tables[module]?[name] == ids, "\(module) \(name)")
            }
        }
        let kept = filtered.tables.values.reduce(0) { $0 + $1.count }
        let all = everything.tables.values.reduce(0) { $0 + $1.count }
        #expect(kept < all, "names no reference ends in are not indexed")
    }
}
