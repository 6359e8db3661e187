import FoundationEssentials
import Testing

@testable import ScanoutPort

/// Before/after pairs: `Fixtures/NAME.swift` is iOS code we wrote; its ported form is
/// `Tests/UIKitCompatibilityTests/Ported/NAME.swift`, which that target compiles (Swift 5 mode,
/// `import UIKit`) and runs, so every expected output here is also known to build and work.
@Suite struct PortTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let ported = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("UIKitCompatibilityTests/Ported")

    static let pairs = [
        "TargetAction", "IBAction", "Gestures", "NotificationObserver", "MenuAndKeyCommands",
        "ExtensionActions", "ObjCProtocol", "XcodeTemplateApp", "PublicClasses",
    ]

    static func port(_ text: String, path: String = "File.swift") throws -> PortResult {
        try #require(Porter.port(sources: [(path, text)]).first).get()
    }

    @Test(arguments: pairs) func portingGivesTheCompiledFile(name: String) throws {
        let before = try String(contentsOf: Self.fixtures.appendingPathComponent(name + ".swift"), encoding: .utf8)
        let after = try String(contentsOf: Self.ported.appendingPathComponent(name + ".swift"), encoding: .utf8)
        let result = try Self.port(before, path: name + ".swift")
        #expect(result.text == after)
        #expect(result.changed)
        #expect(!result.changes.isEmpty)
    }

    @Test(arguments: pairs) func portingTwiceChangesNothing(name: String) throws {
        let after = try String(contentsOf: Self.ported.appendingPathComponent(name + ".swift"), encoding: .utf8)
        let again = try Self.port(after)
        #expect(again.text == after)
        #expect(!again.changed && again.changes.isEmpty)
    }

    @Test func delegatesBecomeFinalUnlessSubclassedAndUIApplicationMainBecomesMain() throws {
        let before = """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            public class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            open class OpenDelegate: UIResponder, UISceneDelegate {}
            class BaseDelegate: UIResponder, UISceneDelegate {}
            final class KioskDelegate: BaseDelegate {}
            class Unrelated: UIResponder {}

            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                @main
                final class AppDelegate: UIResponder, UIApplicationDelegate {}
                public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
                open class OpenDelegate: UIResponder, UISceneDelegate {}
                class BaseDelegate: UIResponder, UISceneDelegate {}
                final class KioskDelegate: BaseDelegate {}
                class Unrelated: UIResponder {}

                """)
        #expect(result.warnings.contains { $0.contains("BaseDelegate is subclassed") })
        let again = try Self.port(result.text)
        #expect(!again.changed)
    }

    @Test func commentsAndLayoutAroundTheRewritesAreKept() throws {
        let before = """
            final class A: UIView {
                /// Doc comment.
                @objc // why it is objc
                func tapped() {}   // trailing

                func wire(_ b: UIButton) {
                    b.addTarget(self,
                                action: #selector(tapped),    /* the action */
                                for: .touchUpInside)
                }
            }

            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                final class A: UIView {
                    override class var actionTable: ActionTable {
                        super.actionTable.on(Selector("tapped"), A.tapped)
                    }

                    /// Doc comment.
                    // why it is objc
                    func tapped() {}   // trailing

                    func wire(_ b: UIButton) {
                        b.addTarget(self,
                                    action: Selector("tapped"),    /* the action */
                                    for: .touchUpInside)
                    }
                }

                """)
    }

    @Test func selectorNamesFollowObjectiveC() {
        #expect(SelectorName.make(base: "refresh", labels: []) == "refresh")
        #expect(SelectorName.make(base: "tapped", labels: [nil]) == "tapped:")
        #expect(
            SelectorName.make(base: "keyboardWillHide", labels: ["notification"]) == "keyboardWillHideWithNotification:"
        )
        #expect(SelectorName.make(base: "changed", labels: [nil, "forEvent"]) == "changed:forEvent:")
        #expect(SelectorName.make(base: "move", labels: [nil, nil]) == "move::")
    }

    @Test func anExplicitObjCNameIsKept() throws {
        let result = try Self.port(
            """
            class B: UIViewController {
                @objc(doSave:) func save(_ sender: Any?) {}
                func wire(_ b: UIButton) { b.addTarget(self, action: #selector(save(_:)), for: .touchUpInside) }
            }
            """)
        #expect(result.text.contains(#".on(Selector("doSave:"), B.save)"#))
        #expect(result.text.contains(#"action: Selector("doSave:")"#))
    }

    @Test func anExistingTableIsExtendedNotDuplicated() throws {
        let before = """
            class C: UIView {
                override class var actionTable: ActionTable {
                    super.actionTable
                        .on(Selector("old"), C.old)
                }
                func old() {}
                @objc func new(_ sender: Any?) {}
            }
            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                class C: UIView {
                    override class var actionTable: ActionTable {
                        super.actionTable
                            .on(Selector("old"), C.old)
                            .on(Selector("new:"), C.new)
                    }
                    func old() {}
                    func new(_ sender: Any?) {}
                }
                """)
    }

    @Test func extensionActionsOfAClassInAnotherFileJoinItsTable() throws {
        let classFile = """
            final class Home: UIViewController {
                func wire(_ b: UIButton) { b.addTarget(self, action: #selector(refresh), for: .touchUpInside) }
            }
            """
        let extensionFile = """
            extension Home {
                @objc private func refresh(_ sender: Any?) {}
            }
            """
        let results = try Porter.port(sources: [("Home.swift", classFile), ("Home+Actions.swift", extensionFile)])
            .map { try $0.get() }
        #expect(
            results[0].text == """
                final class Home: UIViewController {
                    override class var actionTable: ActionTable {
                        super.actionTable.on(Selector("refresh:"), Home.refresh)
                    }

                    func wire(_ b: UIButton) { b.addTarget(self, action: Selector("refresh:"), for: .touchUpInside) }
                }
                """)
        // The table in the other file names it, so `private` goes; no registration is needed.
        #expect(
            results[1].text == """
                extension Home {
                    func refresh(_ sender: Any?) {}
                }
                """)
    }

    @Test func aClassOfItsOwnBecomesAMainActorActionTarget() throws {
        let result = try Self.port(
            """
            @objcMembers class Poller {
                func poll(_ timer: Timer) {}
            }
            """)
        #expect(
            result.text == """
                @MainActor class Poller: ActionTarget {
                    class var actionTable: ActionTable {
                        ActionTable().on(Selector("poll:")) { (target: Poller) in target.poll }
                    }

                    func poll(_ timer: Timer) {}
                }
                """)
    }

    @Test func anUnknownSelectorIsAssumedArgumentFreeWithAWarning() throws {
        let result = try Self.port("let s = #selector(elsewhere)\n")
        #expect(result.text == "let s = Selector(\"elsewhere\")\n")
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains("elsewhere") == true)
    }

    @Test func aFileThatDoesNotParseIsAFailureNamingIt() {
        let outcomes = Porter.port(sources: [("Broken.swift", "class X { func f( }\n"), ("Fine.swift", "let a = 1\n")])
        guard case .failure(let failure) = outcomes[0] else {
            Issue.record("a broken file was ported")
            return
        }
        #expect(failure.path == "Broken.swift")
        #expect(failure.description.contains("Broken.swift: does not parse (line 1)"))
        #expect((try? outcomes[1].get())?.changed == false)
    }

    @Test func filesOnDiskArePortedInPlaceAndUnreadableOnesReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scanout-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sub/V.swift")
        try Data("class V: UIView {\n    @objc func go() {}\n}\n".utf8).write(to: file)
        try Data([0xff, 0xfe, 0x00]).write(to: folder.appendingPathComponent("Binary.swift"))

        let outcomes = Porter.portInPlace([folder.path, folder.appendingPathComponent("Missing.swift").path])
        let failures = outcomes.compactMap { outcome -> PortFailure? in
            if case .failure(let failure) = outcome { return failure }
            return nil
        }
        #expect(
            failures.map { URL(fileURLWithPath: $0.path).lastPathComponent }.sorted() == [
                "Binary.swift", "Missing.swift",
            ])
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.contains(#"super.actionTable.on(Selector("go"), V.go)"#))
        #expect(!written.contains("@objc"))
        // In place, a second time: nothing to do.
        let second = Porter.portInPlace([folder.path]).compactMap { try? $0.get() }
        #expect(second.allSatisfy { !$0.changed })
    }

    @Test func objcExtensionMethodsThatSubclassesOverrideMoveIntoTheClassBody() throws {
        let base = """
            class BaseView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setupViews()
                }
            }

            @objc extension BaseView {
                /// Subclasses add their views here.
                func setupViews() {}
                func helper() {}
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }

            """
        let subclass = """
            final class CardView: BaseView {
                override func setupViews() {
                    super.setupViews()
                }
            }

            """
        let outcomes = Porter.port(sources: [("BaseView.swift", base), ("CardView.swift", subclass)])
        let result = try #require(outcomes.first).get()
        #expect(
            result.text == """
                class BaseView: UIView {
                    override class var actionTable: ActionTable {
                        super.actionTable
                            .on(Selector("setupViews"), BaseView.setupViews)
                            .on(Selector("helper"), BaseView.helper)
                            .on(Selector("layoutSubviews"), BaseView.layoutSubviews)
                    }

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        setupViews()
                    }
                    /// Subclasses add their views here.
                    func setupViews() {}
                    override func layoutSubviews() {
                        super.layoutSubviews()
                    }
                }

                extension BaseView {
                    func helper() {}
                }

                """)
        #expect(result.changes.contains { $0.contains("BaseView.setupViews(): moved") })
        let again = try Self.port(result.text)
        #expect(!again.changed)
    }

    @Test func anOverriddenExtensionMethodOfAClassInAnotherFileIsAWarning() throws {
        let outcomes = Porter.port(sources: [
            ("Ext.swift", "@objc extension BaseView {\n    func setupViews() {}\n}\n"),
            ("Base.swift", "class BaseView: UIView {}\nclass Card: BaseView {\n    override func setupViews() {}\n}\n"),
        ])
        let result = try #require(outcomes.first).get()
        #expect(result.warnings.contains { $0.contains("BaseView.setupViews()") && $0.contains("move it into") })
    }

    @Test func frameworkSelectorsWithAnArgumentKeepIt() throws {
        let result = try Self.port(
            "let tap = UITapGestureRecognizer(target: view, action: #selector(view.endEditing))\n")
        #expect(result.text == "let tap = UITapGestureRecognizer(target: view, action: Selector(\"endEditing:\"))\n")
        #expect(result.warnings.isEmpty)
    }

    @Test func iOSOnlyCodeIsCompiledOnLinux() throws {
        let before = """
            #if os(iOS)
            let a = 1
            #elseif os(tvOS) || os(iOS)
            let b = 2
            #endif
            #if !os(iOS)
            let c = 3
            #endif
            #if canImport(UIKit)
            let d = 4
            #endif

            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                #if (os(iOS) || os(Linux))
                let a = 1
                #elseif os(tvOS) || (os(iOS) || os(Linux))
                let b = 2
                #endif
                #if !(os(iOS) || os(Linux))
                let c = 3
                #endif
                #if canImport(UIKit)
                let d = 4
                #endif

                """)
        #expect(!(try Self.port(result.text)).changed)
    }

    @Test func uiKitSubmoduleImportsBecomeUIKit() throws {
        let before = """
            import UIKit.UIGestureRecognizerSubclass
            import UIKit.UIImage
            import UIKit
            import struct Foundation.Date

            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                import UIKit
                import UIKit
                import UIKit
                import struct Foundation.Date

                """)
        #expect(!(try Self.port(result.text)).changed)
    }

    @Test func objectiveCKeyPathsBecomeTheirStrings() throws {
        let before = """
            let a = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
            let b = #keyPath(layer.cornerRadius)
            let c = #keyPath(UIView.layer.shadowOpacity)
            let d = #keyPath(Outer.Inner.value)

            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                let a = CABasicAnimation(keyPath: "strokeEnd")
                let b = "layer.cornerRadius"
                let c = "layer.shadowOpacity"
                let d = "value"

                """)
        #expect(result.changes.contains("4 #keyPath → key path string"))
        #expect(!(try Self.port(result.text)).changed)
    }

    @Test func anOverrideInAnExtensionOfANestedClassMovesIntoItsBody() throws {
        let before = """
            extension WeekView {
                final class DayView: BaseView {
                    let label = UILabel()
                }
            }

            extension WeekView.DayView {
                override func setupViews() {
                    super.setupViews()
                }
            }

            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                extension WeekView {
                    final class DayView: BaseView {
                        let label = UILabel()
                        override func setupViews() {
                            super.setupViews()
                        }
                    }
                }

                extension WeekView.DayView {
                }

                """)
    }

    @Test func anActionWithoutArgumentsBesideAnOverloadIsCoerced() throws {
        let before = """
            extension UIView {
                func setupViews(_ views: UIView...) {}
            }

            class BaseView: UIView {
                @objc func setupViews() {}
            }

            """
        let result = try Self.port(before)
        #expect(result.text.contains(".on(Selector(\"setupViews\"), BaseView.setupViews as (BaseView) -> () -> Void)"))
    }

    @Test func aFileUsingURLSessionImportsFoundationNetworking() throws {
        let before = """
            import UIKit

            func load(_ url: URL) {
                URLSession.shared.dataTask(with: url) { _, response, _ in
                    _ = response as? HTTPURLResponse
                }.resume()
            }

            """
        let result = try Self.port(before)
        #expect(
            result.text == """
                import UIKit
                #if canImport(FoundationNetworking)
                import FoundationNetworking
                #endif

                func load(_ url: URL) {
                    URLSession.shared.dataTask(with: url) { _, response, _ in
                        _ = response as? HTTPURLResponse
                    }.resume()
                }

                """)
        #expect(!(try Self.port(result.text)).changed)
        #expect(
            !(try Self.port("import UIKit\nlet session = \"URLSession\"\n")).changed, "a word in a string is not a use")
    }
}
