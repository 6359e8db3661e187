import ScanoutTesting
import Testing

@testable import Scanout

/// What a screen reader asks of elements: activation, custom actions, scrolling, escape and the
/// magic tap, each going up containers and controllers as UIKit's do.
@MainActor
@Suite struct AccessibilityActionsTests {
    @Test func activationFallsBackToATapAtTheActivationPoint() throws {
        let host = TestHost()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Check In") { _ in taps += 1 })
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        host.window.addSubview(button)
        try host.accessibilityActivate("Check In")
        #expect(taps == 1)
        #expect(throws: TestHost.ElementNotFound.self) { try host.accessibilityActivate("Check Out") }
    }

    @Test func customActionsRunHandlersOrTargetSelectors() throws {
        let host = TestHost()
        let row = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        row.text = "Ada"
        host.window.addSubview(row)
        var log: [String] = []
        let target = Archiver()
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Flag") { action in
                log.append(action.name)
                return true
            },
            UIAccessibilityCustomAction(name: "Archive", target: target, selector: .archiveVisitor),
            UIAccessibilityCustomAction(name: "Nothing", target: nil, selector: .archiveVisitor),
        ]
        #expect(host.accessibilityElement(labelled: "Ada")?.customActionNames == ["Flag", "Archive", "Nothing"])
        #expect(try host.accessibilityPerformCustomAction("Flag", on: "Ada"))
        #expect(try host.accessibilityPerformCustomAction("Archive", on: "Ada"))
        #expect(try !host.accessibilityPerformCustomAction("Nothing", on: "Ada"))
        #expect(try !host.accessibilityPerformCustomAction("Missing", on: "Ada"))
        #expect(log == ["Flag"])
        #expect(target.archived == 1)
    }

    @Test func scrollViewsScrollByAPageAndPostWhereTheyAre() throws {
        let host = TestHost()
        var posts: [(UIAccessibility.Notification, String?)] = []
        AccessibilityPosts.handler = { posts.append(($0, $1 as? String)) }
        defer { AccessibilityPosts.handler = nil }
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 800)
        host.window.addSubview(scroll)
        let first = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        first.text = "Top"
        scroll.addSubview(first)
        #expect(try host.accessibilityScroll(.up, from: "Top"))
        #expect(scroll.contentOffset.y == 200)
        #expect(posts.last?.0 == .pageScrolled)
        #expect(posts.last?.1 == "Page 2 of 4")
        #expect(scroll.accessibilityScroll(.down))
        #expect(!scroll.accessibilityScroll(.down), "already at the top")
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func escapeChoosesAnAlertsCancelAction() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        var chosen: [String] = []
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in chosen.append("stay") })
        alert.addAction(UIAlertAction(title: "Leave", style: .default) { _ in chosen.append("leave") })
        root.present(alert, animated: false)
        host.drain()
        #expect(try host.accessibilityPerformEscape(from: "Leave"))
        host.advance(by: 1)
        #expect(chosen == ["stay"])
        #expect(root.presentedViewController == nil)
    }

    @Test func escapeWithoutACancelActionLeavesTheAlert() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        host.drain()
        #expect(try !host.accessibilityPerformEscape(from: "OK"))
        #expect(root.presentedViewController === alert)
    }

    @Test func escapeDismissesAPresentedControllerAndPopsANavigationController() throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = "Home"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        label.text = "Detail text"
        detail.view.addSubview(label)
        host.advance(by: 1)

        let sheet = UIViewController()
        let sheetLabel = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        sheetLabel.text = "Sheet text"
        sheet.view.addSubview(sheetLabel)
        navigation.present(sheet, animated: false)
        host.advance(by: 1)
        #expect(try host.accessibilityPerformEscape(from: "Sheet text"))
        host.advance(by: 1)
        #expect(navigation.presentedViewController == nil)

        #expect(try host.accessibilityPerformEscape(from: "Detail text"))
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(try !host.accessibilityPerformEscape(from: "Home"), "nothing left to go back from")
    }

    @Test func anOverrideOnTheWayUpWinsAndAModalInPresentationSheetStays() throws {
        let host = TestHost()
        let root = UIViewController()
        host.window.rootViewController = root
        let sheet = EscapingController()
        sheet.isModalInPresentation = true
        let text = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        text.text = "Form"
        sheet.view.addSubview(text)
        root.present(sheet, animated: false)
        host.advance(by: 1)
        #expect(try host.accessibilityPerformEscape(from: "Form"))
        #expect(sheet.escapes == 1)
        sheet.handles = false
        #expect(try !host.accessibilityPerformEscape(from: "Form"))
        #expect(root.presentedViewController === sheet)
    }

    @Test func magicTapGoesUpToTheAppDelegate() throws {
        let delegate = MagicDelegate()
        let host = TestHost(launching: { delegate })
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Now playing"
        host.window.addSubview(label)
        #expect(try host.accessibilityPerformMagicTap(from: "Now playing"))
        #expect(delegate.magicTaps == 1)
        let controller = EscapingController()
        host.window.rootViewController = controller
        let inner = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        inner.text = "Inner"
        controller.view.addSubview(inner)
        #expect(try host.accessibilityPerformMagicTap(from: "Inner"))
        #expect(controller.magicTaps == 1 && delegate.magicTaps == 1, "the controller on the way took it")
    }
}

extension Selector {
    fileprivate static let archiveVisitor = Selector("archiveVisitor:")
}

private final class Archiver: NSObject {
    var archived = 0
    override class var actionTable: ActionTable { super.actionTable.on(.archiveVisitor, Archiver.archive) }
    func archive(_ sender: Any?) { archived += 1 }
}

@MainActor
private final class EscapingController: UIViewController {
    var escapes = 0
    var handles = true
    var magicTaps = 0
    override func accessibilityPerformEscape() -> Bool {
        guard handles else { return false }
        escapes += 1
        return true
    }
    override func accessibilityPerformMagicTap() -> Bool {
        magicTaps += 1
        return true
    }
}

@MainActor
private final class MagicDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var magicTaps = 0
    override func accessibilityPerformMagicTap() -> Bool {
        magicTaps += 1
        return true
    }
}
