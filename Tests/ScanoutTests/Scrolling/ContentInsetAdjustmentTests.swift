import ScanoutTesting
import Testing

@testable import Scanout

/// Scroll views under bars: the safe area added to the content inset, the table view controller
/// in a navigation controller, and a drag dismissing the keyboard.
@MainActor
@Suite struct ContentInsetAdjustmentTests {
    final class Guests: UITableViewController {
        var names = (1...40).map { "Guest \($0)" }
        var scrolls = 0
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Guests"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "guest")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "guest", for: indexPath)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
            let detail = UIViewController()
            detail.title = names[indexPath.row]
            navigationController?.pushViewController(detail, animated: false)
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    @Test func aTableControllerInANavigationControllerStartsBelowTheBar() throws {
        let host = TestHost()
        let guests = Guests(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: guests)
        host.drain()
        let table = try #require(guests.tableView)
        #expect(table.frame == host.window.bounds, "the table fills the screen, under the bar")
        let barBottom = table.safeAreaInsets.top
        #expect(barBottom > 40, "the bar covers the table's top: \(barBottom)")
        #expect(table.adjustedContentInset.top == barBottom)
        #expect(table.contentOffset.y == -barBottom, "resting at the top, below the bar")
        let first = try #require(host.frameOfElement(labelled: "Guest 1"))
        #expect(first.minY >= barBottom, "the first row shows below the bar: \(first)")
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(firstCell.safeAreaInsets.top == 0, "the cells do not inset themselves again")

        // Scrolled, rows pass under the bar; the delegate method a subclass overrides hears it.
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(guests.scrolls > 0)
        table.setContentOffset(CGPoint(x: 0, y: -barBottom), animated: false)

        // Back from a pushed row, the row is no longer selected.
        try host.tap("Guest 3")
        #expect(guests.selected == [2])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        guests.navigationController?.popViewController(animated: false)
        host.drain()
        #expect(table.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
    }

    @Test func neverKeepsTheContentAtTheTopEdgeAndScrollToRowKeepsClearOfTheBar() throws {
        let host = TestHost()
        let guests = Guests(style: .plain)
        host.window.rootViewController = UINavigationController(rootViewController: guests)
        host.drain()
        let table = try #require(guests.tableView)
        let barBottom = table.safeAreaInsets.top
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.rectForRow(at: IndexPath(row: 20, section: 0)).minY - table.contentOffset.y == barBottom)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == -barBottom)

        table.contentInsetAdjustmentBehavior = .never
        #expect(table.adjustedContentInset.top == 0)
        #expect(table.contentOffset.y == 0, "a resting offset follows the inset")
    }

    @Test func aPlainScrollViewAdjustsOnlyAlongTheAxesItScrolls() {
        let host = TestHost()
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        host.window.rootViewController = controller
        let scroll = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scroll)
        host.drain()
        #expect(scroll.safeAreaInsets.top == 30)
        #expect(scroll.adjustedContentInset == .zero, "content that fits does not scroll: no adjustment")
        scroll.contentSize = CGSize(width: scroll.bounds.width, height: 2000)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0))
        #expect(scroll.contentOffset.y == -30)
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentSize = .zero
        #expect(scroll.adjustedContentInset.top == 30, ".always adjusts whatever the content")
    }

    @Test func aDragDismissesTheKeyboardWhenAsked() {
        let host = TestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: host.window.bounds.width, height: 3000)
        host.window.addSubview(scroll)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        scroll.addSubview(field)
        field.becomeFirstResponder()
        host.drain()
        #expect(host.isKeyboardVisible)
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 80))
        #expect(field.isFirstResponder, "keyboardDismissMode is .none by default")
        scroll.keyboardDismissMode = .onDrag
        host.drag(from: CGPoint(x: 400, y: 100), by: CGPoint(x: 0, y: 80))
        #expect(!field.isFirstResponder)

        field.becomeFirstResponder()
        host.advance(by: 1)
        scroll.keyboardDismissMode = .interactive
        host.drag(from: CGPoint(x: 400, y: 60), by: CGPoint(x: 0, y: 60))
        #expect(field.isFirstResponder, "the finger stayed above the keyboard")
        let keyboardTop = host.inputViewsFrame?.minY ?? 0
        host.drag(from: CGPoint(x: 400, y: keyboardTop - 60), by: CGPoint(x: 0, y: 100))
        #expect(!field.isFirstResponder, "the finger reached the keyboard")
    }
}
