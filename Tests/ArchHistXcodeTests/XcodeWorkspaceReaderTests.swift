import ArchHistXcode
import Testing

@Suite("XcodeWorkspaceReader")
struct XcodeWorkspaceReaderTests {
    static func projects(_ text: String) -> [String] {
        XcodeWorkspaceReader.projects(Array(text.utf8))
    }

    @Test func groupAndContainerLocationsAreRelativeToTheWorkspacesFolder() {
        let projects = Self.projects(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:../EssentialFeed/EssentialFeed.xcodeproj">
               </FileRef>
               <FileRef
                  location = "container:EssentialApp.xcodeproj">
               </FileRef>
            </Workspace>
            """)
        #expect(projects == ["../EssentialFeed/EssentialFeed.xcodeproj", "EssentialApp.xcodeproj"])
    }

    @Test func nestedGroupsPrefixTheirChildrenAndContainerPathsIgnoreThem() {
        let projects = Self.projects(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <!-- <FileRef location = "group:Commented.xcodeproj"></FileRef> -->
               <Group location = "group:Modules" name = "Modules">
                  <FileRef location = "group:Core/Core.xcodeproj"></FileRef>
                  <Group name = "Only a name">
                     <FileRef location = "group:./Feature/../Feature/Feature.xcodeproj"></FileRef>
                  </Group>
                  <FileRef location = "container:Tools/Tools.xcodeproj"/>
               </Group>
               <FileRef location = "group:App &amp; Co.xcodeproj"></FileRef>
               <FileRef location = 'group:&amp;lt;odd&gt;.xcodeproj'></FileRef>
               <FileRef location = "group:Packages/Networking"></FileRef>
               <FileRef location = "absolute:/Users/dev/Other.xcodeproj"></FileRef>
               <FileRef location = "group:Modules/Core/Core.xcodeproj"></FileRef>
            </Workspace>
            """)
        #expect(
            projects == [
                "Modules/Core/Core.xcodeproj", "Modules/Feature/Feature.xcodeproj", "Tools/Tools.xcodeproj",
                "App & Co.xcodeproj", "&lt;odd>.xcodeproj",
            ])
    }

    @Test func selfNamesTheEnclosingProjectOrNothing() {
        #expect(
            Self.projects(#"<Workspace><FileRef location = "self:App.xcodeproj"></FileRef></Workspace>"#) == [
                "App.xcodeproj"
            ])
        #expect(Self.projects(#"<Workspace><FileRef location = "self:"></FileRef></Workspace>"#) == [])
    }

    @Test func damagedOrEmptyInputGivesWhatItCan() {
        #expect(Self.projects("") == [])
        #expect(Self.projects("<Workspace><FileRef location = \"group:A.xcodeproj\"") == ["A.xcodeproj"])
        #expect(Self.projects("<<<>>> location = \"group:B.xcodeproj\"") == [])
    }
}
