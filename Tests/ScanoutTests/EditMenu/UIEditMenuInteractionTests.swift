import ScanoutTesting
import Testing

@testable import Scanout

extension Selector {
    static let archiveBadge = Selector("archiveBadge:")
    static let nobodyPerformsThis = Selector("nobodyPerformsThis:")
}

/// A badge that copies its text and archives itself: what an app puts an edit menu
/// interaction on.
@MainActor
private final class BadgeView: UILabel {
    var log: [String] = []
    var archiveSenders: [Any?] = []
    /// What each archiving command was chosen from, read while the action ran.
    var commandSenders: [Any?] = []
    var validations = 0
    var archivedCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        text = "Visitor 42"
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override class var actionTable: ActionTable {
        super.actionTable.on(.copy, BadgeView.copy).on(.archiveBadge, BadgeView.archiveBadge)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func copy(_ sender: Any?) {
        log.append("copy")
        UIPasteboard.general.string = text
    }

    func archiveBadge(_ sender: Any?) {
        log.append("archive")
        archiveSenders.append(sender)
        commandSenders.append((sender as? UICommand)?.sender)
    }

    override func validate(_ command: UICommand) {
        validations += 1
        if command.action == .archiveBadge {
            command.title = "Archive (\(archivedCount))"
            command.state = archivedCount > 0 ? .on : .off
        }
    }
}

/// The delegate an app writes: its own elements after the suggested ones, a counting log of
/// what it is told, and hooks a test can use to call back into the interaction.
@MainActor
private final class BadgeMenuDelegate: NSObject, UIEditMenuInteractionDelegate {
    enum Answer {
        case suggestedPlus([UIMenuElement])
        case system
        case empty
        case exactly(UIMenu)
    }

    var answer: Answer = .system
    var target: CGRect?
    var presented = 0
    var dismissed = 0
    var suggestedTitles: [String] = []
    var onPresent: ((UIEditMenuInteraction) -> Void)?
    var onDismiss: ((UIEditMenuInteraction) -> Void)?
    var onMenu: ((UIEditMenuInteraction) -> Void)?
    var completionsRun = 0

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        suggestedTitles = suggestedActions.flatMap { element -> [String] in
            (element as? UIMenu)?.children.map(\.title) ?? [element.title]
        }
        onMenu?(interaction)
        switch answer {
        case .suggestedPlus(let own): return UIMenu(children: suggestedActions + own)
        case .system: return nil
        case .empty: return UIMenu(children: [])
        case .exactly(let menu): return menu
        }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect
    {
        target ?? CGRect(origin: configuration.sourcePoint, size: .zero)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        presented += 1
        animator.addCompletion { [weak self] in self?.completionsRun += 1 }
        onPresent?(interaction)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        dismissed += 1
        onDismiss?(interaction)
    }
}

/// `UIEditMenuInteraction`, `UICommand` and the text views' edit-menu delegate methods: what the
/// bar shows, where, what choosing does, and every way the menu goes.
@MainActor
@Suite struct UIEditMenuInteractionTests {
    @MainActor private final class Fixture {
        let host = TestHost()
        let badge = BadgeView(frame: CGRect(x: 100, y: 300, width: 240, height: 44))
        let delegate = BadgeMenuDelegate()
        let interaction: UIEditMenuInteraction
        var chosen: [String] = []

        init() {
            interaction = UIEditMenuInteraction(delegate: delegate)
            badge.addInteraction(interaction)
            host.window.addSubview(badge)
        }

        func action(_ title: String, attributes: UIMenuElement.Attributes = []) -> UIAction {
            UIAction(title: title, attributes: attributes) { [unowned self] action in chosen.append(action.title) }
        }

        func present(at point: CGPoint = CGPoint(x: 120, y: 22), arrow: UIEditMenuArrowDirection = .automatic) {
            let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: point)
            configuration.preferredArrowDirection = arrow
            interaction.presentEditMenu(with: configuration)
            host.drain()
        }
    }

    @Test func theDelegatesElementsFollowTheSuggestedActionsAndRun() throws {
        let fixture = Fixture()
        fixture.badge.becomeFirstResponder()
        fixture.delegate.answer = .suggestedPlus([
            fixture.action("Reprint"), UICommand(title: "Archive", action: .archiveBadge),
            UICommand(title: "Nobody", action: .nobodyPerformsThis), fixture.action("Hidden", attributes: .hidden),
            fixture.action("Disabled", attributes: .disabled),
        ])
        fixture.present()
        #expect(fixture.delegate.suggestedTitles == ["Copy"], "the chain copies, and nothing else")
        #expect(fixture.host.editMenuTitles == ["Copy", "Reprint", "Archive (0)"])
        #expect(fixture.delegate.presented == 1 && fixture.delegate.dismissed == 0)
        #expect(fixture.delegate.completionsRun == 1, "the animator's completions run once the menu shows")
        try fixture.host.tapEditMenuItem("Reprint")
        #expect(fixture.chosen == ["Reprint"])
        #expect(fixture.host.editMenuTitles.isEmpty, "choosing hides the menu")
        #expect(fixture.delegate.dismissed == 1)

        fixture.present()
        try fixture.host.tapEditMenuItem("Archive (0)")
        #expect(fixture.badge.log == ["archive"])
        let sender = try #require(fixture.badge.archiveSenders.first as? UICommand)
        #expect(sender.action == .archiveBadge, "a command's action gets the command as its sender")
        #expect(sender.sender == nil, "the command's sender is read while its action runs, then let go")

        fixture.badge.archivedCount = 3
        fixture.present()
        #expect(fixture.host.editMenuTitles.contains("Archive (3)"), "validate(_:) ran before the menu showed")
        try fixture.host.tapEditMenuItem("Copy")
        #expect(fixture.host.application.generalPasteboard.string == "Visitor 42")
        #expect(fixture.delegate.presented == 3 && fixture.delegate.dismissed == 3)
    }

    @Test func nilShowsTheSuggestedActionsAndAnEmptyMenuShowsNothing() {
        let fixture = Fixture()
        fixture.badge.becomeFirstResponder()
        fixture.delegate.answer = .system
        fixture.present()
        #expect(fixture.host.editMenuTitles == ["Copy"])
        fixture.delegate.answer = .empty
        fixture.present()
        #expect(fixture.host.editMenuTitles.isEmpty)
        #expect(fixture.delegate.presented == 1, "no menu, no willPresent")
        #expect(fixture.delegate.dismissed == 1, "the first menu went when the second was asked for")

        // Without a first responder the chain starts at the interaction's view.
        fixture.badge.resignFirstResponder()
        fixture.delegate.answer = .system
        fixture.present()
        #expect(fixture.host.editMenuTitles == ["Copy"])
    }

    @Test func theMenuPointsAtTheTargetAboveUnlessItPrefersOrNeedsBelow() throws {
        let fixture = Fixture()
        fixture.delegate.answer = .suggestedPlus([fixture.action("Reprint")])
        fixture.present(at: CGPoint(x: 120, y: 0))
        var frame = fixture.host.application.menuController.menuFrame
        #expect(frame.maxY <= 300 && frame.maxY > 280, "above the source point at the badge's top edge")
        #expect(abs(frame.midX - 220) < 1, "centred on it")
        #expect(fixture.interaction.location(in: nil) == CGPoint(x: 220, y: 300))

        fixture.present(at: CGPoint(x: 120, y: 44), arrow: .up)
        frame = fixture.host.application.menuController.menuFrame
        #expect(frame.minY >= 344 && frame.minY < 360, "an upward arrow puts the menu below the point")

        fixture.delegate.target = CGRect(x: 0, y: 0, width: 40, height: 44)
        fixture.present()
        frame = fixture.host.application.menuController.menuFrame
        #expect(frame.maxY <= 300, "the delegate's rectangle wins over the source point")

        fixture.delegate.target = CGRect(x: 200, y: 10, width: 40, height: 20)
        fixture.interaction.updateVisibleMenuPositionAnimated(false)
        let moved = fixture.host.application.menuController.menuFrame
        #expect(moved.maxY <= 310 && moved != frame, "updating the position asks for the rectangle again")
    }

    @Test func aSubmenuOpensOnTheBarAndTheBackButtonReturns() throws {
        let fixture = Fixture()
        let share = UIMenu(title: "Share", children: [fixture.action("Mail"), fixture.action("Print")])
        let inline = UIMenu(options: .displayInline, children: [fixture.action("Pin")])
        fixture.delegate.answer = .exactly(UIMenu(children: [fixture.action("Reprint"), share, inline]))
        fixture.present()
        #expect(fixture.host.editMenuTitles == ["Reprint", "Share", "Pin"], "inline children join the bar")
        try fixture.host.tapEditMenuItem("Share")
        #expect(fixture.host.editMenuTitles == ["‹", "Mail", "Print"])
        #expect(fixture.delegate.dismissed == 0, "opening a submenu is not dismissing")
        try fixture.host.tapEditMenuItem("‹")
        #expect(fixture.host.editMenuTitles == ["Reprint", "Share", "Pin"])
        try fixture.host.tapEditMenuItem("Share")
        try fixture.host.tapEditMenuItem("Print")
        #expect(fixture.chosen == ["Print"])
        #expect(fixture.delegate.dismissed == 1)
    }

    @Test func everyWayTheMenuGoesTellsTheDelegateOnce() throws {
        let fixture = Fixture()
        fixture.delegate.answer = .suggestedPlus([fixture.action("Reprint")])
        fixture.present()
        fixture.host.tap(at: CGPoint(x: 600, y: 700))
        #expect(fixture.host.editMenuTitles.isEmpty && fixture.delegate.dismissed == 1, "a touch elsewhere")

        fixture.present()
        fixture.interaction.dismissMenu()
        #expect(fixture.host.editMenuTitles.isEmpty && fixture.delegate.dismissed == 2, "dismissMenu()")

        fixture.present()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        fixture.host.window.addSubview(field)
        field.becomeFirstResponder()
        #expect(fixture.host.editMenuTitles.isEmpty && fixture.delegate.dismissed == 3, "the first responder changed")

        fixture.present()
        let other = BadgeMenuDelegate()
        let otherInteraction = UIEditMenuInteraction(delegate: other)
        let otherView = UIView(frame: CGRect(x: 0, y: 500, width: 100, height: 40))
        otherView.addInteraction(otherInteraction)
        fixture.host.window.addSubview(otherView)
        other.answer = .exactly(UIMenu(children: [fixture.action("Elsewhere")]))
        otherInteraction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(fixture.host.editMenuTitles == ["Elsewhere"])
        #expect(fixture.delegate.dismissed == 4, "another edit menu replaced it")
        UIMenuController.shared.hideMenu()
        #expect(other.dismissed == 1, "the menu controller hides any edit menu")

        fixture.present()
        fixture.badge.removeInteraction(fixture.interaction)
        #expect(fixture.host.editMenuTitles.isEmpty && fixture.delegate.dismissed == 5, "the interaction was removed")
        #expect(fixture.delegate.presented == 5)
    }

    @Test func reloadingAsksTheDelegateAgain() {
        let fixture = Fixture()
        fixture.delegate.answer = .exactly(UIMenu(children: [fixture.action("One")]))
        fixture.present()
        fixture.delegate.answer = .exactly(UIMenu(children: [fixture.action("One"), fixture.action("Two")]))
        fixture.interaction.reloadVisibleMenu()
        #expect(fixture.host.editMenuTitles == ["One", "Two"])
        #expect(fixture.delegate.presented == 1 && fixture.delegate.dismissed == 0, "reloading is not re-presenting")
        fixture.interaction.dismissMenu()
        fixture.interaction.reloadVisibleMenu()
        #expect(fixture.host.editMenuTitles.isEmpty, "nothing to reload once dismissed")
    }

    @Test func aTextFieldsDelegateAddsToItsEditMenu() throws {
        @MainActor final class FieldDelegate: NSObject, UITextFieldDelegate {
            var translated: [String] = []
            var empty = false
            var presented = 0
            var dismissed = 0
            var ranges: [NSRange] = []

            func textField(
                _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
            ) -> UIMenu? {
                ranges.append(range)
                if empty { return UIMenu(children: []) }
                let translate = UIAction(title: "Translate") { [unowned self, unowned textField] _ in
                    let text = textField.text ?? ""
                    translated.append(String(text.utf16.dropFirst(range.location).prefix(range.length)) ?? "")
                }
                return UIMenu(children: suggestedActions + [translate])
            }

            func textField(
                _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
            ) {
                presented += 1
            }

            func textField(
                _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
            ) {
                dismissed += 1
            }
        }
        let host = TestHost()
        let delegate = FieldDelegate()
        let field = TextFieldMenuTests.field(UITextField(), in: host, text: "Visit Northwind today")
        field.delegate = delegate
        host.tap(at: TextFieldMenuTests.point(field, offset: 9), count: 2)
        #expect(host.editMenuTitles == ["Cut", "Copy", "Select All", "Delete", "Translate"])
        #expect(delegate.ranges.last == NSRange(location: 6, length: 9))
        try host.tapEditMenuItem("Translate")
        #expect(delegate.translated == ["Northwind"])
        #expect(delegate.presented == 1 && delegate.dismissed == 1)
        host.tap(at: TextFieldMenuTests.point(field, offset: 2), count: 2)
        try host.tapEditMenuItem("Cut")
        #expect(field.text == " Northwind today", "the suggested commands still edit")
        delegate.empty = true
        host.tap(at: TextFieldMenuTests.point(field, offset: 5), count: 2)
        #expect(host.editMenuTitles.isEmpty, "an empty menu shows no menu")
    }

    @Test func aTextViewsDelegateReplacesItsEditMenu() throws {
        @MainActor final class ViewDelegate: NSObject, UITextViewDelegate {
            var chosen = 0
            func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
                -> UIMenu?
            {
                let standard = suggestedActions.first as? UIMenu
                let copyOnly = standard?.children.filter { $0.title == "Copy" } ?? []
                return UIMenu(children: copyOnly + [UIAction(title: "Flag") { [unowned self] _ in chosen += 1 }])
            }
        }
        let host = TestHost()
        let delegate = ViewDelegate()
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 400, height: 120))
        textView.text = "Visit Northwind today"
        textView.delegate = delegate
        host.window.addSubview(textView)
        let caret = textView.caretRect(for: UITextPosition(offset: 9))
        host.tap(at: textView.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil), count: 2)
        #expect(host.editMenuTitles == ["Copy", "Flag"])
        #expect((delegate as UITextViewDelegate) is ViewDelegate)
        try host.tapEditMenuItem("Flag")
        #expect(delegate.chosen == 1)
    }

    @Test func commandsInAButtonsMenuGoUpTheChainOrShowDisabled() throws {
        let host = TestHost(size: CGSize(width: 400, height: 700))
        let badge = BadgeView(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        host.window.addSubview(badge)
        badge.becomeFirstResponder()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        button.menu = UIMenu(children: [
            UICommand(title: "Archive", action: .archiveBadge), UICommand(title: "Nobody", action: .nobodyPerformsThis),
        ])
        button.showsMenuAsPrimaryAction = true
        host.window.addSubview(button)
        try host.tap("More")
        #expect(badge.validations >= 1, "the command's responder validated it before it showed")
        try host.tap("Archive (0)")
        #expect(badge.log == ["archive"])
        #expect(badge.commandSenders.first as? UIButton === button, "the command's sender is the button")
        try host.tap("More")
        try host.tap("Nobody")
        #expect(badge.log == ["archive"], "a command nobody performs shows disabled and does nothing")
        #expect(MenuPresentation.current != nil, "a disabled row does not dismiss the menu")
    }
}
