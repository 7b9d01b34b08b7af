/// What a file does in the harness layer chain, guessed from its declarations, names
/// and imports: the vocabulary `discover` maps with and `init` fits a preset's layers to.
public enum FileRole: String, Sendable, Hashable, CaseIterable, Comparable {
    case types = "Types"
    case config = "Config"
    case repo = "Repo"
    case service = "Service"
    case runtime = "Runtime"
    case ui = "UI"
    case utils = "Utils"
    case designSystem = "DesignSystem"
    case providers = "Providers"
    case wiring = "AppWiring"

    public static func < (lhs: FileRole, rhs: FileRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// A role inside a domain's vertical slice, as opposed to one across domains.
    public var isSlice: Bool { [.types, .config, .repo, .service, .runtime, .ui].contains(self) }
}

/// Reads a file's role from its facts. A declaration says more than a name, and a
/// name more than an import: `@Reducer` is Service whatever the folder.
enum RoleGuess {
    static let viewBases: Set<String> = [
        "View", "UIView", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UITableViewCell", "UICollectionViewCell", "UINavigationController", "UITabBarController", "ViewModifier",
        "ButtonStyle", "PreviewProvider", "UIViewRepresentable", "UIViewControllerRepresentable", "Shape",
        "NSView", "NSViewController", "UIHostingController", "WKInterfaceController",
        // UIKit's and AppKit's controls, containers and cells: a subclass draws or drives a screen.
        "UIButton", "UILabel", "UIControl", "UISwitch", "UISlider", "UISegmentedControl", "UIImageView",
        "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UITextField", "UITextView",
        "UISearchBar", "UINavigationBar", "UITabBar", "UIToolbar", "UIPageViewController", "UISplitViewController",
        "UIAlertController", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIWindow",
        "NSWindowController", "NSWindow", "NSPanel", "NSButton", "NSControl", "NSTextField", "NSTextView",
        "NSTableView", "NSTableCellView", "NSTableRowView", "NSOutlineView", "NSCollectionView", "NSCollectionViewItem",
        "NSScrollView", "NSStackView", "NSImageView", "NSSplitViewController", "NSTabViewController",
        "MKAnnotationView", "MKMarkerAnnotationView",
        // A widget (home screen, watch face, Control Center) declares what it shows.
        "Widget", "ControlWidget",
    ]
    static let entryBases: Set<String> = [
        "App", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate",
        "WKApplicationDelegate", "WKExtensionDelegate",
    ]
    /// Name endings, longest first where one ends another (`ViewController` before `Controller`).
    static let suffixRoles: [(String, FileRole)] = [
        ("ViewController", .ui), ("ViewModel", .service), ("Coordinator", .runtime), ("Router", .runtime),
        ("Presenter", .service), ("Interactor", .service), ("UseCase", .service), ("Reducer", .service),
        ("Feature", .service), ("Repository", .repo), ("Repo", .repo), ("DataSource", .repo), ("Database", .repo),
        ("APIClient", .repo), ("API", .repo), ("Endpoint", .repo), ("Middleware", .repo),
        ("DTO", .repo), ("Storage", .repo), ("Persistence", .repo), ("Cache", .repo), ("Live", .repo),
        ("Client", .config), ("Interface", .config), ("Service", .repo), ("Manager", .repo), ("Provider", .providers),
        ("View", .ui), ("Screen", .ui), ("Cell", .ui), ("Controller", .ui), ("Modifier", .ui), ("Style", .designSystem),
        ("Formatter", .utils), ("Helper", .utils), ("Helpers", .utils), ("Extensions", .utils), ("Utils", .utils),
        ("Logger", .utils), ("Constants", .utils), ("Model", .types), ("Models", .types), ("Types", .types),
        ("Entity", .types), ("AppDelegate", .wiring), ("SceneDelegate", .wiring), ("ExtensionDelegate", .wiring),
        ("Assembly", .wiring), ("Composer", .wiring), ("DIContainer", .wiring),
    ]
    static let folderRoles: [(String, FileRole)] = [
        ("DesignSystem", .designSystem), ("Styleguide", .designSystem), ("Theme", .designSystem),
        ("Components", .designSystem), ("Utils", .utils), ("Utilities", .utils), ("Helpers", .utils),
        ("Extensions", .utils), ("Common", .utils), ("Models", .types), ("Model", .types), ("Entities", .types),
        ("Types", .types), ("Repositories", .repo), ("Networking", .repo), ("Network", .repo), ("API", .repo),
        ("Persistence", .repo), ("Database", .repo), ("Views", .ui), ("ViewControllers", .ui), ("UI", .ui),
        ("Screens", .ui), ("ViewModels", .service), ("Services", .repo), ("Coordinators", .runtime),
        ("Composition", .wiring), ("CompositionRoot", .wiring),
    ]

    /// The role of one file; nil when nothing in it says.
    static func role(of file: AnalyzedFile) -> FileRole? {
        if let role = declaredRole(of: file) { return role }
        let facts = file.facts
        let types = facts.declarations.filter { $0.kind != .extension }
        let stem = fileStem(file.path)
        // A file named for a type it extends (`AppStorage.swift` extending SwiftUI's
        // `AppStorage`) is about that type: its name says nothing of this file's role.
        let extendsItsName = facts.declarations.contains { $0.kind == .extension && $0.name == stem }
        let uiImports = importsUI(facts)
        // A file of protocols only is an abstraction, whatever its data-side name says: a
        // `MoviesRepository` protocol is the port its implementations adapt to, not one of them
        // (a delegate's protocol calls back into a screen, one importing a UI framework speaks
        // in its types, and view-side names stay theirs).
        if declaresOnlyProtocols(facts), !uiImports, !types.contains(where: { isCallbackName($0.simpleName) }),
            ![.ui, .service, .runtime, .wiring].contains(suffixRole(of: stem))
        {
            return .config
        }
        // A type that owns I/O (a session, a database, a file, a player) is data work,
        // whatever its name or isolation says: unless its name says screen or view model.
        if ownsIO(facts), ![.ui, .service].contains(suffixRole(of: stem)) { return .repo }
        // So is a class that works through a data framework (`AF.request`, a Realm query), unless
        // its name says screen, view model or flow: a `TerminalStore` fetching with Alamofire.
        if facts.imports.contains(where: { dataFrameworks.contains($0.module) }),
            types.contains(where: { [.class, .actor].contains($0.kind) }),
            ![.ui, .service, .runtime, .wiring].contains(suffixRole(of: stem))
        {
            return .repo
        }
        let viewSide = viewSideRole(of: facts)
        // Plain values named for the data they hold (a Codable `SettingsStorage`)
        // are values: the name says what they hold, not that they do data work.
        let plainValues = !types.isEmpty && !uiImports && types.allSatisfy { [.struct, .enum].contains($0.kind) }
        // So is an enumeration of raw values (`enum AuthProvider: String { case kakao, apple }`):
        // a `…Provider` or `…Service` there names a kind of thing, not what provides it.
        let enumeratesValues =
            plainValues && types.allSatisfy { $0.kind == .enum && $0.inherits.contains(where: namesRawValues) }
        let namesValues = { (name: String) in
            plainValues && (enumeratesValues || valueNamingSuffixes.contains { name.hasSuffix($0) })
        }
        if !extendsItsName, !namesValues(stem), let role = suffixRole(of: stem, viewSide: viewSide) { return role }
        for declaration in types where !declaration.name.contains(".") && !namesValues(declaration.name) {
            if let role = suffixRole(of: declaration.name, viewSide: viewSide) { return role }
        }
        // Bound to the main actor, with no name saying otherwise: UI-bound logic, where
        // the clean architecture puts `@MainActor` (on the view model).
        if viewSide == .service { return .service }
        // Plain values are Types whatever folder holds them (`SharedModels/API/*Response`).
        if !types.isEmpty, !uiImports, types.allSatisfy({ [.struct, .enum, .typealias].contains($0.kind) }) {
            return .types
        }
        let folders = file.path.split(separator: "/").dropLast().reversed()
        for folder in folders {
            guard let role = folderRoles.first(where: { $0.0 == folder })?.1 else { continue }
            // A class importing CarPlay in an `Entities` folder is a screen about entities, not one.
            if role == .types, isUIClass(facts) { continue }
            return role
        }
        // An import alone makes no view: a class of stored values that imports UIKit is a value.
        if uiImports, namesUIType(facts) { return .ui }
        if !types.isEmpty, types.allSatisfy({ $0.kind == .protocol }) { return .config }
        if !types.isEmpty, types.allSatisfy({ [.struct, .enum, .typealias].contains($0.kind) }) { return .types }
        if types.isEmpty, !facts.declarations.isEmpty { return .utils }
        return nil
    }

    /// The role a declaration states outright: `@main`, `@Reducer`, `@DependencyClient`,
    /// a view's conformance. Stronger than any name or folder.
    static func declaredRole(of file: AnalyzedFile) -> FileRole? {
        let facts = file.facts
        let types = facts.declarations.filter { $0.kind != .extension }
        if declaresEntryPoint(facts) { return .wiring }
        if types.contains(where: isReducer) { return .service }
        // A client is its interface (Config), unless the file also owns the I/O its live value
        // does (a `ModelContext`, a `URLSession`): then it is the live implementation (Repo).
        if facts.declarations.contains(where: isClient) { return ownsIO(facts) ? .repo : .config }
        // A stored entity is the store's own shape (a SwiftData `@Model`, a Core Data
        // managed object): data work, whatever folder or unit holds it.
        if types.contains(where: isStoredEntity) || declaresRealmObject(facts) { return .repo }
        if types.contains(where: { !$0.inherits.filter(viewBases.contains).isEmpty }) { return .ui }
        // An `ObservableObject` publishes state for a screen to observe: a view model,
        // whatever a name of values (`FolderModel`, `StoriesModel`) says; a name of a role
        // (`AppCoordinator`, `SettingsViewModel`) still says which.
        if types.contains(where: { $0.inherits.contains("ObservableObject") }),
            [nil, .types, .repo, .utils, .config].contains(suffixRole(of: fileStem(file.path)))
        {
            return .service
        }
        // Extensions of a UI framework's own types (`extension UIView`, `NSTextStorage+Highlight`)
        // are helpers of views, whatever else the file says.
        if extendsPlatformUI(facts) { return .designSystem }
        // A file of protocols (with the errors and values they speak in) is an
        // abstraction: a port, inward of whatever implements it, whatever its folder
        // (`Services/Protocols/`) or name ending (`SettingsService`) says.
        // One importing a UI framework speaks in screens (`var template: CPTemplate`): not here.
        if isPort(types), !importsUI(facts) { return .config }
        return nil
    }

    /// A class a persistence framework stores: SwiftData's `@Model`, a Core Data
    /// `NSManagedObject` subclass.
    static func isStoredEntity(_ declaration: Declaration) -> Bool {
        declaration.kind == .class
            && (declaration.attributes.contains("Model") || declaration.inherits.contains("NSManagedObject"))
    }

    /// Declares a class Realm stores: a subclass of its `Object` or `EmbeddedObject`, in a
    /// file importing Realm.
    static func declaresRealmObject(_ facts: FileFacts) -> Bool {
        facts.imports.contains { $0.module == "RealmSwift" || $0.module == "Realm" }
            && facts.declarations.contains { declaration in
                declaration.kind == .class
                    && declaration.inherits.contains { $0 == "Object" || $0 == "EmbeddedObject" }
            }
    }

    /// Declares only extensions, of types a UI framework names (`UI…`, `NS…` but
    /// Foundation's own), and imports a UI framework (on some platform).
    static func extendsPlatformUI(_ facts: FileFacts) -> Bool {
        let extended = facts.declarations.filter { $0.kind == .extension }
        return !extended.isEmpty && extended.count == facts.declarations.count && importsUIForSomePlatform(facts)
            && extended.allSatisfy { declaration in
                let name = declaration.name.split(separator: ".").first.map(String.init) ?? declaration.name
                return (name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK"))
                    && !foundationTypes.contains(name)
            }
    }

    /// `NS` types of Foundation, not of a UI framework.
    static let foundationTypes: Set<String> = [
        "NSObject", "NSString", "NSNumber", "NSData", "NSDate", "NSError", "NSURL", "NSArray", "NSDictionary",
        "NSSet", "NSPredicate", "NSRegularExpression", "NSLock", "NSRange", "NSNotification", "NSCoder",
        "NSManagedObject", "NSManagedObjectContext", "NSFetchRequest", "NSSortDescriptor", "NSUUID",
        "NSCache", "NSOrderedSet", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSItemProvider", "NSAttributedString",
        "NSMutableAttributedString",
    ]

    /// Protocols, with at most the plain values and errors they speak in, and no class.
    static func isPort(_ types: [Declaration]) -> Bool {
        types.contains { $0.kind == .protocol && !isCallbackName($0.simpleName) }
            && types.allSatisfy { [.protocol, .enum, .struct, .typealias].contains($0.kind) }
            && types.filter { $0.kind == .protocol }.count * 2 >= types.count
    }

    /// A delegate or data source calls back into its owner: it is the owner's, not a port.
    /// Declares at least one type, and every type it declares is a protocol.
    static func declaresOnlyProtocols(_ facts: FileFacts) -> Bool {
        let types = facts.declarations.filter { $0.kind != .extension }
        return !types.isEmpty && types.allSatisfy { $0.kind == .protocol }
    }

    static func isCallbackName(_ name: Substring) -> Bool {
        ["Delegate", "DataSource", "Delegating", "Handler", "Observer"].contains { name.hasSuffix($0) }
    }

    /// What a file declares or does says its role, beyond a name ending every layer uses,
    /// an import, or `@MainActor`: a declared role (entry point, reducer, client, view,
    /// observable model, port), I/O, a data framework, plain values, or a name ending
    /// that says one layer (`ViewController`, `Repository`, `UseCase`).
    static func hasEvidence(_ file: AnalyzedFile) -> Bool {
        let facts = file.facts
        if declaredRole(of: file) != nil || ownsIO(facts) { return true }
        if facts.imports.contains(where: { dataFrameworks.contains($0.module) }) { return true }
        let types = facts.declarations.filter { $0.kind != .extension }
        if !types.isEmpty, !importsUI(facts), types.allSatisfy({ [.struct, .enum, .typealias].contains($0.kind) }) {
            return true
        }
        let stem = fileStem(file.path)
        guard let suffix = suffixRoles.first(where: { stem.count > $0.0.count && stem.hasSuffix($0.0) })?.0 else {
            return false
        }
        return !ambiguousSuffixes.contains(suffix) && !["Helper", "Helpers", "Extensions", "Utils"].contains(suffix)
    }

    static func suffixRole(of name: String) -> FileRole? {
        suffixRoles.first { name.count > $0.0.count && name.hasSuffix($0.0) }?.1
    }

    /// The role a name ending says, unless the ending is one every layer uses
    /// (`MenuManager` builds menus, `CarPlayTemplateProvider` templates, `TabManager`
    /// runs on the main actor) and the file is view-side: then its view-side role.
    static func suffixRole(of name: String, viewSide: FileRole?) -> FileRole? {
        guard let (suffix, role) = suffixRoles.first(where: { name.count > $0.0.count && name.hasSuffix($0.0) })
        else { return nil }
        guard ambiguousSuffixes.contains(suffix) else { return role }
        if let viewSide { return viewSide }
        // A controller of what? Screens say so by what they declare; alone the ending says nothing.
        if suffix == "Controller" { return nil }
        // What it holds says more than the ending: a `DateFormatterCache` is a helper.
        let held = String(name.dropLast(suffix.count))
        return suffixRoles.first { held.count > $0.0.count && held.hasSuffix($0.0) }?.1 == .utils ? .utils : role
    }

    /// Endings that name data rather than what works on it: on plain values they say Types.
    /// (A transfer object keeps its data role: clean keeps it in Data, by its own rule.)
    static let valueNamingSuffixes = ["Storage"]

    /// What an enum inherits to enumerate values: a raw value type, or `CaseIterable`.
    static func namesRawValues(_ inherited: String) -> Bool {
        rawValueTypes.contains(String(inherited.lastNameComponent))
    }

    static let rawValueTypes: Set<String> = [
        "String", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "Character", "CaseIterable",
    ]

    /// Endings a repository, a presenter and a view helper all use: alone they say no layer
    /// (a `SmartFeedsController` holds models; a view controller says so by what it declares).
    static let ambiguousSuffixes: Set<String> = ["Manager", "Provider", "Service", "DataSource", "Cache", "Controller"]

    /// The frameworks whose types are screens: a file importing one draws or drives UI.
    /// CarPlay's `CPTemplate`s are the car's screens, WidgetKit's timelines and ClockKit's
    /// complications feed a widget's or a watch face's views.
    static let uiFrameworks: Set<String> = [
        "SwiftUI", "UIKit", "AppKit", "WatchKit", "CarPlay", "Cocoa", "WidgetKit", "ClockKit",
    ]

    /// Imports a UI framework on every platform it builds for. An import under
    /// `#if os(iOS)` or `#if canImport(UIKit)` serves a platform shim (`typealias
    /// PlatformImage = UIImage`) or a conformance for one platform: it draws no screen.
    static func importsUI(_ facts: FileFacts) -> Bool {
        facts.imports.contains { fact in
            uiFrameworks.contains(fact.module) && !(fact.condition.map(isPlatformCondition) ?? false)
        }
    }

    /// Names a type of a UI framework: a class of UIKit, AppKit, WatchKit, CarPlay or
    /// ClockKit by its prefix (`UIView`, `NSColor`, `CPListTemplate`), or SwiftUI's and
    /// WidgetKit's views and what they draw with.
    static func namesUIType(_ facts: FileFacts) -> Bool {
        facts.references.contains { reference in
            let name = reference.simpleName
            if viewBases.contains(String(name)) || swiftUITypes.contains(name) { return true }
            guard let prefix = uiPrefixes.first(where: { name.count > $0.count && name.hasPrefix($0) }) else {
                return false
            }
            return name.dropFirst(prefix.count).first?.isUppercase == true && !foundationTypes.contains(String(name))
        }
    }

    static let uiPrefixes = ["UI", "NS", "WK", "CP", "CLK"]

    static let swiftUITypes: Set<Substring> = [
        "View", "Color", "Font", "Image", "Text", "Button", "Shape", "ViewBuilder", "Animation", "GeometryProxy",
        "EnvironmentValues", "NavigationPath", "Scene", "WindowGroup", "TimelineProvider", "TimelineEntry",
        "WidgetConfiguration", "StaticConfiguration", "IntentConfiguration", "AppIntentConfiguration",
    ]

    /// Imports a UI framework at all, for one platform or every one: a helper extending
    /// `UIView` under `#if os(iOS)` is still a helper of views.
    static func importsUIForSomePlatform(_ facts: FileFacts) -> Bool {
        facts.imports.contains { uiFrameworks.contains($0.module) }
    }

    /// A `#if` condition that picks a platform: `os(…)`, `canImport(…)`, `targetEnvironment(…)`.
    static func isPlatformCondition(_ condition: String) -> Bool {
        ["os(", "canImport(", "targetEnvironment(", "macCatalyst"].contains { condition.contains($0) }
    }

    /// Types whose owner does I/O: the network, a database, files, the keychain, playback.
    static let ioTypes: Set<Substring> = [
        "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionDownloadTask", "FileManager",
        "FileHandle", "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext",
        "NSFetchRequest", "CKContainer", "CKDatabase", "ModelContainer", "ModelContext", "FMDatabase",
        "FMDatabaseQueue", "DatabaseQueue", "DatabasePool", "AVPlayer", "AVQueuePlayer", "AVAudioPlayer",
        "AVAudioEngine", "NWConnection", "NWPathMonitor", "URLCache", "NSUbiquitousKeyValueStore",
    ]

    /// Declares a type (not only values) and names a type that does I/O, or conforms an I/O
    /// type to a protocol (`extension URLSession: URLSessionable`): the session is then the
    /// adapter, behind the app's abstraction.
    static func ownsIO(_ facts: FileFacts) -> Bool {
        facts.declarations.contains { [.class, .actor, .struct].contains($0.kind) }
            && facts.references.contains { ioTypes.contains($0.simpleName) }
            || facts.declarations.contains {
                $0.kind == .extension && !$0.inherits.isEmpty && ioTypes.contains($0.simpleName)
            }
    }

    /// Frameworks that fetch or store data: a file importing one does Data work whatever
    /// UI framework it also imports.
    static let dataFrameworks: Set<String> = [
        "CoreData", "SwiftData", "CloudKit", "Network", "GRDB", "SQLite", "RealmSwift", "Alamofire", "Moya",
        "Apollo", "FirebaseFirestore", "FirebaseDatabase", "FirebaseStorage",
    ]

    /// What a file that fetches and stores nothing says by its imports and isolation:
    /// view code when it imports a UI framework and names its types, UI-bound logic (Service)
    /// when its types or members are `@MainActor`; nil when it imports a data framework, or says
    /// neither. An import the file never uses (an `NSCache` of bytes under `import UIKit`) says nothing.
    static func viewSideRole(of facts: FileFacts) -> FileRole? {
        guard !facts.imports.contains(where: { dataFrameworks.contains($0.module) }) else { return nil }
        if importsUI(facts), namesUIType(facts) { return .ui }
        let isolated =
            facts.declarations.contains { $0.kind != .extension && $0.attributes.contains("MainActor") }
            || facts.memberAttributes.contains { $0.name == "MainActor" }
        return isolated ? .service : nil
    }

    /// Declares a type that is no plain value (a class, an actor, a protocol) and imports
    /// a UI framework: whatever folder it sits in, it is not an entity.
    static func isUIClass(_ facts: FileFacts) -> Bool {
        importsUI(facts)
            && facts.declarations.contains { ![.struct, .enum, .typealias, .extension].contains($0.kind) }
    }

    /// A pattern naming a folder of values (`**/Entities/**`, `**/Models/**`).
    static func namesValues(_ pattern: String) -> Bool {
        pattern.split(separator: "/").contains { folder in
            folderRoles.contains { $0.0 == folder && $0.1 == .types }
        }
    }

    /// A pattern naming a folder of a kind every layer has (`**/DataSources/**`: UIKit's
    /// table data sources as much as clean's remote ones).
    static func namesAmbiguousFolder(_ pattern: String) -> Bool {
        pattern.split(separator: "/").contains { folder in
            folder.hasSuffix("s") && ambiguousSuffixes.contains(String(folder.dropLast()))
        }
    }

    static func namesValuesOrAmbiguousFolder(_ pattern: String) -> Bool {
        namesValues(pattern) || namesAmbiguousFolder(pattern)
    }

    /// Declares where the program starts: a type that is an entry point, or a type of its own that an
    /// extension beside it makes one (`final class AppDelegate: NSObject {}` with `extension AppDelegate:
    /// UIApplicationDelegate`, a SwiftUI app's `@UIApplicationDelegateAdaptor`).
    static func declaresEntryPoint(_ facts: FileFacts) -> Bool {
        let types = facts.declarations.filter { $0.kind != .extension }
        if types.contains(where: isEntryPoint) { return true }
        let names = Set(types.map(\.name))
        return facts.declarations.contains { $0.kind == .extension && names.contains($0.name) && isEntryPoint($0) }
    }

    static func isEntryPoint(_ declaration: Declaration) -> Bool {
        declaration.attributes.contains("main") || declaration.attributes.contains("UIApplicationMain")
            || !declaration.inherits.filter(entryBases.contains).isEmpty
    }

    static func isReducer(_ declaration: Declaration) -> Bool {
        declaration.kind != .extension
            && (declaration.attributes.contains("Reducer")
                || declaration.inherits.contains { $0 == "Reducer" || $0 == "ReducerProtocol" })
    }

    /// `@DependencyClient`, or a type made a dependency by conforming to `DependencyKey`.
    static func isClient(_ declaration: Declaration) -> Bool {
        declaration.attributes.contains("DependencyClient")
            || declaration.inherits.contains { $0 == "DependencyKey" || $0 == "TestDependencyKey" }
    }

    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}

/// The business noun in a name: `HomeFeature`, `HomeView` and `HomeViewModel` are all
/// `Home`.
enum NameStem {
    static let suffixes = [
        " API", " Cache", " Feature", " Presentation", " UI", " Domain", " Data", "API", "Cache", "FeatureLive",
        "Features", "Feature", "ViewControllers", "ViewController", "ViewModels", "ViewModel",
        "Coordinator", "Router", "Reducers", "Reducer", "Core", "Views", "View", "Screen", "Scene", "Module", "SwiftUI",
        "UIKit", "Models", "Model", "Storage", "Persistence",
        "AppKit", "Kit", "UI", "Live",
        "Client", "Clients", "Service", "Services", "Repository", "Repo", "Interface", "Presentation", "Domain",
        "Flow", "Tests",
    ]

    static func stem(_ name: String) -> String {
        var current = name
        var changed = true
        while changed {
            changed = false
            for suffix in suffixes where current.count > suffix.count && current.hasSuffix(suffix) {
                current = String(current.dropLast(suffix.count))
                changed = true
                break
            }
        }
        return current
    }
}
