import ScanoutTesting
import Testing

@testable import Scanout

/// A right-to-left interface mirrors as UIKit's does: navigation slides the other way and swipes
/// back from the right edge, bars and tab bars read from the right, swipe actions change sides,
/// an alert's cancel button is at the right, the edit menu reads from the right, sliders and
/// switches are mirrored, and the arrow keys move the caret on screen through mixed text. Through
/// the public API, in an app whose language reads right to left (`TestHost.userInterfaceLayoutDirection`).
@MainActor
@Suite struct RightToLeftTests {
    static func host(_ direction: UIUserInterfaceLayoutDirection, size: CGSize = CGSize(width: 600, height: 400))
        -> TestHost
    {
        let host = TestHost(size: size)
        host.userInterfaceLayoutDirection = direction
        return host
    }

    /// Where `view` is drawn now: its presentation while it animates.
    static func shownFrame(_ view: UIView) -> CGRect {
        view.layer.presentation()?.frame ?? view.frame
    }

    // MARK: Navigation

    @Test func pushComesInFromTheLeftAndPopLeavesToTheLeft() {
        let host = Self.host(.rightToLeft)
        let root = UIViewController()
        root.title = "Visitors"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.drain()
        let details = UIViewController()
        details.title = "Ada"
        navigation.pushViewController(details, animated: true)
        host.advance(by: UINavigationController.transitionDuration / 2)
        #expect(Self.shownFrame(details.view).minX < -100, "coming in from the left: \(Self.shownFrame(details.view))")
        #expect(Self.shownFrame(root.view).minX > 0, "the covered screen moves right")
        host.advance(by: 1)
        #expect(details.view.frame.minX == 0)
        navigation.popViewController(animated: true)
        host.advance(by: UINavigationController.transitionDuration / 2)
        #expect(Self.shownFrame(details.view).minX < -100, "leaving to the left: \(Self.shownFrame(details.view))")
        host.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func theSwipeBackStartsAtTheRightEdge() {
        let host = Self.host(.rightToLeft)
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = navigation
        let details = UIViewController()
        navigation.pushViewController(details, animated: false)
        host.drain()
        // From the left edge nothing happens.
        host.drag(from: CGPoint(x: 3, y: 200), by: CGPoint(x: 400, y: 0), steps: 12, interval: 0.03)
        host.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 2)
        // From the right edge the screen follows the finger leftwards, and a long swipe pops.
        host.touchDown(at: CGPoint(x: 597, y: 200))
        host.advance(by: 0.02)
        host.touchMove(to: CGPoint(x: 550, y: 200))
        host.advance(by: 0.05)
        host.touchMove(to: CGPoint(x: 397, y: 200))
        host.advance(by: 0.3)
        #expect(abs(details.view.frame.minX + 200) < 1, "under the finger: \(details.view.frame)")
        host.touchMove(to: CGPoint(x: 50, y: 200))
        host.advance(by: 0.3)
        host.touchUp()
        host.advance(by: 0.6)
        #expect(navigation.viewControllers.count == 1)
    }

    // MARK: Bars

    @Test func tabBarItemsAndToolbarItemsReadFromTheRight() throws {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let host = Self.host(direction)
            let first = UIViewController()
            first.tabBarItem = UITabBarItem(title: "Arrivals", image: nil, tag: 0)
            let second = UIViewController()
            second.tabBarItem = UITabBarItem(title: "Badges", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            host.window.rootViewController = tabs
            host.drain()
            let arrivals = try #require(host.frameOfElement(labelled: "Arrivals"))
            let badges = try #require(host.frameOfElement(labelled: "Badges"))
            #expect((arrivals.minX > badges.minX) == (direction == .rightToLeft), "\(direction)")

            let toolbarHost = Self.host(direction)
            let screen = UIViewController()
            screen.toolbarItems = [
                UIBarButtonItem(title: "Print", style: .plain, target: nil, action: nil), .flexibleSpace(),
                UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
            ]
            let navigation = UINavigationController(rootViewController: screen)
            navigation.setToolbarHidden(false, animated: false)
            toolbarHost.window.rootViewController = navigation
            toolbarHost.drain()
            let print = try #require(toolbarHost.frameOfElement(labelled: "Print"))
            let share = try #require(toolbarHost.frameOfElement(labelled: "Share"))
            #expect((print.minX > share.minX) == (direction == .rightToLeft), "\(direction)")
        }
    }

    @Test func changingTheAppsDirectionLaysOutDeepControlsAgain() throws {
        let host = Self.host(.leftToRight)
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 500, height: 100))
        let segments = UISegmentedControl(items: ["Arrivals", "Departures"])
        segments.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        inner.addSubview(segments)
        outer.addSubview(inner)
        host.window.addSubview(outer)
        host.drain()
        let arrivals = try #require(host.frameOfElement(labelled: "Arrivals"))
        let departures = try #require(host.frameOfElement(labelled: "Departures"))
        #expect(arrivals.minX < departures.minX)
        host.userInterfaceLayoutDirection = .rightToLeft
        host.drain()
        let mirroredArrivals = try #require(host.frameOfElement(labelled: "Arrivals"))
        let mirroredDepartures = try #require(host.frameOfElement(labelled: "Departures"))
        #expect(mirroredArrivals.minX > mirroredDepartures.minX, "the first segment moved to the right")
        // A view forced back to left to right keeps its order.
        segments.semanticContentAttribute = .forceLeftToRight
        host.drain()
        let forced = try #require(host.frameOfElement(labelled: "Arrivals"))
        #expect(forced.minX == arrivals.minX)
    }

    // MARK: Swipe actions

    final class Visitors: UITableViewController {
        var performed: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "visitor")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "visitor", for: indexPath)
            cell.textLabel?.text = "Visitor \(indexPath.row)"
            return cell
        }
        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Sign Out") { _, _, done in
                    self.performed.append("sign out \(indexPath.row)")
                    done(true)
                }
            ])
        }
    }

    /// A slow drag across `row` by `dx`, released.
    static func swipe(_ host: TestHost, _ table: UITableView, row: Int, by dx: CGFloat) {
        let frame = table.rectForRow(at: IndexPath(row: row, section: 0))
        let start = table.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
        host.drag(from: start, by: CGPoint(x: dx, y: 0), steps: 12, interval: 0.04)
        host.advance(by: 0.5)
    }

    @Test func trailingSwipeActionsAreOnTheLeft() throws {
        let host = Self.host(.rightToLeft)
        let visitors = Visitors(style: .plain)
        host.window.rootViewController = visitors
        host.drain()
        // A drag to the left uncovers the leading side, which has no actions here.
        Self.swipe(host, visitors.tableView, row: 1, by: -200)
        let cell = try #require(visitors.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.transform.tx == 0 && !host.visibleElementLabels.contains("Sign Out"))
        // A drag to the right uncovers the trailing actions, at the left.
        Self.swipe(host, visitors.tableView, row: 1, by: 200)
        #expect(cell.transform.tx > 60, "open: \(cell.transform.tx)")
        let button = try #require(host.frameOfElement(labelled: "Sign Out"))
        #expect(button.minX < 5, "at the row's left end: \(button)")
        try host.tap("Sign Out")
        host.advance(by: 0.5)
        #expect(visitors.performed == ["sign out 1"])
    }

    // MARK: Alerts

    @Test func anAlertsCancelButtonIsOnTheLeadingSide() throws {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let host = Self.host(direction)
            let root = UIViewController()
            host.window.rootViewController = root
            host.drain()
            let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            root.present(alert, animated: false)
            host.drain()
            let cancel = try #require(host.frameOfElement(labelled: "Cancel"))
            let signOut = try #require(host.frameOfElement(labelled: "Sign Out"))
            #expect(cancel.minY == signOut.minY, "side by side")
            #expect((cancel.minX > signOut.minX) == (direction == .rightToLeft), "\(direction)")
        }
    }

    // MARK: Edit menu

    @Test func theEditMenuReadsFromTheRight() throws {
        let host = Self.host(.rightToLeft)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 400, height: 40))
        field.borderStyle = .roundedRect
        field.text = "Visit Northwind today"
        host.window.addSubview(field)
        host.drain()
        let caret = field.caretRect(for: UITextPosition(offset: 9))
        host.tap(at: field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil), count: 2)
        #expect(field.selectedTextRange?.start.offset == 6 && field.selectedTextRange?.end.offset == 15)
        #expect(host.editMenuTitles == ["Delete", "Select All", "Copy", "Cut"])
        try host.tapEditMenuItem("Copy")
        #expect(host.application.generalPasteboard.string == "Northwind")
    }

    // MARK: Controls

    @Test func aSliderHasItsMinimumAtTheRight() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let host = Self.host(direction)
            let slider = UISlider(frame: CGRect(x: 40, y: 100, width: 300, height: 31))
            host.window.addSubview(slider)
            host.drain()
            // At its minimum the thumb is at the right end only when mirrored: a drag from there
            // moves it (and raises the value) only then.
            host.drag(from: CGPoint(x: 40 + 300 - 14, y: 115), by: CGPoint(x: -150, y: 0), steps: 10, interval: 0.03)
            host.advance(by: 0.1)
            if direction == .rightToLeft {
                #expect(slider.value > 0.45 && slider.value < 0.65, "\(slider.value)")
            } else {
                #expect(slider.value == 0)
            }
        }
    }

    @Test func aSwitchTurnsOnTowardsTheLeft() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let host = Self.host(direction)
            let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
            host.window.addSubview(toggle)
            host.drain()
            host.drag(from: CGPoint(x: 125, y: 115), by: CGPoint(x: -25, y: 0), steps: 8, interval: 0.03)
            host.advance(by: 0.5)
            #expect(toggle.isOn == (direction == .rightToLeft), "\(direction)")
        }
    }

    // MARK: Text

    static func editingField(_ host: TestHost, text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 500, height: 40))
        field.borderStyle = .roundedRect
        field.text = text
        host.window.addSubview(field)
        host.drain()
        _ = field.becomeFirstResponder()
        host.drain()
        return field
    }

    static func caretOffset(_ field: UITextField) -> Int {
        field.selectedTextRange?.start.offset ?? -1
    }

    @Test func arrowKeysMoveTheCaretOnScreenThroughMixedText() {
        let host = Self.host(.leftToRight)
        let text = "Visit القاهرة today"
        let field = Self.editingField(host, text: text)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        var visited: Set<Int> = [0]
        var x = field.caretRect(for: field.selectedTextRange!.start).minX
        for _ in 0..<40 {
            let before = Self.caretOffset(field)
            host.press(.keyboardRightArrow)
            let offset = Self.caretOffset(field)
            if offset == before { break }
            visited.insert(offset)
            let newX = field.caretRect(for: field.selectedTextRange!.start).minX
            #expect(newX >= x - 0.5, "the right arrow never moves the caret left: \(x) → \(newX) at \(offset)")
            x = newX
        }
        #expect(visited.count == text.count + 1, "every position once: \(visited.sorted())")
        #expect(Self.caretOffset(field) == text.utf16.count, "the right end of a left-to-right line is its end")
        // And back: the left arrow never moves it right, and ends at the start.
        for _ in 0..<40 {
            let before = Self.caretOffset(field)
            host.press(.keyboardLeftArrow)
            if Self.caretOffset(field) == before { break }
            let newX = field.caretRect(for: field.selectedTextRange!.start).minX
            #expect(newX <= x + 0.5)
            x = newX
        }
        #expect(Self.caretOffset(field) == 0)
    }

    @Test func inRightToLeftTextTheLeftArrowGoesForward() {
        let host = Self.host(.rightToLeft)
        let field = Self.editingField(host, text: "שלום")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        let start = field.caretRect(for: field.beginningOfDocument)
        host.press(.keyboardRightArrow)
        #expect(Self.caretOffset(field) == 0, "nothing further right of the text's start")
        host.press(.keyboardLeftArrow)
        #expect(Self.caretOffset(field) == 1)
        #expect(field.caretRect(for: field.selectedTextRange!.start).minX < start.minX)
        // A selection collapses to its end on the arrow's side of the screen.
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument, to: field.endOfDocument)
        host.press(.keyboardLeftArrow)
        #expect(Self.caretOffset(field) == 4, "the left end of Hebrew text is its logical end")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        host.press(.keyboardRightArrow)
        #expect(Self.caretOffset(field) == 0)
    }

    @Test func anEmptyFieldsCaretStartsOnTheLeadingSide() {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let host = Self.host(direction)
            let field = Self.editingField(host, text: "")
            let caret = field.caretRect(for: field.beginningOfDocument)
            #expect((caret.midX > field.bounds.midX) == (direction == .rightToLeft), "\(direction): \(caret)")
        }
    }
}
