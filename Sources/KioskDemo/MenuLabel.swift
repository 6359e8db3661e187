import Scanout

extension Selector {
    /// The status line's own edit-menu command, performed by the check-in screen.
    static let callReception = Selector("callReception:")
}

/// A label that, when tapped, offers Copy and the app's "Call Reception" in the edit menu — the
/// seeds' label that becomes first responder to show its menu, in a kiosk. Copy is the label's
/// own; "Call Reception" is found further up the responder chain, on the check-in screen.
@MainActor
public final class MenuLabel: UILabel {
    /// The title of the menu's own command, in the screen's language.
    public var callReceptionTitle = "Call Reception"

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override class var actionTable: ActionTable {
        super.actionTable.on(.copy, MenuLabel.copy)
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .copy { return !(text ?? "").isEmpty }
        // Everything else (the standard edit actions included) is not the label's to do.
        return false
    }

    public override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: callReceptionTitle, action: .callReception)]
        // Point at the text itself, not the whole (wide) label.
        let textWidth = min(intrinsicContentSize.width, bounds.width)
        let textRect = CGRect(x: (bounds.width - textWidth) / 2, y: 0, width: textWidth, height: bounds.height)
        menu.showMenu(from: self, rect: textRect)
    }
}
