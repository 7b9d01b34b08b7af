import ArchHistCore
import ArchHistSwift
import Testing

/// A name used only inside `#if` is compiled only where the condition holds; one used
/// anywhere outside every `#if` is compiled by every target that compiles the file.
@Suite struct ConditionalReferenceTests {
    @Test func aNameIsConditionalWhenEveryUseIsInsideIf() {
        let source = """
            struct Toolbar {
                let feed: Feed
            #if os(macOS)
                let menu: MacMenu
                let first: Feed
            #elseif IS_MAIN_APP
                let tabs: PhoneTabs
            #else
                let tabs: Fallback
            #endif
                let later: MacMenu2
            }
            #if DEBUG
            let later = MacMenu2()
            #endif
            """
        let facts = SwiftScanner.scan(Array(source.utf8))
        let conditional = [String: Bool](uniqueKeysWithValues: facts.references.map { ($0.name, $0.conditional) })
        #expect(conditional["Feed"] == false)
        #expect(conditional["MacMenu"] == true)
        #expect(conditional["PhoneTabs"] == true)
        #expect(conditional["Fallback"] == true)
        // First used outside, then inside: compiled everywhere.
        #expect(conditional["MacMenu2"] == false)
    }
}
