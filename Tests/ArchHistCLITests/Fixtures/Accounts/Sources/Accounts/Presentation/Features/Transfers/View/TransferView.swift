import SwiftUI

/// Planted: a wire type in a screen.
struct TransferView: View {
    let source: AccountDTO

    var body: some View {
        Text(source.name)
    }
}
