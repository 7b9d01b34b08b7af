import Testing

@testable import ArchHistCore

@Suite struct NamedAlikeTests {
    @Test func theFirstWordOfACamelCaseName() {
        #expect(NamedAlike.firstWord("BookmarksViewController") == "Bookmarks")
        #expect(NamedAlike.firstWord("VPNSettingsView") == "VPN")
        #expect(NamedAlike.firstWord("iOSTagManager") == "iOS")
        #expect(NamedAlike.firstWord("Tab2View") == "Tab2")
        #expect(NamedAlike.words("NewTabPageView") == ["New", "Tab", "Page", "View"])
    }

    @Test func aGroupIsNamedForTheWordsItsNamesShare() {
        #expect(NamedAlike.commonWords(["NewTabPageView", "NewTabPageModel", "NewTabSettings"]) == "NewTab")
        // A plural and its singular: the words differ, the commoner first word names it.
        #expect(NamedAlike.commonWords(["BookmarksView", "BookmarksModel", "BookmarkCell"]) == "Bookmarks")
    }

    @Test func namesAlikeInOneFolderMakeAGroupOfAtLeastFour() {
        let paths = [
            "App/BookmarksView.swift", "App/BookmarksViewModel.swift", "App/BookmarkCell.swift",
            "App/BookmarkFolder.swift", "App/TabView.swift", "App/TabCell.swift", "App/Other.swift",
        ]
        let groups = NamedAlike.groups(Array(paths.indices), folder: "App", paths: paths)
        #expect(groups == [DomainUnit(kind: .namedAlike, name: "App/Bookmarks"): [0, 1, 2, 3]])
    }

    @Test func aGlobOnlyWhenItClaimsExactlyTheGroup() {
        let all = ["App/TabView.swift", "App/TabCell.swift", "App/TableHeader.swift", "App/Sub/TabThing.swift"]
        // `App/Tab*` would take `TableHeader` too: the files are listed instead.
        #expect(NamedAlike.glob(for: ["App/TabView.swift", "App/TabCell.swift"], among: all) == nil)
        #expect(NamedAlike.glob(for: ["App/TableHeader.swift"], among: all) == "App/TableHeader*")
        let bookmarks = ["App/BookmarksView.swift", "App/BookmarkCell.swift"]
        #expect(NamedAlike.glob(for: bookmarks, among: bookmarks + all) == "App/Bookmark*")
    }
}
