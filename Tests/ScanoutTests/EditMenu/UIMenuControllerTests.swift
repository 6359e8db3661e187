import ScanoutTesting
import Testing

@testable import Scanout

extension Selector {
    // .ding is declared with the action tests.
    static let reply = Selector("reply:")
    static let warn = Selector("warn:")
}

/// The seeds' label: tapped, it becomes first responder and shows copy, cut, paste and three
/// custom items (顶, 回复, 举报). The seeds attach a tap gesture recognizer; until those exist
/// (issue 6) the label reacts in `touchesEnded`.
@MainActor
final class CommentLabel: UILabel {
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        text = "author:会跳舞的狮子"
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override class var actionTable: ActionTable {
        super.actionTable
            .on(.cut, CommentLabel.cut).on(.copy, CommentLabel.copy).on(.paste, CommentLabel.paste)
            .on(.ding, CommentLabel.ding).on(.reply, CommentLabel.reply).on(.warn, CommentLabel.warn)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        labelClick()
    }

    func labelClick() {
        becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [
            UIMenuItem(title: "顶", action: .ding),
            UIMenuItem(title: "回复", action: .reply),
            UIMenuItem(title: "举报", action: .warn),
        ]
        menu.setTargetRect(bounds, in: self)
        menu.setMenuVisible(true, animated: true)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        (action == .copy && text != nil) || (action == .cut && text != nil) || action == .paste
            || action == .ding || action == .reply || action == .warn
    }

    override func cut(_ sender: Any?) {
        UIPasteboard.general.string = text
        text = nil
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    override func paste(_ sender: Any?) {
        text = UIPasteboard.general.string
    }

    func ding(_ sender: Any?) { log.append("ding") }
    func reply(_ sender: Any?) { log.append("reply") }
    func warn(_ sender: Any?) { log.append("warn") }
}

/// `UIMenuController`: which items show, where, paging, choosing, hiding, notifications.
@MainActor
@Suite struct UIMenuControllerTests {
    @Test func theSeedsLabelShowsItsItemsAndPerformsThem() throws {
        let host = TestHost()
        let label = CommentLabel(frame: CGRect(x: 100, y: 200, width: 300, height: 40))
        host.window.addSubview(label)
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(label.isFirstResponder)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Paste", "顶", "回复", "举报"])
        try host.tapEditMenuItem("回复")
        #expect(label.log == ["reply"])
        #expect(host.editMenuTitles.isEmpty, "choosing an item hides the menu")
        host.tap(at: CGPoint(x: 150, y: 220))
        try host.tapEditMenuItem("Cut")
        #expect(label.text == nil && host.application.generalPasteboard.string == "author:会跳舞的狮子")
        host.tap(at: CGPoint(x: 150, y: 220))
        #expect(host.editMenuTitles == ["Paste", "顶", "回复", "举报"], "no text: no copy or cut")
        try host.tapEditMenuItem("Paste")
        #expect(label.text == "author:会跳舞的狮子")
    }

    @Test func unimplementedItemsDoNotShow() {
        let host = TestHost()
        let label = CommentLabel(frame: CGRect(x: 100, y: 200, width: 300, height: 40))
        host.window.addSubview(label)
        label.becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [
            UIMenuItem(title: "Share", action: Selector("share:")), UIMenuItem(title: "顶", action: .ding),
        ]
        menu.showMenu(from: label, rect: label.bounds)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Paste", "顶"])
    }

    @Test func placedAboveTheTargetOrBelowWhenThereIsNoRoom() throws {
        let host = TestHost()
        let label = CommentLabel(frame: CGRect(x: 100, y: 200, width: 300, height: 40))
        host.window.addSubview(label)
        label.labelClick()
        let above = UIMenuController.shared.menuFrame
        #expect(above.maxY <= 200 && above.maxY >= 190, "just above the label")
        #expect(abs(above.midX - 250) < 1, "centred on it")
        label.frame.origin.y = 10
        label.labelClick()
        let below = UIMenuController.shared.menuFrame
        #expect(below.minY >= 50 && below.minY <= 60, "no room above: below")
        // Near the right edge it stays on screen.
        label.frame = CGRect(x: 760, y: 300, width: 40, height: 30)
        label.labelClick()
        #expect(UIMenuController.shared.menuFrame.maxX <= 800 - 8)
    }

    @Test func itemsThatDoNotFitArePaged() throws {
        let host = TestHost(size: CGSize(width: 320, height: 480))
        let label = CommentLabel(frame: CGRect(x: 20, y: 200, width: 280, height: 40))
        host.window.addSubview(label)
        label.becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = ["顶 ding", "回复 reply", "举报 warn"].enumerated().map { index, title in
            UIMenuItem(title: title, action: [Selector.ding, .reply, .warn][index])
        }
        menu.showMenu(from: label, rect: label.bounds)
        let first = host.editMenuTitles
        #expect(first.last == "▸" && first.first != "◂")
        #expect(menu.menuFrame.width <= 320 - 16)
        var seen = first.filter { $0 != "▸" }
        while host.editMenuTitles.last == "▸" {
            try host.tapEditMenuItem("▸")
            #expect(host.editMenuTitles.first == "◂")
            seen += host.editMenuTitles.filter { $0 != "▸" && $0 != "◂" }
        }
        #expect(seen == ["Cut", "Copy", "Paste", "顶 ding", "回复 reply", "举报 warn"])
        try host.tapEditMenuItem("◂")
        try host.tapEditMenuItem(host.editMenuTitles.first { $0 != "◂" && $0 != "▸" }!)
        #expect(!menu.isMenuVisible)
    }

    @Test func aTouchElsewhereOrAFirstResponderChangeHidesIt() {
        let host = TestHost()
        let label = CommentLabel(frame: CGRect(x: 100, y: 200, width: 300, height: 40))
        let button = UIButton(frame: CGRect(x: 600, y: 400, width: 100, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        host.window.addSubview(label)
        host.window.addSubview(button)
        label.labelClick()
        #expect(UIMenuController.shared.isMenuVisible)
        host.tap(at: CGPoint(x: 650, y: 420))
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(taps == 1, "the touch still reaches what it landed on")
        label.labelClick()
        label.resignFirstResponder()
        #expect(!UIMenuController.shared.isMenuVisible)
    }

    @Test func notificationsAndVisibility() {
        let host = TestHost()
        let label = CommentLabel(frame: CGRect(x: 100, y: 200, width: 300, height: 40))
        host.window.addSubview(label)
        var names: [String] = []
        let center = NotificationCenter.default
        let tokens = [
            (UIMenuController.willShowMenuNotification, "willShow"),
            (UIMenuController.didShowMenuNotification, "didShow"),
            (UIMenuController.willHideMenuNotification, "willHide"),
            (UIMenuController.didHideMenuNotification, "didHide"),
        ].map { name, label in center.addObserver(forName: name, object: nil, queue: nil) { _ in names.append(label) } }
        defer { tokens.forEach(center.removeObserver) }
        label.labelClick()
        UIMenuController.shared.isMenuVisible = false
        #expect(names == ["willShow", "didShow", "willHide", "didHide"])
        #expect(UIMenuController.shared.menuFrame == .zero)
    }
}
