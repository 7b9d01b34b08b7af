import SwiftUI

struct AccountsView: View {
    @State var viewModel: AccountsViewModel

    var body: some View {
        List(viewModel.accounts) { account in
            Text(account.name)
        }
    }
}
