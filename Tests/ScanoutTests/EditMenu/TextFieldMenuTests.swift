import ScanoutTesting
import Testing

@testable import Scanout

/// The seeds' text field that allows only some actions (知识点8, 代码2).
@MainActor
final class NoPasteTextField: UITextField {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .paste || action == .select || action == .selectAll { return false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// The seeds' text field that hides the menu entirely from `canPerformAction` (知识点8, 代码1).
@MainActor
final class NoMenuTextField: UITextField {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        UIMenuController.shared.isMenuVisible = false
        return false
    }
}

/// The seed's other way (seed 001): `target(forAction:)` refuses copy, cut, paste and select all.
@MainActor
final class NoClipboardTextField: UITextField {
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if action == .selectAll || action == .paste || action == .copy || action == .cut {
            UIMenuController.shared.isMenuVisible = false
            return nil
        }
        return super.target(forAction: action, withSender: sender)
    }
}

/// The edit menu on a text field: double tap, long press, handles, item availability.
@MainActor
@Suite struct TextFieldMenuTests {
    static func field<Field: UITextField>(_ field: Field, in host: TestHost, text: String, y: CGFloat = 200) -> Field {
        field.frame = CGRect(x: 20, y: y, width: 400, height: 40)
        field.borderStyle = .roundedRect
        field.text = text
        host.window.addSubview(field)
        return field
    }

    static func point(_ field: UITextField, offset: Int) -> CGPoint {
        let caret = field.caretRect(for: UITextPosition(offset: offset))
        return field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    @Test func doubleTapSelectsTheWordAndOffersWhatApplies() throws {
        let host = TestHost()
        let field = TextFieldMenuTests.field(UITextField(), in: host, text: "Visit Northwind today")
        host.tap(at: TextFieldMenuTests.point(field, offset: 9), count: 2)
        #expect(field.isFirstResponder)
        #expect(field.selectedTextRange?.start.offset == 6 && field.selectedTextRange?.end.offset == 15)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Select All", "Delete"], "no paste: the pasteboard is empty")
        try host.tapEditMenuItem("Copy")
        #expect(host.application.generalPasteboard.string == "Northwind")
        #expect(host.editMenuTitles.isEmpty)
    }

    @Test func longPressSelectsTheWordUnderTheFingerOrOffersSelectAndPaste() throws {
        let host = TestHost()
        let field = TextFieldMenuTests.field(UITextField(), in: host, text: "Northwind  Labs")
        host.application.generalPasteboard.string = "Acme"
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 3))
        host.advance(by: 0.3)
        #expect(!field.isFirstResponder, "not yet a long press")
        host.advance(by: 0.3)
        #expect(field.isFirstResponder)
        #expect(field.selectedTextRange?.start.offset == 3, "the caret under the finger")
        // The caret follows the finger while it is held; on release the word there is selected.
        host.touchMove(to: TextFieldMenuTests.point(field, offset: 12))
        #expect(field.selectedTextRange?.start.offset == 12 && field.selectedTextRange?.isEmpty == true)
        host.touchUp()
        #expect(field.selectedTextRange?.start.offset == 11 && field.selectedTextRange?.end.offset == 15)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Paste", "Select All", "Delete"])
        // Between the two spaces there is no word: the caret stays, with Select, Select All, Paste.
        // (With the selection gone first: a touch near its handle would grab the handle.)
        field.selectedTextRange = field.textRange(from: UITextPosition(offset: 0), to: UITextPosition(offset: 0))
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 10))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(field.selectedTextRange?.start.offset == 10 && field.selectedTextRange?.isEmpty == true)
        #expect(host.editMenuTitles == ["Paste", "Select", "Select All"])
        try host.tapEditMenuItem("Paste")
        #expect(field.text == "Northwind Acme Labs")
    }

    @Test func aShortTapIsNoLongPressAndMovingCancelsIt() {
        let host = TestHost()
        let field = TextFieldMenuTests.field(UITextField(), in: host, text: "Northwind")
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 2))
        host.touchMove(to: CGPoint(x: 300, y: 300))
        host.advance(by: 1)
        host.touchUp()
        #expect(host.editMenuTitles.isEmpty)
        host.tap(at: TextFieldMenuTests.point(field, offset: 2))
        host.advance(by: 1)
        #expect(field.isFirstResponder && host.editMenuTitles.isEmpty, "a tap edits without a menu")
    }

    @Test func handlesDragTheSelectionsEnds() throws {
        let host = TestHost()
        let field = TextFieldMenuTests.field(UITextField(), in: host, text: "one two three four")
        host.tap(at: TextFieldMenuTests.point(field, offset: 5), count: 2)
        #expect(field.selectedTextRange?.start.offset == 4 && field.selectedTextRange?.end.offset == 7)
        // Drag the end handle to after "three", then the start handle to the beginning.
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 7))
        #expect(host.editMenuTitles.isEmpty, "the menu steps aside while dragging")
        host.touchMove(to: TextFieldMenuTests.point(field, offset: 11))
        host.touchMove(to: TextFieldMenuTests.point(field, offset: 13))
        host.touchUp()
        #expect(field.selectedTextRange?.start.offset == 4 && field.selectedTextRange?.end.offset == 13)
        #expect(host.editMenuTitles.contains("Copy"), "and comes back on release")
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 4))
        host.touchMove(to: TextFieldMenuTests.point(field, offset: 0))
        host.touchUp()
        #expect(field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 13)
        // A handle never crosses the other.
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 13))
        host.touchMove(to: TextFieldMenuTests.point(field, offset: 0))
        host.touchUp()
        #expect(field.selectedTextRange?.start.offset == 0 && (field.selectedTextRange?.end.offset ?? 0) > 0)
    }

    @Test func cutPasteDeleteAndSelectAllThroughTheMenu() throws {
        let host = TestHost()
        let field = TextFieldMenuTests.field(UITextField(), in: host, text: "Visit Northwind today")
        host.tap(at: TextFieldMenuTests.point(field, offset: 9), count: 2)
        try host.tapEditMenuItem("Cut")
        #expect(field.text == "Visit  today")
        host.tap(at: TextFieldMenuTests.point(field, offset: 12), count: 2)
        try host.tapEditMenuItem("Delete")
        #expect(field.text == "Visit  ")
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 6))
        host.advance(by: 0.6)
        host.touchUp()
        try host.tapEditMenuItem("Paste")
        #expect(field.text == "Visit Northwind ")
        host.touchDown(at: TextFieldMenuTests.point(field, offset: 2))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 5, "Visit")
        try host.tapEditMenuItem("Select All")
        #expect(field.selectedTextRange?.end.offset == 16)
        #expect(host.editMenuTitles.isEmpty, "choosing hides the menu")
    }

    @Test func secureFieldsOfferNoCopyOrCut() throws {
        let host = TestHost()
        let field = TextFieldMenuTests.field(UITextField(), in: host, text: "hunter2")
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        field.selectAll(nil)
        field.editor.showEditMenu()
        #expect(host.editMenuTitles == ["Delete"])
    }

    @Test func theSeedsFieldsThatRestrictOrHideTheMenu() throws {
        let host = TestHost()
        host.application.generalPasteboard.string = "x"
        let restricted = TextFieldMenuTests.field(NoPasteTextField(), in: host, text: "Visit Northwind", y: 50)
        host.tap(at: TextFieldMenuTests.point(restricted, offset: 8), count: 2)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Delete"], "no paste, select or select all")
        restricted.text = ""
        host.touchDown(at: TextFieldMenuTests.point(restricted, offset: 0))
        host.advance(by: 0.6)
        host.touchUp()
        #expect(restricted.isFirstResponder)
        #expect(host.editMenuTitles.isEmpty, "an empty field could only paste, which it refuses: no menu")

        let hidden = TextFieldMenuTests.field(NoMenuTextField(), in: host, text: "Visit Northwind", y: 150)
        host.tap(at: TextFieldMenuTests.point(hidden, offset: 8), count: 2)
        #expect(hidden.isFirstResponder && hidden.selectedTextRange?.isEmpty == false)
        #expect(host.editMenuTitles.isEmpty, "never a menu")

        let noClipboard = TextFieldMenuTests.field(NoClipboardTextField(), in: host, text: "Visit Northwind", y: 250)
        host.tap(at: TextFieldMenuTests.point(noClipboard, offset: 8), count: 2)
        #expect(host.editMenuTitles == ["Delete"])
    }

    @Test func snapshotsOfTheMenuAboveBelowAndPaged() throws {
        // Tall enough that the keyboard (which comes up with editing) leaves both fields visible.
        let host = TestHost(size: CGSize(width: 360, height: 420), scale: 2)
        host.window.backgroundColor = .systemGroupedBackground
        host.application.generalPasteboard.string = "x"
        let top = TextFieldMenuTests.field(UITextField(), in: host, text: "Near the top edge", y: 12)
        top.frame.size.width = 320
        let lower = TextFieldMenuTests.field(UITextField(), in: host, text: "Visit Northwind today", y: 150)
        lower.frame.size.width = 320
        host.tap(at: TextFieldMenuTests.point(lower, offset: 9), count: 2)
        host.advance(by: 0.3)
        assertSnapshot(of: host.render(), named: "menu-above-selection")
        host.tap(at: TextFieldMenuTests.point(top, offset: 6), count: 2)
        host.advance(by: 0.3)
        assertSnapshot(of: host.render(), named: "menu-below-near-top")
        UIMenuController.shared.menuItems = [
            UIMenuItem(title: "顶", action: .ding), UIMenuItem(title: "Reply", action: .reply),
        ]
        final class Chain: UIView {
            override class var actionTable: ActionTable {
                super.actionTable.on(.ding, Chain.act).on(.reply, Chain.act)
            }
            func act(_ sender: Any?) {}
        }
        let container = Chain(frame: host.window.bounds)
        host.window.insertSubview(container, at: 0)
        lower.removeFromSuperview()
        container.addSubview(lower)
        host.tap(at: TextFieldMenuTests.point(lower, offset: 9), count: 2)
        #expect(host.editMenuTitles.last == "▸")
        try host.tapEditMenuItem("▸")
        host.advance(by: 0.3)
        assertSnapshot(of: host.render(), named: "menu-second-page")
    }
}
