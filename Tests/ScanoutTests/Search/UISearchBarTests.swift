import ScanoutTesting
import Testing

@testable import Scanout

/// `UISearchBar`: typing on the on-screen keyboard, the delegate, Cancel, the scope bar, and how
/// it is drawn.
@MainActor
@Suite struct UISearchBarTests {
    /// Records a search bar delegate's calls.
    final class Log: UISearchBarDelegate {
        var calls: [String] = []
        var refusesLetter: Character?

        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
            calls.append("shouldBegin")
            return true
        }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
            calls.append("shouldEnd")
            return true
        }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            calls.append("text(\(searchText))")
        }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        { text.first != refusesLetter }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { calls.append("bookmark") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            calls.append("scope(\(selectedScope))")
        }
    }

    static func setUp(size: CGSize = CGSize(width: 800, height: 480)) -> (TestHost, UISearchBar, Log) {
        let host = TestHost(size: size)
        let bar = UISearchBar()
        #expect(bar.frame.height == 56)
        bar.frame.size.width = size.width
        let log = Log()
        bar.delegate = log
        host.window.addSubview(bar)
        return (host, bar, log)
    }

    @Test func typingOnTheKeyboardTellsTheDelegate() throws {
        let (host, bar, log) = UISearchBarTests.setUp()
        #expect(bar.searchTextField.returnKeyType == .search && bar.returnKeyType == .search)
        host.tap(at: CGPoint(x: 400, y: 28))
        #expect(bar.isFirstResponder && host.isKeyboardVisible)
        log.refusesLetter = "x"
        try host.typeOnKeyboard("axb")
        #expect(bar.text == "ab")
        #expect(log.calls == ["shouldBegin", "didBegin", "text(a)", "text(ab)"])
        try host.tapKeyboardKey("Search")
        #expect(log.calls.last == "search" && bar.isFirstResponder, "a bare bar keeps editing after Search")
        bar.text = "set"
        #expect(log.calls.last == "search", "setting the text tells no one")
        #expect(bar.resignFirstResponder())
        #expect(Array(log.calls.suffix(2)) == ["shouldEnd", "didEnd"])
    }

    @Test func cancelAndBookmarkButtonsTellTheDelegate() {
        let (host, bar, log) = UISearchBarTests.setUp()
        bar.setShowsCancelButton(true, animated: true)
        host.advance(by: 0.5)
        #expect(bar.showsCancelButton)
        let cancel = bar.cancelButton.frame
        #expect(cancel.maxX == 792 && bar.searchTextField.frame.maxX < cancel.minX)
        host.tap(at: CGPoint(x: cancel.midX, y: cancel.midY))
        #expect(log.calls == ["cancel"])
        bar.showsBookmarkButton = true
        host.advance(by: 0.1)
        let book = bar.bookmarkButton.convert(bar.bookmarkButton.bounds, to: nil)
        host.tap(at: CGPoint(x: book.midX, y: book.midY))
        #expect(log.calls == ["cancel", "bookmark"])
    }

    @Test func theScopeBarSelectsAScope() {
        let (host, bar, log) = UISearchBarTests.setUp()
        bar.scopeButtonTitles = ["All", "Staff", "Guests"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 800, height: 0)).height == 100)
        bar.frame.size.height = 100
        host.advance(by: 0.1)
        let scope = bar.scopeBar.frame
        host.tap(at: CGPoint(x: scope.minX + scope.width * 5 / 6, y: scope.midY))
        #expect(bar.selectedScopeButtonIndex == 2 && log.calls == ["scope(2)"])
        bar.selectedScopeButtonIndex = 1
        #expect(bar.scopeBar.selectedSegmentIndex == 1 && log.calls == ["scope(2)"])
    }

    @Test func becomeFirstResponderForwardsToTheField() {
        let (host, bar, log) = UISearchBarTests.setUp()
        #expect(bar.becomeFirstResponder())
        #expect(bar.searchTextField.isFirstResponder && host.isKeyboardVisible)
        #expect(log.calls == ["shouldBegin", "didBegin"])
    }

    @Test func snapshots() throws {
        let (host, bar, _) = UISearchBarTests.setUp(size: CGSize(width: 390, height: 180))
        host.window.backgroundColor = .systemGroupedBackground
        bar.placeholder = "Search visitors"
        assertSnapshot(of: host.render(), named: "search-bar-placeholder")
        bar.text = "Ada Lovelace"
        bar.setShowsCancelButton(true, animated: false)
        bar.searchTextField.clearButtonMode = .always
        assertSnapshot(of: host.render(), named: "search-bar-text-cancel")
        bar.text = ""
        bar.setShowsCancelButton(false, animated: false)
        bar.scopeButtonTitles = ["All", "Staff", "Guests"]
        bar.showsScopeBar = true
        bar.prompt = "Check in"
        bar.frame.size.height = bar.sizeThatFits(bar.bounds.size).height
        assertSnapshot(of: host.render(), named: "search-bar-prompt-scope")
    }
}
