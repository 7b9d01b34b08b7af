import ArchHistTestSupport
import Testing

/// A file of extensions sits with the type it extends, found by its whole name: an
/// `extension View` of a design system extends SwiftUI's `View`, not the `View` a
/// feature nests in its reducer.
@Suite struct InitExtensionHomeTests {
    @Test func anExtensionOfSwiftUIsViewStaysWithItsDesignSystem() throws {
        let fitted = try FittedTree(
            [
                "Sources/Features/Root/RootFeature.swift": """
                import ComposableArchitecture
                import SwiftUI
                @Reducer struct RootFeature {
                    @ObservableState struct State {}
                    enum Action { case start }
                    struct View: SwiftUI.View { var body: some SwiftUI.View { Text("") } }
                }
                """,
                "Sources/DesignSystem/CardStyle.swift": """
                import SwiftUI
                struct CardStyle: ViewModifier { func body(content: Content) -> some View { content.padding() } }
                """,
                "Sources/DesignSystem/View+Card.swift": """
                import SwiftUI
                extension View { func card() -> some View { modifier(CardStyle()) } }
                """,
            ], preset: "harness")
        #expect(fitted.layer("Sources/DesignSystem/View+Card.swift") == "DesignSystem")
    }
}
