import ArchHistSupport
import Testing

/// `init` on an app that keeps its files side by side in one large folder (its groups only
/// in the Xcode project): the folder is no layer; its files are grouped by the role what
/// they declare and do states.
@Suite struct InitFlatFolderTests {
    /// Forty-odd files in `Traffic/`: screens, cells and controls; stores fetching through a
    /// data framework; Realm entities; plain values; one stored-values class importing UIKit.
    static var traffic: [String: String] {
        var files: [String: String] = [
            "Traffic/AppDelegate.swift": """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {}
            """,
            "Traffic/DateButton.swift": "import UIKit\nclass DateButton: UIButton {}\n",
            "Traffic/TerminalItem.swift": """
            import UIKit
            class TerminalItem {
                var name: String = ""
                init(name: String) { self.name = name }
            }
            """,
            // A store that hands out a screen: against the levels its roles draw.
            "Traffic/TerminalStore.swift": """
            import Alamofire
            class TerminalStore {
                func terminals() -> [TerminalItem] { [] }
                func screen() -> Feature0ViewController { Feature0ViewController() }
            }
            """,
        ]
        for number in 0..<12 {
            files["Traffic/Feature\(number)ViewController.swift"] = """
                import UIKit
                class Feature\(number)ViewController: UIViewController {
                    let store = Feature\(number)Store()
                    var items: [Feature\(number)Item] = []
                    let cell = Feature\(number)Cell()
                }
                """
            files["Traffic/Feature\(number)Cell.swift"] = """
                import UIKit
                class Feature\(number)Cell: UITableViewCell { var route: Route\(number)? }
                """
            files["Traffic/Feature\(number)Store.swift"] = """
                import Alamofire
                class Feature\(number)Store { func load() -> [Feature\(number)Item] { [] } }
                """
            files["Traffic/Feature\(number)Item.swift"] = """
                import RealmSwift
                class Feature\(number)Item: Object { @objc dynamic var id = 0 }
                """
        }
        for number in 0..<3 { files["Traffic/Route\(number).swift"] = "struct Route\(number) { let id: Int }\n" }
        return files
    }

    @Test func aLargeFlatFolderIsCutByTheRolesItsFilesState() throws {
        let fitted = try FittedTree(Self.traffic)
        #expect(fitted.layer("Traffic/Feature3ViewController.swift") == "Views")
        #expect(fitted.layer("Traffic/Feature3Cell.swift") == "Views")
        #expect(fitted.layer("Traffic/DateButton.swift") == "Views")
        #expect(fitted.layer("Traffic/Feature3Store.swift") == "Data")
        #expect(fitted.layer("Traffic/Feature3Item.swift") == "Data")
        #expect(fitted.layer("Traffic/Route1.swift") == "Values")
        #expect(fitted.layer("Traffic/AppDelegate.swift") == "Composition root")
        // Its UIKit import names no UI type: a class of stored values is no view. It states no
        // role, so it stays with its folder.
        #expect(fitted.layer("Traffic/TerminalItem.swift") == "Traffic")
        let levels = fitted.rule(kind: "levels")?["levels"]?.array.map { $0.array.compactMap(\.text) } ?? []
        let levelOf = Dictionary(levels.enumerated().flatMap { number, names in names.map { ($0, number) } }) {
            first, _ in first
        }
        #expect(levelOf["Values"]! < levelOf["Views"]!, "\(levels)")
        #expect(levelOf["Data"]! < levelOf["Views"]!, "\(levels)")
        // The role units share one folder: each lists its files, so no glob takes another's.
        let layers = fitted.spec["layers"]?.array ?? []
        let views = layers.first { $0["name"]?.text == "Views" }
        #expect(views?["paths"]?.array.contains { $0.text == "Traffic/Feature3Cell.swift" } == true)
        #expect(views?["paths"]?.array.allSatisfy { !($0.text ?? "").contains("*") } == true)
        // The store handing out a screen goes against the levels today: allowed as the app has it.
        #expect(fitted.rule(kind: "levels")?["allow"]?["Data"]?.array.compactMap(\.text) == ["Views"])
        #expect(!fitted.violations.contains { $0.hasPrefix("unit-levels") }, "\(fitted.violations)")
    }

    /// A file of extensions of one of the app's types is more of that type: a screen's
    /// table delegate is a view, a value's computed properties are values. An extension of
    /// a type from elsewhere states no role of its own.
    @Test func aFileOfExtensionsTakesTheRoleOfTheTypeItExtends() throws {
        var files = Self.traffic
        files["Traffic/Feature3ViewController+Table.swift"] = """
            import UIKit
            extension Feature3ViewController: UITableViewDelegate {
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """
        files["Traffic/Route1+Title.swift"] = "extension Route1 {\n    var title: String { \"\\(id)\" }\n}\n"
        files["Traffic/String+Trimmed.swift"] = "extension String {\n    var trimmed: String { self }\n}\n"
        let fitted = try FittedTree(files)
        #expect(fitted.layer("Traffic/Feature3ViewController+Table.swift") == "Views")
        #expect(fitted.layer("Traffic/Route1+Title.swift") == "Values")
        #expect(fitted.layer("Traffic/String+Trimmed.swift") == "Helpers")
    }

    @Test func aSmallFlatFolderStaysOneUnit() throws {
        let files = Self.traffic.filter { !$0.key.contains("Feature") || $0.key.contains("Feature0") }
        let fitted = try FittedTree(files)
        let names = Set((fitted.spec["layers"]?.array ?? []).compactMap { $0["name"]?.text })
        #expect(!names.contains("Views") && !names.contains("Data"), "\(names)")
    }
}
