import ArchHistSupport
import Testing

/// The unit holding the app's entry point is its shell (the root view, the persistence
/// set-up), not a business feature: it is no domain, so a feature's screens shown from
/// the root view draw no cycle with a catch-all domain named after the app.
@Suite struct InitAppShellTests {
    static var contacts: [String: String] {
        var files: [String: String] = [
            "Contacts/ContactsApp.swift": """
            import SwiftUI
            @main struct ContactsApp: App {
                var body: some Scene { WindowGroup { ContentView() } }
            }
            """,
            "Contacts/ContentView.swift": """
            import SwiftUI
            struct ContentView: View { var body: some View { ContactListView() } }
            """,
            "Contacts/Persistence.swift": """
            import CoreData
            final class PersistenceController { let store = NSPersistentContainer(name: "Contacts") }
            """,
            "Contacts/Domain/Models/Contact.swift": "struct Contact { let name: String }\n",
            "Contacts/Domain/UseCases/GetAllContacts.swift": """
            struct GetAllContacts { func callAsFunction() -> [Contact] { [] } }
            """,
        ]
        for screen in ["List", "Edit", "Create"] {
            files["Contacts/Presentation/Contact/\(screen)/Contact\(screen)View.swift"] = """
                import SwiftUI
                struct Contact\(screen)View: View {
                    @StateObject var model = Contact\(screen)ViewModel()
                    var body: some View { Text("") }
                }
                """
            files["Contacts/Presentation/Contact/\(screen)/Contact\(screen)ViewModel.swift"] = """
                import Combine
                final class Contact\(screen)ViewModel: ObservableObject {
                    @Published var contacts: [Contact] = []
                    let load = GetAllContacts()
                }
                """
        }
        return files
    }

    @Test func theAppsShellIsNoDomain() throws {
        let fitted = try FittedTree(Self.contacts)
        let domains = (fitted.spec["domains"]?.array ?? []).compactMap { $0["name"]?.text }
        #expect(!domains.isEmpty)
        #expect(!domains.contains("Contacts"), "\(domains)")
        #expect(!fitted.violations.contains { $0.contains("depend on each other") }, "\(fitted.violations)")
    }
}
