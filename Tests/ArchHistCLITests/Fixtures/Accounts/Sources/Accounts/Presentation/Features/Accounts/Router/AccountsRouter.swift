enum AccountsRoute: Hashable {
    case list
    case detail(accountID: String)
}
